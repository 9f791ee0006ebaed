export {
  earnColumns,
  earnFormats,
  EarnStatusBadge,
  miningStatus,
  RowDetailsButton,
  savingsStatus,
  type EarnStatus,
  type MiningStatusLabels,
  type RowDetailsButtonProps,
  type SavingsStatusLabels,
} from './earnDisplay'
