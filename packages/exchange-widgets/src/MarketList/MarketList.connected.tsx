import { MarketList } from './MarketList'
import { useMarketListData, type MarketListDataProps } from './useMarketListData'

export type MarketListConnectedProps = MarketListDataProps

/**
 * Every market, live: the list and tickers from REST, then the `tickers` channel applied into a
 * Map as batches arrive and rendered at most once per animation frame. Favourites are the
 * signed-in user's watchlist on the server, or this browser's for a visitor.
 */
export function MarketListConnected(props: MarketListConnectedProps) {
  const state = useMarketListData(props)
  return <MarketList {...state} />
}
MarketListConnected.displayName = 'MarketListConnected'
