export {
  defaultRecordsPagerLabels,
  RecordsPanel,
  type RecordsPagerLabels,
  type RecordsTableStateProps,
  type RecordsPagination,
  type RecordsPanelLabels,
  type RecordsPanelProps,
} from './RecordsPanel'
export {
  Muted,
  RecordsCentered,
  RecordsFilter,
  RecordsRoot,
  RecordsToolbar,
  StackedStatus,
} from './RecordsPanel.styles'
export {
  pairFilterOptions,
  RecordsFilterSelect,
  type RecordsFilterSelectProps,
} from './RecordsFilterSelect'
