import type {
  Candle,
  DepthSnapshot,
  KlineInterval,
  MarketInfo,
  PriceLevel,
} from '../../contract/types'
import type { UnitCandle } from './candles'
import { INTERVALS } from './candles'
import type { CandleRow, CandleWrite } from './repo'
import type { MarketRuntime } from './runtime'
import type { MarketUnits } from './units'

export const toLevel = (units: MarketUnits, [p, q]: [bigint, bigint]): PriceLevel => [
  units.price(p),
  units.quantity(q),
]

export function candleOut(units: MarketUnits, c: UnitCandle): Candle {
  return {
    openTime: c.openTime,
    open: units.price(c.open),
    high: units.price(c.high),
    low: units.price(c.low),
    close: units.price(c.close),
    volume: units.quantity(c.volume),
    turnover: units.notional(c.turnover),
  }
}

export function candleIn(units: MarketUnits, r: CandleRow): UnitCandle | null {
  const open = units.ticks(r.open)
  const high = units.ticks(r.high)
  const low = units.ticks(r.low)
  const close = units.ticks(r.close)
  const volume = units.lots(r.volume)
  const turnover = units.notionalUnits(r.turnover)
  if ([open, high, low, close, volume, turnover].some((v) => v === null)) return null
  return {
    openTime: r.open_time,
    open: open as bigint,
    high: high as bigint,
    low: low as bigint,
    close: close as bigint,
    volume: volume as bigint,
    turnover: turnover as bigint,
  }
}

export function candleRow(symbol: string, interval: KlineInterval, c: Candle): CandleWrite {
  return {
    symbol,
    interval,
    open_time: c.openTime,
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
    turnover: c.turnover,
  }
}

/** Percent with two decimals, truncated towards zero: (last - open) / open x 100. */
export function changePercent(open: bigint, last: bigint): string {
  if (open <= 0n) return '0.00'
  const hundredths = ((last - open) * 10_000n) / open
  const negative = hundredths < 0n
  const abs = negative ? -hundredths : hundredths
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/**
 * The 24 h figures from 1-minute candles whose open time is at or after `from` (closed ones,
 * oldest first, then the open one): open = the first candle's open, or the last price when the
 * market did not trade in the window.
 */
export function rollingWindow(
  closed: readonly UnitCandle[],
  open: UnitCandle | undefined,
  last: bigint,
  from: number,
): { open: bigint; high: bigint; low: bigint; volume: bigint; turnover: bigint } {
  const window = closed.filter((c) => c.openTime >= from)
  if (open && open.openTime >= from) window.push(open)
  const first = window[0]
  if (!first) return { open: last, high: last, low: last, volume: 0n, turnover: 0n }
  let high = last > first.open ? last : first.open
  let low = last < first.open ? last : first.open
  let volume = 0n
  let turnover = 0n
  for (const c of window) {
    if (c.high > high) high = c.high
    if (c.low < low) low = c.low
    volume += c.volume
    turnover += c.turnover
  }
  return { open: first.open, high, low, volume, turnover }
}

/** A market as the contract shows it: its row, precisions and current status. */
export function marketInfo(rt: MarketRuntime): MarketInfo {
  const r = rt.row
  return {
    symbol: r.symbol,
    base: r.base,
    quote: r.quote,
    name: r.name,
    tickSize: r.tick_size,
    lotSize: r.lot_size,
    minQuantity: r.min_quantity,
    minNotional: r.min_notional,
    pricePrecision: rt.units.pricePrecision,
    quantityPrecision: rt.units.quantityPrecision,
    isOpen: rt.status,
  }
}

/** The depth snapshot of a market's feed, at most `limit` levels a side. */
export function depthSnapshot(rt: MarketRuntime, limit: number, ts: number): DepthSnapshot {
  const s = rt.feed.snapshot(limit)
  return {
    symbol: rt.symbol,
    lastUpdateId: s.lastUpdateId,
    bids: s.bids.map((l) => toLevel(rt.units, l)),
    asks: s.asks.map((l) => toLevel(rt.units, l)),
    ts,
  }
}

export type MarketChannel =
  | { kind: 'tickers' }
  | { kind: 'ticker' | 'depth' | 'trades'; symbol: string }
  | { kind: 'kline'; symbol: string; interval: KlineInterval }

/** Parses a market channel name; null when it is not one (whatever the symbol). */
export function parseMarketChannel(channel: string): MarketChannel | { kind: 'invalid' } | null {
  if (channel === 'tickers') return { kind: 'tickers' }
  const [family, symbol, interval, ...rest] = channel.split(':')
  if (!family || !['ticker', 'depth', 'trades', 'kline'].includes(family)) return null
  if (!symbol || rest.length) return { kind: 'invalid' }
  if (family === 'kline') {
    if (!interval || !INTERVALS.includes(interval as KlineInterval)) return { kind: 'invalid' }
    return { kind: 'kline', symbol, interval: interval as KlineInterval }
  }
  if (interval !== undefined) return { kind: 'invalid' }
  return { kind: family as 'ticker' | 'depth' | 'trades', symbol }
}
