import type { ExchangeClient } from '@bourse/api-client'
import { useEarnRecordsPage } from '../hooks/useEarnRecords'
import type { RecordsConnectedProps, RecordsFedProps, RecordsQueryBody } from '../hooks/useRecords'
import type { MiningOrdersTableProps } from './MiningOrdersTable'

export type MiningOrdersTableConnectedProps = Omit<
  MiningOrdersTableProps,
  RecordsFedProps | 'orders'
> &
  Omit<RecordsConnectedProps, 'symbol'>

const load = (client: ExchangeClient, body: RecordsQueryBody<object>, signal: AbortSignal) =>
  client.post('/app/mining/orders', { body, signal, silent: true })

/** What `MiningOrdersTableConnected` feeds `MiningOrdersTable`. */
export function useMiningOrdersTableData({
  loggedIn,
  refreshKey,
  ...props
}: MiningOrdersTableConnectedProps): MiningOrdersTableProps {
  const { rows, ...fed } = useEarnRecordsPage({
    loggedIn,
    load,
    account: 'spot',
    refreshKey,
  })
  return { ...props, ...fed, orders: rows }
}
