import type { MarketInfo, Ticker } from '@bourse/api-client'
import { marketsFixture, tickersFixture } from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import { topByTurnover, topMovers } from './topMovers'

const market = (base: string, isOpen: 0 | 1 | 2 = 0): MarketInfo => ({
  symbol: `${base}USDT`,
  base,
  quote: 'USDT',
  name: base,
  tickSize: '0.01',
  lotSize: '0.01',
  minQuantity: '0.01',
  minNotional: '5',
  pricePrecision: 2,
  quantityPrecision: 2,
  isOpen,
})
const ticker = (base: string, changeRate: string, turnover = '0'): Ticker => ({
  symbol: `${base}USDT`,
  last: '1',
  open: '1',
  changeRate,
  high: '1',
  low: '1',
  volume: '0',
  turnover,
  ts: 0,
})
const map = (tickers: Ticker[]) => new Map(tickers.map((t) => [t.symbol, t]))
const bases = (quotes: { market: MarketInfo }[]) => quotes.map((q) => q.market.base)

describe('topMovers', () => {
  const markets = ['A', 'B', 'C', 'D', 'E', 'F'].map((b) => market(b))
  const tickers = map([
    ticker('A', '12.5'),
    ticker('B', '-3.2'),
    ticker('C', '0.00'),
    ticker('D', '12.50'),
    ticker('E', '-10'),
    ticker('F', '0.01'),
  ])

  it('ranks gainers by the largest rise and losers by the largest fall; flat is neither', () => {
    const { gainers, losers } = topMovers(markets, tickers, 5)
    // A and D rose the same: symbol order breaks the tie.
    expect(bases(gainers)).toEqual(['A', 'D', 'F'])
    expect(bases(losers)).toEqual(['E', 'B'])
  })

  it('keeps at most `count` of each', () => {
    const { gainers, losers } = topMovers(markets, tickers, 1)
    expect(bases(gainers)).toEqual(['A'])
    expect(bases(losers)).toEqual(['E'])
  })

  it('leaves out closed markets, markets without a ticker and malformed numbers', () => {
    const { gainers, losers } = topMovers(
      [market('A', 1), market('B', 2), market('C'), market('D')],
      map([ticker('A', '50'), ticker('B', '-50'), ticker('D', 'NaN')]),
      5,
    )
    expect(gainers).toEqual([])
    expect(losers).toEqual([])
  })

  it('compares changes exactly (no float rounding)', () => {
    const { gainers } = topMovers(
      [market('A'), market('B')],
      map([ticker('A', '0.30000000000000001'), ticker('B', '0.3')]),
      2,
    )
    expect(bases(gainers)).toEqual(['A', 'B'])
  })

  it('on the fixtures: DOGE leads, DOT falls most, XRP (0 %) and the closed markets are absent', () => {
    const { gainers, losers } = topMovers(marketsFixture, map(tickersFixture), 5)
    expect(bases(gainers)).toEqual(['DOGE', 'SOL', 'BTC', 'AVAX', 'LTC'])
    expect(bases(losers)).toEqual(['DOT', 'ADA', 'ETH', 'LINK'])
  })
})

describe('topByTurnover', () => {
  it('ranks open markets by 24 h turnover', () => {
    const markets = [market('A'), market('B'), market('C', 2)]
    const tickers = map([
      ticker('A', '0', '100.5'),
      ticker('B', '0', '2000'),
      ticker('C', '0', '9e9'),
    ])
    expect(bases(topByTurnover(markets, tickers, 5))).toEqual(['B', 'A'])
    expect(bases(topByTurnover(markets, tickers, 1))).toEqual(['B'])
  })
})
