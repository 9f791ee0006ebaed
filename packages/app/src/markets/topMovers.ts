import type { MarketInfo, Ticker } from '@bourse/api-client'
import { parseDecimal } from '@bourse/rules/decimal'

/** A market with its ticker, as the home page's overview and movers show them. */
export type MarketQuote = { market: MarketInfo; ticker: Ticker }

function quotes(markets: readonly MarketInfo[], tickers: ReadonlyMap<string, Ticker>) {
  const out: { quote: MarketQuote; change: bigint; turnover: bigint }[] = []
  for (const market of markets) {
    // Closed and maintenance markets are not movers, and show no price on the overview.
    if (market.isOpen !== 0) continue
    const ticker = tickers.get(market.symbol)
    if (!ticker) continue
    try {
      out.push({
        quote: { market, ticker },
        change: parseDecimal(ticker.changeRate),
        turnover: parseDecimal(ticker.turnover),
      })
    } catch {
      // A malformed number: leave the market out rather than guess its place.
    }
  }
  return out
}

const bySymbol = (a: MarketQuote, b: MarketQuote) =>
  a.market.symbol < b.market.symbol ? -1 : a.market.symbol > b.market.symbol ? 1 : 0

/**
 * The biggest 24 h gainers (change > 0, largest first) and losers (change < 0, largest fall
 * first), `count` of each, among open markets with a ticker. Ties keep symbol order. A market
 * that did not move is neither.
 */
export function topMovers(
  markets: readonly MarketInfo[],
  tickers: ReadonlyMap<string, Ticker>,
  count: number,
): { gainers: MarketQuote[]; losers: MarketQuote[] } {
  const all = quotes(markets, tickers)
  const gainers = all
    .filter((q) => q.change > 0n)
    .sort((a, b) =>
      a.change === b.change ? bySymbol(a.quote, b.quote) : a.change > b.change ? -1 : 1,
    )
  const losers = all
    .filter((q) => q.change < 0n)
    .sort((a, b) =>
      a.change === b.change ? bySymbol(a.quote, b.quote) : a.change < b.change ? -1 : 1,
    )
  return {
    gainers: gainers.slice(0, count).map((q) => q.quote),
    losers: losers.slice(0, count).map((q) => q.quote),
  }
}

/** The `count` open markets with the largest 24 h turnover: the home page's top markets. */
export function topByTurnover(
  markets: readonly MarketInfo[],
  tickers: ReadonlyMap<string, Ticker>,
  count: number,
): MarketQuote[] {
  return quotes(markets, tickers)
    .sort((a, b) =>
      a.turnover === b.turnover ? bySymbol(a.quote, b.quote) : a.turnover > b.turnover ? -1 : 1,
    )
    .slice(0, count)
    .map((q) => q.quote)
}
