import type { ExchangeClient } from '@bourse/api-client'
import { useEarnRecordsPage } from '../hooks/useEarnRecords'
import type { RecordsConnectedProps, RecordsFedProps, RecordsQueryBody } from '../hooks/useRecords'
import { MiningOrdersTable, type MiningOrdersTableProps } from './MiningOrdersTable'

export type MiningOrdersTableConnectedProps = Omit<
  MiningOrdersTableProps,
  RecordsFedProps | 'orders'
> &
  Omit<RecordsConnectedProps, 'symbol'>

const load = (client: ExchangeClient, body: RecordsQueryBody<object>, signal: AbortSignal) =>
  client.post('/app/mining/orders', { body, signal, silent: true })

/**
 * The signed-in user's mining orders (`POST /app/mining/orders`), paged by the server and loaded
 * again on spot balance events (a payout or refund), every 30 s while visible and when
 * `refreshKey` changes (after a purchase).
 */
export function MiningOrdersTableConnected({
  loggedIn,
  refreshKey,
  ...props
}: MiningOrdersTableConnectedProps) {
  const { rows, ...fed } = useEarnRecordsPage({
    loggedIn,
    load,
    account: 'spot',
    refreshKey,
  })
  return <MiningOrdersTable {...props} {...fed} orders={rows} />
}
MiningOrdersTableConnected.displayName = 'MiningOrdersTableConnected'
