import { http } from 'msw'
import type { KlineInterval } from '../../schema'
import {
  candlesFixture,
  depthFixture,
  marketsFixture,
  tickersFixture,
  tradesFixture,
} from '../marketFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

/** Market data (markets, tickers, depth, trades, candles) and the user's watchlist. */
export function marketHandlers({ at, ok, user }: MockArea) {
  return [
    http.get(at('/app/market/list'), () => ok(marketsFixture)),
    http.get(at('/app/market/tickers'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol')
      return ok(symbol ? tickersFixture.filter((t) => t.symbol === symbol) : tickersFixture)
    }),
    http.get(at('/app/market/depth'), ({ request }) => {
      const url = new URL(request.url)
      const market = marketsFixture.find((m) => m.symbol === url.searchParams.get('symbol'))
      if (!market) return errorResponse('market.not.found', 404)
      const ticker = tickersFixture.find((t) => t.symbol === market.symbol)
      const levels = Number(url.searchParams.get('limit') ?? 50)
      return ok(depthFixture(market.symbol, levels, ticker?.last ?? '1', market.tickSize))
    }),
    http.get(at('/app/market/trades'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol') ?? 'BTCUSDT'
      const ticker = tickersFixture.find((t) => t.symbol === symbol)
      return ok(tradesFixture(symbol, 60, ticker?.last))
    }),
    http.get(at('/app/market/klines'), ({ request }) => {
      const url = new URL(request.url)
      const interval = (url.searchParams.get('interval') ?? '1m') as KlineInterval
      return ok(candlesFixture(interval, 120))
    }),
    http.get(at('/app/watchlist/list'), () => ok(user ? ['BTCUSDT', 'SOLUSDT'] : [])),
    http.post(at('/app/watchlist/add'), () => ok(['BTCUSDT', 'SOLUSDT'])),
    http.post(at('/app/watchlist/remove'), () => ok(['BTCUSDT'])),
  ]
}
