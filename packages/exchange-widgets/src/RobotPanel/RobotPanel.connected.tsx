import type { SpotBalancesState } from '../hooks/useSpotBalances'
import { RobotPanel, type RobotPanelProps } from './RobotPanel'
import { useRobotPanelData } from './useRobotPanelData'

export type RobotPanelConnectedProps = Omit<
  RobotPanelProps,
  | 'strategies'
  | 'available'
  | 'run'
  | 'steps'
  | 'orders'
  | 'status'
  | 'locale'
  | 'onStart'
  | 'onStop'
  | 'onRetry'
> & {
  /** Whether a user is signed in; only then are the balance and runs loaded and the `user` channel followed. */
  loggedIn: boolean
  /**
   * The page's live balances (`useSpotBalances`), shared with its other widgets so one load and
   * one subscription serve them all; without it the panel loads its own.
   * @default undefined
   */
  balances?: SpotBalancesState
  /**
   * How long after its end the user's last run still shows its result (ms).
   * @default 600000
   */
  recentMs?: number
}

function RobotPanelLive(props: RobotPanelConnectedProps) {
  const state = useRobotPanelData(props)
  return <RobotPanel {...state} />
}

/**
 * The quantitative robot of `market`, live: loads the strategies, the spot balance of the quote
 * asset and the user's latest run of the market (with its steps and orders when it is running or
 * just ended), follows `robot`, `order` and `balance` events of the `user` channel, and starts and
 * stops runs (each start with a new `clientRunId`). A new market starts over.
 */
export function RobotPanelConnected(props: RobotPanelConnectedProps) {
  return <RobotPanelLive key={props.market.symbol} {...props} />
}
RobotPanelConnected.displayName = 'RobotPanelConnected'
