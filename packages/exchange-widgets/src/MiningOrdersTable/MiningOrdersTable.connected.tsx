import { MiningOrdersTable } from './MiningOrdersTable'
import {
  useMiningOrdersTableData,
  type MiningOrdersTableConnectedProps,
} from './useMiningOrdersTableData'

export type { MiningOrdersTableConnectedProps } from './useMiningOrdersTableData'

/**
 * The signed-in user's mining orders (`POST /app/mining/orders`), paged by the server and loaded
 * again on spot balance events (a payout or refund), every 30 s while visible and when
 * `refreshKey` changes (after a purchase).
 */
export function MiningOrdersTableConnected(props: MiningOrdersTableConnectedProps) {
  return <MiningOrdersTable {...useMiningOrdersTableData(props)} />
}
MiningOrdersTableConnected.displayName = 'MiningOrdersTableConnected'
