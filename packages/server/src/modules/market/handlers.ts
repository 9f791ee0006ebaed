import type { HandlerTable } from '../../contract/handlers'
import { unauthorized } from '../../errors'
import type { MarketService } from './service'

const userOf = (session: { userId: number } | null): number => {
  if (!session) throw unauthorized('login.user.not.login', 'Sign in first')
  return session.userId
}

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
