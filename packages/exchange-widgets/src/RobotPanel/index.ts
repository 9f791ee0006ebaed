export { defaultRobotPanelLabels, RobotPanel } from './RobotPanel'
export type { RobotPanelLabels, RobotPanelProps, RobotStartDetails } from './RobotPanel'
export { RobotPanelConnected } from './RobotPanel.connected'
export type { RobotPanelConnectedProps } from './RobotPanel.connected'
