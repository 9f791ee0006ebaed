import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { MarketService } from './service'

export function marketHandlers(markets: MarketService): HandlerTable {
  return {
    marketList: () => markets.markets(),
    marketTickers: ({ query }) => markets.tickers(query.symbol),
    marketDepth: ({ query }) => markets.depth(query.symbol, query.limit ?? 50),
    marketTrades: ({ query }) => markets.trades(query.symbol, query.limit ?? 100),
    marketKlines: ({ query }) =>
      markets.klines(query.symbol, query.interval, query.from, query.to, query.limit ?? 500),
    watchlistList: ({ session }) => markets.watchlist.list(userOf(session)),
    watchlistAdd: ({ body, session }) => markets.watchlist.add(userOf(session), body.symbol),
    watchlistRemove: ({ body, session }) => markets.watchlist.remove(userOf(session), body.symbol),
  }
}
