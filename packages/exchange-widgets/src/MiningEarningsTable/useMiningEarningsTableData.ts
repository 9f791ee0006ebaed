import type { ExchangeClient } from '@bourse/api-client'
import { useCallback } from 'react'
import { useEarnRecordsPage } from '../hooks/useEarnRecords'
import type { RecordsConnectedProps, RecordsFedProps, RecordsQueryBody } from '../hooks/useRecords'
import type { MiningEarningsTableProps } from './MiningEarningsTable'

export type MiningEarningsTableConnectedProps = Omit<
  MiningEarningsTableProps,
  RecordsFedProps | 'earnings'
> &
  Omit<RecordsConnectedProps, 'symbol'> & {
    /** Keep to the payouts of one order (its detail). @default undefined (every order) */
    orderId?: string
  }

/** What `MiningEarningsTableConnected` feeds `MiningEarningsTable`. */
export function useMiningEarningsTableData({
  loggedIn,
  refreshKey,
  orderId,
  ...props
}: MiningEarningsTableConnectedProps): MiningEarningsTableProps {
  const load = useCallback(
    (client: ExchangeClient, body: RecordsQueryBody<object>, signal: AbortSignal) =>
      client.post('/app/mining/earnings', {
        body: orderId ? { ...body, orderId } : body,
        signal,
        silent: true,
      }),
    [orderId],
  )
  const { rows, ...fed } = useEarnRecordsPage({
    loggedIn,
    load,
    account: 'spot',
    refreshKey,
  })
  return { ...props, ...fed, earnings: rows }
}
