import type { ExchangeClient, FinanceOrder } from '@bourse/api-client'
import { useState } from 'react'
import { useEarnRecordsPage } from '../hooks/useEarnRecords'
import {
  useRecordActions,
  type RecordsConnectedProps,
  type RecordsFedProps,
  type RecordsQueryBody,
} from '../hooks/useRecords'
import { useWidgets } from '../WidgetsProvider'
import type { SavingsOrdersTableProps } from './SavingsOrdersTable'

export type SavingsOrdersTableConnectedProps = Omit<
  SavingsOrdersTableProps,
  RecordsFedProps | 'orders' | 'onTransferOut' | 'busy' | 'actionError'
> &
  Omit<RecordsConnectedProps, 'symbol'> & {
    /** Called with the settled order after a transfer out. @default undefined */
    onTransferredOut?: (details: { order: FinanceOrder }) => void
  }

const load = (client: ExchangeClient, body: RecordsQueryBody<object>, signal: AbortSignal) =>
  client.post('/app/finance/orders', { body, signal, silent: true })

/** What `SavingsOrdersTableConnected` feeds `SavingsOrdersTable`. */
export function useSavingsOrdersTableData({
  loggedIn,
  refreshKey,
  onTransferredOut,
  ...props
}: SavingsOrdersTableConnectedProps): SavingsOrdersTableProps {
  const { client } = useWidgets()
  const actions = useRecordActions()
  const [redeemed, setRedeemed] = useState(0)
  const { rows, ...fed } = useEarnRecordsPage({
    loggedIn,
    load,
    account: 'financial',
    refreshKey: `${refreshKey ?? ''}:${redeemed}`,
  })
  return {
    ...props,
    ...fed,
    orders: rows,
    busy: actions.busy,
    actionError: actions.error,
    onTransferOut: ({ order }) =>
      actions.run(
        order.id,
        () => client.post('/app/finance/redeem', { body: { orderId: order.id }, silent: true }),
        (settled) => {
          setRedeemed((n) => n + 1)
          onTransferredOut?.({ order: settled })
        },
      ),
  }
}
