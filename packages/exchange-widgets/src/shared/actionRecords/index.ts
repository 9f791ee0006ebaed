export {
  ActionRecords,
  type ActionRecordsPaging,
  type ActionRecordsProps,
  type RecordActionError,
} from './ActionRecords'
export {
  BulkActionButton,
  ConfirmAll,
  RowActionButton,
  useConfirmedBulkAction,
  type ConfirmAllLabels,
} from './BulkAction'
