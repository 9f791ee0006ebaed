export { defaultMiningOrdersTableLabels, MiningOrdersTable } from './MiningOrdersTable'
export type { MiningOrdersTableLabels, MiningOrdersTableProps } from './MiningOrdersTable'
export { MiningOrdersTableConnected } from './MiningOrdersTable.connected'
export type { MiningOrdersTableConnectedProps } from './MiningOrdersTable.connected'
