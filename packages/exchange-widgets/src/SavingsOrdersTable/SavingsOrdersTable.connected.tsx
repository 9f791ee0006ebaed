import { SavingsOrdersTable } from './SavingsOrdersTable'
import {
  useSavingsOrdersTableData,
  type SavingsOrdersTableConnectedProps,
} from './useSavingsOrdersTableData'

export type { SavingsOrdersTableConnectedProps } from './useSavingsOrdersTableData'

/**
 * The signed-in user's savings orders (`POST /app/finance/orders`), paged by the server and
 * loaded again on financial balance events, every 30 s while visible, when `refreshKey` changes
 * and after a transfer out (`POST /app/finance/redeem`), whose failure shows above the table.
 */
export function SavingsOrdersTableConnected(props: SavingsOrdersTableConnectedProps) {
  return <SavingsOrdersTable {...useSavingsOrdersTableData(props)} />
}
SavingsOrdersTableConnected.displayName = 'SavingsOrdersTableConnected'
