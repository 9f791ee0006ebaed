export { defaultOrdersFilters, defaultOrdersTableLabels, OrdersTable } from './OrdersTable'
export type {
  OrdersCancelError,
  OrdersFilters,
  OrdersTableLabels,
  OrdersTableMode,
  OrdersTableProps,
} from './OrdersTable'
export { OrdersTableConnected } from './OrdersTable.connected'
export type { OrdersTableConnectedProps } from './OrdersTable.connected'
