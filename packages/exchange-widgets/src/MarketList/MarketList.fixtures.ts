import type { MarketInfo, Ticker } from '@bourse/api-client'
import { FIXTURE_NOW, marketsFixture, tickersFixture } from '@bourse/api-client/mocks'
import type { PriceDirection } from '@bourse/rules'

/** The 14 fixture markets (two of them not open / under maintenance) and their tickers. */
export const fixtureMarkets: MarketInfo[] = marketsFixture
export const fixtureTickers: ReadonlyMap<string, Ticker> = new Map(
  tickersFixture.map((t) => [t.symbol, t]),
)
/** A fixed set of last moves, so the price colours are deterministic. */
export const fixtureDirections: ReadonlyMap<string, PriceDirection> = new Map([
  ['BTCUSDT', 'up'],
  ['ETHUSDT', 'down'],
  ['SOLUSDT', 'up'],
  ['ADAUSDT', 'down'],
])
export const fixtureUpdatedAt = FIXTURE_NOW

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/**
 * `count` synthetic markets (deterministic) for the virtualisation story and tests: names
 * `C000`..`C499`, prices and changes derived from the index with integer arithmetic only.
 */
export function manyMarkets(count: number): {
  markets: MarketInfo[]
  tickers: Map<string, Ticker>
} {
  const markets: MarketInfo[] = []
  const tickers = new Map<string, Ticker>()
  for (let i = 0; i < count; i++) {
    const base = `C${pad(i, 3)}`
    const symbol = `${base}USDT`
    markets.push({
      symbol,
      base,
      quote: 'USDT',
      name: `Coin ${pad(i, 3)}`,
      tickSize: '0.01',
      lotSize: '0.001',
      minQuantity: '0.001',
      minNotional: '5',
      pricePrecision: 2,
      quantityPrecision: 3,
      isOpen: 0,
    })
    const cents = 100 + ((i * 7919) % 100_000)
    const changeBp = ((i * 37) % 2001) - 1000
    tickers.set(symbol, {
      symbol,
      last: `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`,
      open: `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`,
      changeRate: `${changeBp < 0 ? '-' : ''}${Math.floor(Math.abs(changeBp) / 100)}.${pad(Math.abs(changeBp) % 100, 2)}`,
      high: `${Math.floor(cents / 100) + 1}.00`,
      low: `${Math.floor(cents / 100)}.00`,
      volume: `${1000 + ((i * 131) % 9000)}.000`,
      turnover: `${(1000 + ((i * 131) % 9000)) * Math.floor(cents / 100)}.00`,
      ts: FIXTURE_NOW,
    })
  }
  return { markets, tickers }
}
