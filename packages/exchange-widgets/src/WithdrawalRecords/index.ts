export {
  defaultWithdrawalRecordsFilters,
  defaultWithdrawalRecordsLabels,
  WithdrawalRecords,
} from './WithdrawalRecords'
export type { WithdrawalRecordsLabels, WithdrawalRecordsProps } from './WithdrawalRecords'
export { WithdrawalRecordsConnected } from './WithdrawalRecords.connected'
export type { WithdrawalRecordsConnectedProps } from './WithdrawalRecords.connected'
