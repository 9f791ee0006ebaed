export {
  defaultCoinStatusFilterLabels,
  defaultRecordsPagerLabels,
  defaultRecordsStateLabels,
  RecordsPanel,
  type CoinStatusFilterLabels,
  type RecordsFilterProps,
  type RecordsFormatProps,
  type RecordsStateLabels,
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
  coinStatusFilters,
  pairFilterOptions,
  pairSideFilters,
  RecordsFilters,
  RecordsFilterSelect,
  useRecordsFilters,
  withAll,
  type PairSideFilterLabels,
  type RecordsFilterDef,
  type RecordsFiltersProps,
  type RecordsFilterSelectProps,
} from './RecordsFilterSelect'
export { priceColumns } from './priceColumn'
export { statusColumn, type StatusColumnOptions } from './statusColumn'
export {
  ServerRecords,
  type ServerRecordsProps,
  type ServerRecordsTableProps,
} from './ServerRecords'
export {
  CoinStatusRecords,
  type CoinStatusFilters,
  type CoinStatusRecordsProps,
} from './CoinStatusRecords'
