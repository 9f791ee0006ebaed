import type {
  Candle,
  DepthSnapshot,
  KlineInterval,
  MarketInfo,
  PublicTrade,
  Ticker,
} from '../schema'

/** A fixed instant so fixtures (and the screenshots made from them) never change. */
export const FIXTURE_NOW = 1_795_000_000_000

/**
 * Fixture arithmetic is done on integers (ticks, lots, basis points) and only formatted as
 * decimal strings at the end, so no float ever reaches a price.
 */
function fromUnits(units: number, decimals: number): string {
  const negative = units < 0
  const digits = Math.abs(Math.round(units))
    .toString()
    .padStart(decimals + 1, '0')
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
  return negative ? `-${text}` : text
}
const decimalsOf = (step: string) => (step.includes('.') ? (step.split('.')[1] ?? '').length : 0)
const toUnits = (value: string, decimals: number) => {
  const [whole = '0', fraction = ''] = value.split('.')
  return Number(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
}

// base, name, last price, tick, lot, 24 h change in basis points, isOpen
type Spec = [string, string, string, string, string, number, 0 | 1 | 2]
const specs: Spec[] = [
  ['BTC', 'Bitcoin', '64250.50', '0.01', '0.00001', 231, 0],
  ['ETH', 'Ethereum', '3120.42', '0.01', '0.0001', -108, 0],
  ['BNB', 'BNB', '584.3', '0.1', '0.001', 45, 0],
  ['SOL', 'Solana', '148.915', '0.005', '0.01', 577, 0],
  ['XRP', 'XRP', '0.5231', '0.0001', '1', 0, 0],
  ['ADA', 'Cardano', '0.4412', '0.0001', '1', -290, 0],
  ['DOGE', 'Dogecoin', '0.16231', '0.00001', '1', 812, 0],
  ['TRX', 'TRON', '0.12874', '0.00001', '1', 70, 0],
  ['DOT', 'Polkadot', '6.912', '0.001', '0.01', -340, 0],
  ['LTC', 'Litecoin', '81.47', '0.01', '0.001', 105, 0],
  ['LINK', 'Chainlink', '14.583', '0.001', '0.01', -62, 0],
  ['AVAX', 'Avalanche', '35.18', '0.01', '0.01', 112, 0],
  ['FIL', 'Filecoin', '4.512', '0.001', '0.01', 0, 1],
  ['ATOM', 'Cosmos', '7.204', '0.001', '0.01', 0, 2],
]

export const marketsFixture: MarketInfo[] = specs.map(([base, name, , tick, lot, , isOpen]) => ({
  symbol: `${base}USDT`,
  base,
  quote: 'USDT',
  name,
  tickSize: tick,
  lotSize: lot,
  minQuantity: lot,
  minNotional: '5',
  pricePrecision: decimalsOf(tick),
  quantityPrecision: decimalsOf(lot),
  isOpen,
}))

export const tickersFixture: Ticker[] = specs
  .filter((spec) => spec[6] === 0)
  .map(([base, , price, tick, , changeBp], i) => {
    const d = decimalsOf(tick)
    const last = toUnits(price, d)
    const volumeUnits = (1200 + i * 733) * 100
    return {
      symbol: `${base}USDT`,
      last: price,
      open: fromUnits((last * 10_000) / (10_000 + changeBp), d),
      changeRate: fromUnits(changeBp, 2),
      high: fromUnits((last * 1031) / 1000, d),
      low: fromUnits((last * 962) / 1000, d),
      volume: fromUnits(volumeUnits, 2),
      turnover: fromUnits((last * volumeUnits) / 10 ** d, 2),
      ts: FIXTURE_NOW,
    }
  })

/** A two-sided book around `mid`: `levels` levels a side, 5 ticks apart, sizes varying smoothly. */
export function depthFixture(
  symbol = 'BTCUSDT',
  levels = 50,
  mid = '64250.50',
  tick = '0.01',
): DepthSnapshot {
  const d = decimalsOf(tick)
  const midUnits = toUnits(mid, d)
  const tickUnits = toUnits(tick, d)
  const side = (direction: 1 | -1) =>
    Array.from({ length: levels }, (_, i): [string, string] => [
      fromUnits(midUnits + direction * (i + 1) * 5 * tickUnits, d),
      fromUnits(137 * (1 + ((i * 7919) % 23)), 4),
    ])
  return { symbol, lastUpdateId: 1000, bids: side(-1), asks: side(1), ts: FIXTURE_NOW }
}

/** `count` recent trades, newest first, alternating bursts of buys and sells. */
export function tradesFixture(symbol = 'BTCUSDT', count = 60, price = '64250.50'): PublicTrade[] {
  const base = toUnits(price, 2)
  return Array.from({ length: count }, (_, i) => ({
    id: 50_000 - i,
    symbol,
    price: fromUnits(base + 50 * (((i * 37) % 11) - 5), 2),
    quantity: fromUnits(42 * (1 + ((i * 13) % 17)), 4),
    side: Math.floor(i / 3) % 2 === 0 ? ('buy' as const) : ('sell' as const),
    ts: FIXTURE_NOW - i * 1700,
  }))
}

/** Length of each candle interval in milliseconds. */
export const klineIntervalMs: Record<KlineInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
}

/** `count` candles ending at FIXTURE_NOW, a deterministic wave around `price`, oldest first. */
export function candlesFixture(
  interval: KlineInterval = '1m',
  count = 120,
  price = '64250.50',
): Candle[] {
  const step = klineIntervalMs[interval]
  const start = Math.floor(FIXTURE_NOW / step) * step - (count - 1) * step
  let close = toUnits(price, 2) - 40_000
  return Array.from({ length: count }, (_, i) => {
    const open = close
    close = open + (((i * 7919) % 61) - 28) * 100
    const high = Math.max(open, close) + (5 + ((i * 31) % 17)) * 100
    const low = Math.min(open, close) - (4 + ((i * 17) % 13)) * 100
    const volumeUnits = 35 * (3 + ((i * 11) % 29))
    return {
      openTime: start + i * step,
      open: fromUnits(open, 2),
      high: fromUnits(high, 2),
      low: fromUnits(low, 2),
      close: fromUnits(close, 2),
      volume: fromUnits(volumeUnits, 2),
      turnover: fromUnits((close * volumeUnits) / 100, 2),
    }
  })
}
