import { PositionTableConnected, type PositionTableConnectedProps } from '@bourse/exchange-widgets'

/** The open positions (loaded with their tab, after the desk's first paint). */
export default function Positions(props: Omit<PositionTableConnectedProps, 'labels' | 'loggedIn'>) {
  return <PositionTableConnected {...props} loggedIn />
}
