export {
  defaultFuturesOrdersFilters,
  defaultFuturesOrdersTableLabels,
  FuturesOrdersTable,
} from './FuturesOrdersTable'
export type {
  FuturesCancelError,
  FuturesOrdersFilters,
  FuturesOrdersTableLabels,
  FuturesOrdersTableProps,
} from './FuturesOrdersTable'
export { FuturesOrdersTableConnected } from './FuturesOrdersTable.connected'
export type { FuturesOrdersTableConnectedProps } from './FuturesOrdersTable.connected'
