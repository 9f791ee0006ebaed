export { PositionTable, defaultPositionTableLabels } from './PositionTable'
export type {
  PositionActionError,
  PositionTableLabels,
  PositionTableLabelsInput,
  PositionTableProps,
  TpSlEdit,
} from './PositionTable'
export { PositionTableConnected } from './PositionTable.connected'
export type { PositionTableConnectedProps } from './PositionTable.connected'
