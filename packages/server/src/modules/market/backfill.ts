import type { KlineInterval } from '../../contract/types'
import { aggregate, bucketOf, INTERVAL_MS, INTERVALS } from './candles'
import type { UnitCandle } from './candles'
import type { Random } from './random'

const DAY = 86_400_000

/** Finest candles generated per stretch of history, newest first; boundaries at UTC midnights. */
export const BACKFILL_SEGMENTS: { interval: KlineInterval; days: number }[] = [
  { interval: '1m', days: 2 },
  { interval: '5m', days: 10 },
  { interval: '1h', days: 168 },
  { interval: '1d', days: 915 },
]

export interface BackfillModel {
  /** Current price in ticks: the last generated candle closes exactly here. */
  price: bigint
  /** Daily volatility (0.03 = 3 %). */
  volatility: number
  /** Average base volume per minute, in lots. */
  lotsPerMinute: number
  /** The model works in tick units as floats; every output is whole ticks and lots. */
  random: Random
}

/**
 * Generates candle history that ends at `now` (the candle before the current minute closes at
 * the current price), walking backwards in log-price with a weak pull towards today's level so
 * three years stay plausible. The finest stretch is 1-minute candles; older stretches are coarser
 * (5m, 1h, 1d). Every interval is aggregated from the finest candles that fit inside it, so
 * overlapping intervals agree exactly (a 1h candle is the sum of its 1m candles, and so on).
 */
export function generateHistory(
  model: BackfillModel,
  now: number,
): Map<KlineInterval, UnitCandle[]> {
  const { random } = model
  const lastOpen = bucketOf('1m', now) - INTERVAL_MS['1m']
  const target = Math.log(Number(model.price))
  // Newest first.
  const base: { candle: UnitCandle; width: number }[] = []
  let close = Number(model.price)
  let end = lastOpen + INTERVAL_MS['1m']
  let segmentEnd = bucketOf('1d', now)
  for (const [i, segment] of BACKFILL_SEGMENTS.entries()) {
    const width = INTERVAL_MS[segment.interval]
    let start = segmentEnd - segment.days * DAY
    if (i === BACKFILL_SEGMENTS.length - 1) start = bucketOf('1w', start)
    const sigma = model.volatility * Math.sqrt(width / DAY)
    const pull = 0.004 * (width / DAY)
    for (let openTime = end - width; openTime >= start; openTime -= width) {
      const logClose = Math.log(close)
      const logOpen = logClose - sigma * random.normal() - pull * (logClose - target)
      const open = Math.max(1, Math.exp(logOpen))
      const wick = () => Math.abs(random.normal()) * sigma * 0.6
      const high = Math.max(open, close) * (1 + wick())
      const low = Math.min(open, close) * (1 - wick())
      const move = Math.abs(Math.log(close / open)) / Math.max(sigma, 1e-9)
      const volume = Math.max(
        1,
        Math.round(
          model.lotsPerMinute * (width / 60_000) * random.logNormal(1, 0.35) * (0.7 + 0.3 * move),
        ),
      )
      const o = BigInt(Math.round(open))
      const c = BigInt(Math.round(close))
      let h = BigInt(Math.round(high))
      let l = BigInt(Math.max(1, Math.round(low)))
      if (h < (o > c ? o : c)) h = o > c ? o : c
      if (l > (o < c ? o : c)) l = o < c ? o : c
      const mid = (h + l) / 2n
      const candle = {
        openTime,
        open: o,
        high: h,
        low: l,
        close: c,
        volume: BigInt(volume),
        turnover: mid * BigInt(volume),
      }
      base.push({ candle, width })
      close = open
    }
    end = start
    segmentEnd = start
  }
  base.reverse()
  // The newest candle must close exactly at the price, whatever the rounding did.
  const newest = base[base.length - 1]?.candle
  if (newest) {
    newest.close = model.price
    if (newest.high < newest.close) newest.high = newest.close
    if (newest.low > newest.close) newest.low = newest.close
  }
  const out = new Map<KlineInterval, UnitCandle[]>()
  for (const interval of INTERVALS) {
    const size = INTERVAL_MS[interval]
    out.set(
      interval,
      aggregate(
        base.filter((b) => b.width <= size).map((b) => b.candle),
        interval,
      ),
    )
  }
  return out
}
