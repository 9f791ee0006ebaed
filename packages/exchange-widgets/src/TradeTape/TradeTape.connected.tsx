import { TradeTape } from './TradeTape'
import { useTradeTapeData, type TradeTapeDataProps } from './useTradeTapeData'

export type TradeTapeConnectedProps = TradeTapeDataProps

function LiveTradeTape(props: TradeTapeConnectedProps) {
  const state = useTradeTapeData(props)
  return <TradeTape {...state} />
}

/**
 * The latest trades of `symbol`, live: loads the recent trades, then prepends the stream's new
 * ones (deduplicated, capped), rendering at most once per animation frame; stale and
 * reconnecting states from the stream's liveness.
 */
export function TradeTapeConnected(props: TradeTapeConnectedProps) {
  return <LiveTradeTape key={props.symbol} {...props} />
}
TradeTapeConnected.displayName = 'TradeTapeConnected'
