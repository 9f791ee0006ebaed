// Loaded right after the desk (React.lazy): the market list is a side panel, and the book, ticker
// and order form paint first.
import { MarketListConnected, type MarketListConnectedProps } from '@bourse/exchange-widgets'

/** The desk's market list, in the site's language. */
export default function MarketList(props: Omit<MarketListConnectedProps, 'labels'>) {
  return <MarketListConnected {...props} />
}
