export { defaultSavingsOrdersTableLabels, SavingsOrdersTable } from './SavingsOrdersTable'
export type { SavingsOrdersTableLabels, SavingsOrdersTableProps } from './SavingsOrdersTable'
export { SavingsOrdersTableConnected } from './SavingsOrdersTable.connected'
export type { SavingsOrdersTableConnectedProps } from './SavingsOrdersTable.connected'
