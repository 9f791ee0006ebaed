export { defaultDepositPanelLabels, DepositPanel } from './DepositPanel'
export type { DepositPair, DepositPanelLabels, DepositPanelProps } from './DepositPanel'
export { DepositPanelConnected } from './DepositPanel.connected'
export type { DepositPanelConnectedProps } from './DepositPanel.connected'
