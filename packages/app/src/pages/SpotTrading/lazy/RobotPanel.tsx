import { RobotPanelConnected, type RobotPanelConnectedProps } from '@bourse/exchange-widgets'

/**
 * Loaded when the user opens the quantitative mode (React.lazy): most visits never need the
 * robot or its code.
 */
export default function RobotPanel(props: Omit<RobotPanelConnectedProps, 'labels'>) {
  return <RobotPanelConnected {...props} />
}
