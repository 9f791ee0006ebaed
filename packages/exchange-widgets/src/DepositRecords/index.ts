export {
  defaultDepositRecordsFilters,
  defaultDepositRecordsLabels,
  DepositRecords,
} from './DepositRecords'
export type {
  DepositRecordsFilters,
  DepositRecordsLabels,
  DepositRecordsProps,
} from './DepositRecords'
export { DepositRecordsConnected } from './DepositRecords.connected'
export type { DepositRecordsConnectedProps } from './DepositRecords.connected'
