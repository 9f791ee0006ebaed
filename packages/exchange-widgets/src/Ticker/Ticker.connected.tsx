import { Ticker } from './Ticker'
import { useTickerData, type TickerDataProps } from './useTickerData'

export type TickerConnectedProps = TickerDataProps

function LiveTickerHeader(props: TickerConnectedProps) {
  const state = useTickerData(props)
  return <Ticker {...state} />
}

/**
 * The live market header of `market`: loads the 24 h ticker, then follows the ticker stream,
 * colouring the last price by its move; stale and reconnecting states from the stream.
 */
export function TickerConnected(props: TickerConnectedProps) {
  return <LiveTickerHeader key={props.market.symbol} {...props} />
}
TickerConnected.displayName = 'TickerConnected'
