import { MiningEarningsTable } from './MiningEarningsTable'
import {
  useMiningEarningsTableData,
  type MiningEarningsTableConnectedProps,
} from './useMiningEarningsTableData'

export type { MiningEarningsTableConnectedProps } from './useMiningEarningsTableData'

/**
 * The signed-in user's mining payouts (`POST /app/mining/earnings`), of one order or all, paged
 * by the server and loaded again on spot balance events, every 30 s while visible and when
 * `refreshKey` changes.
 */
export function MiningEarningsTableConnected(props: MiningEarningsTableConnectedProps) {
  return <MiningEarningsTable {...useMiningEarningsTableData(props)} />
}
MiningEarningsTableConnected.displayName = 'MiningEarningsTableConnected'
