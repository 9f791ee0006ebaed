export { defaultMiningEarningsTableLabels, MiningEarningsTable } from './MiningEarningsTable'
export type { MiningEarningsTableLabels, MiningEarningsTableProps } from './MiningEarningsTable'
export { MiningEarningsTableConnected } from './MiningEarningsTable.connected'
export type { MiningEarningsTableConnectedProps } from './MiningEarningsTable.connected'
