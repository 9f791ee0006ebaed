import { RobotPanelConnected, type RobotPanelConnectedProps } from '@bourse/exchange-widgets'
import { useRobotPanelLabels } from '../../../markets/robotPanelLabels'

/**
 * Loaded when the user opens the quantitative mode (React.lazy): most visits never need the
 * robot, its labels or its code.
 */
export default function RobotPanel(props: Omit<RobotPanelConnectedProps, 'labels'>) {
  return <RobotPanelConnected {...props} labels={useRobotPanelLabels()} />
}
