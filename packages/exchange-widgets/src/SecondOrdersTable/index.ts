export { defaultSecondOrdersTableLabels, SecondOrdersTable } from './SecondOrdersTable'
export type { SecondOrdersTableLabels, SecondOrdersTableProps } from './SecondOrdersTable'
export { SecondOrdersTableConnected } from './SecondOrdersTable.connected'
export type { SecondOrdersTableConnectedProps } from './SecondOrdersTable.connected'
