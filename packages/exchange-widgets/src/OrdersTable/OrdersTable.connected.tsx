import type { MarketInfo } from '@bourse/api-client'
import type { RecordsConnectedProps, RecordsFedProps } from '../hooks/useRecords'
import { OrdersTable, type OrdersTableProps } from './OrdersTable'
import { useOrdersTableData } from './useOrdersTableData'

export type OrdersTableConnectedProps = Omit<
  OrdersTableProps,
  | RecordsFedProps
  | 'orders'
  | 'markets'
  | 'onCancel'
  | 'onCancelAll'
  | 'cancelling'
  | 'cancellingAll'
  | 'cancelError'
  | 'onFiltersChange'
> &
  RecordsConnectedProps & {
    /**
     * Markets for names and precision; loaded from `/app/market/list` when omitted.
     * @default undefined
     */
    markets?: readonly MarketInfo[]
    /** Called when a filter changes (the table has already reloaded). @default undefined */
    onFiltersChange?: OrdersTableProps['onFiltersChange']
  }

/**
 * The signed-in user's spot orders from the client given to `WidgetsProvider`
 * (`useOrdersTableData`): open orders kept live with cancel and cancel-all, or the history paged
 * and filtered on the server.
 */
export function OrdersTableConnected(props: OrdersTableConnectedProps) {
  const state = useOrdersTableData(props)
  return <OrdersTable {...state} />
}
OrdersTableConnected.displayName = 'OrdersTableConnected'
