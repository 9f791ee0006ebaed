export { ActionRecords, type ActionRecordsPaging, type ActionRecordsProps } from './ActionRecords'
export { BulkActionButton, ConfirmAll, RowActionButton, type ConfirmAllLabels } from './BulkAction'
