// Loaded right after the desk (React.lazy): the trade tape sits under the market list, and the
// book, ticker and order form paint first.
import { TradeTapeConnected, type TradeTapeConnectedProps } from '@bourse/exchange-widgets'

/** The market's latest trades, in the site's language. */
export default function TradeTape(props: TradeTapeConnectedProps) {
  return <TradeTapeConnected {...props} />
}
