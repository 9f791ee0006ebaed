import type { Candle } from '@bourse/api-client'
import { compare } from '@bourse/rules/decimal'
import type { CandlestickData, HistogramData, Time, UTCTimestamp } from 'lightweight-charts'
import type { ChartColors } from './chartTheme'

/*
 * The candles as the chart library draws them: its bars and volume columns (numbers, for drawing
 * only; the legend reads the decimal strings), and the search of a candle by its open time.
 */

export const toTime = (openTime: number) => Math.floor(openTime / 1000) as UTCTimestamp
export const rising = (c: Candle) => compare(c.close, c.open) >= 0
export const toBar = (c: Candle): CandlestickData<Time> => ({
  time: toTime(c.openTime),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
})
export const toVolume = (c: Candle, colors: ChartColors): HistogramData<Time> => ({
  time: toTime(c.openTime),
  value: Number(c.volume),
  color: rising(c) ? colors.riseVolume : colors.fallVolume,
})

/** Index of the candle that opens at `time` (seconds), or -1. */
export function indexAt(candles: readonly Candle[], time: number): number {
  let lo = 0
  let hi = candles.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    const t = toTime((candles[mid] as Candle).openTime)
    if (t === time) return mid
    if (t < time) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}
