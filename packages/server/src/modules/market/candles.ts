import type { KlineInterval } from '../../contract/types'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** 1970-01-05 (a Monday): weekly candles open on Monday 00:00 UTC. */
const WEEK_ORIGIN = 4 * DAY

export const INTERVALS: readonly KlineInterval[] = [
  '1m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '1d',
  '1w',
]

export const INTERVAL_MS: Record<KlineInterval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
}

export const isInterval = (value: string): value is KlineInterval =>
  (INTERVALS as readonly string[]).includes(value)

/** Open time of the candle of `interval` that contains `ts` (UTC; weeks start on Monday). */
export function bucketOf(interval: KlineInterval, ts: number): number {
  const size = INTERVAL_MS[interval]
  const origin = interval === '1w' ? WEEK_ORIGIN : 0
  return Math.floor((ts - origin) / size) * size + origin
}

/** A candle in market units: prices in ticks, volume in lots, turnover in tick x lot units. */
export interface UnitCandle {
  openTime: number
  open: bigint
  high: bigint
  low: bigint
  close: bigint
  volume: bigint
  turnover: bigint
}

/** Adds a trade to a candle (or starts one). */
export function addTrade(
  candle: UnitCandle | null,
  openTime: number,
  price: bigint,
  quantity: bigint,
): UnitCandle {
  if (!candle || candle.openTime !== openTime) {
    return {
      openTime,
      open: price,
      high: price,
      low: price,
      close: price,
      volume: quantity,
      turnover: price * quantity,
    }
  }
  if (price > candle.high) candle.high = price
  if (price < candle.low) candle.low = price
  candle.close = price
  candle.volume += quantity
  candle.turnover += price * quantity
  return candle
}

/** Merges candles (oldest first) into buckets of `interval`; input candles must fit in a bucket. */
export function aggregate(candles: readonly UnitCandle[], interval: KlineInterval): UnitCandle[] {
  const out: UnitCandle[] = []
  let current: UnitCandle | null = null
  for (const c of candles) {
    const openTime = bucketOf(interval, c.openTime)
    if (!current || current.openTime !== openTime) {
      current = { ...c, openTime }
      out.push(current)
      continue
    }
    if (c.high > current.high) current.high = c.high
    if (c.low < current.low) current.low = c.low
    current.close = c.close
    current.volume += c.volume
    current.turnover += c.turnover
  }
  return out
}

export interface ClosedOrOpen {
  interval: KlineInterval
  candle: UnitCandle
}

/**
 * The open candle of every interval for one market, fed trade by trade. Changed candles are kept
 * until `drain`, which the persistence and the kline publisher call (at most once a second).
 */
export class CandleAggregator {
  private readonly open = new Map<KlineInterval, UnitCandle>()
  private dirty: ClosedOrOpen[] = []
  private readonly dirtyOpen = new Set<KlineInterval>()

  /** Continues from stored candles (the newest of each interval). */
  seed(interval: KlineInterval, candle: UnitCandle): void {
    this.open.set(interval, { ...candle })
  }

  current(interval: KlineInterval): UnitCandle | undefined {
    return this.open.get(interval)
  }

  addTrade(price: bigint, quantity: bigint, ts: number): void {
    for (const interval of INTERVALS) {
      const openTime = bucketOf(interval, ts)
      const before = this.open.get(interval)
      if (before && before.openTime !== openTime && this.dirtyOpen.has(interval)) {
        // The candle closes with changes not yet drained: keep its final state.
        this.dirty.push({ interval, candle: { ...before } })
        this.dirtyOpen.delete(interval)
      }
      this.open.set(interval, addTrade(before ?? null, openTime, price, quantity))
      this.dirtyOpen.add(interval)
    }
  }

  /** Candles changed since the last drain: closed ones first, then the open ones. */
  drain(): ClosedOrOpen[] {
    const out = this.dirty
    for (const interval of this.dirtyOpen) {
      const candle = this.open.get(interval)
      if (candle) out.push({ interval, candle: { ...candle } })
    }
    this.dirty = []
    this.dirtyOpen.clear()
    return out
  }
}
