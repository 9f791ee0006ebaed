import type { FuturesMarket } from '@bourse/api-client'
import type { RecordsConnectedProps, RecordsFedProps } from '../hooks/useRecords'
import { FuturesOrdersTable, type FuturesOrdersTableProps } from './FuturesOrdersTable'
import { useFuturesOrdersTableData } from './useFuturesOrdersTableData'

export type FuturesOrdersTableConnectedProps = Omit<
  FuturesOrdersTableProps,
  | RecordsFedProps
  | 'orders'
  | 'markets'
  | 'onCancel'
  | 'cancelling'
  | 'cancelError'
  | 'onFiltersChange'
> &
  RecordsConnectedProps & {
    /** Perpetual markets; loaded from `/app/futures/markets` when omitted. @default undefined */
    markets?: readonly FuturesMarket[]
    /** Called when a filter changes (the table has already reloaded). @default undefined */
    onFiltersChange?: FuturesOrdersTableProps['onFiltersChange']
  }

/**
 * The signed-in user's futures orders from the client given to `WidgetsProvider`
 * (`useFuturesOrdersTableData`): pending orders kept live with cancel, or the closed positions
 * and history paged and filtered on the server.
 */
export function FuturesOrdersTableConnected(props: FuturesOrdersTableConnectedProps) {
  const state = useFuturesOrdersTableData(props)
  return <FuturesOrdersTable {...state} />
}
FuturesOrdersTableConnected.displayName = 'FuturesOrdersTableConnected'
