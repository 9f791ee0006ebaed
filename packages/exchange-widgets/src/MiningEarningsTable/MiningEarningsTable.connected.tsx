import type { ExchangeClient } from '@bourse/api-client'
import { useCallback } from 'react'
import { useEarnRecordsPage } from '../hooks/useEarnRecords'
import type { RecordsConnectedProps, RecordsFedProps, RecordsQueryBody } from '../hooks/useRecords'
import { MiningEarningsTable, type MiningEarningsTableProps } from './MiningEarningsTable'

export type MiningEarningsTableConnectedProps = Omit<
  MiningEarningsTableProps,
  RecordsFedProps | 'earnings'
> &
  Omit<RecordsConnectedProps, 'symbol'> & {
    /** Keep to the payouts of one order (its detail). @default undefined (every order) */
    orderId?: string
  }

/**
 * The signed-in user's mining payouts (`POST /app/mining/earnings`), of one order or all, paged
 * by the server and loaded again on spot balance events, every 30 s while visible and when
 * `refreshKey` changes.
 */
export function MiningEarningsTableConnected({
  loggedIn,
  refreshKey,
  orderId,
  ...props
}: MiningEarningsTableConnectedProps) {
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
  return <MiningEarningsTable {...props} {...fed} earnings={rows} />
}
MiningEarningsTableConnected.displayName = 'MiningEarningsTableConnected'
