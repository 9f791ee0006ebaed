import type { Candle } from '@bourse/api-client'

/**
 * Merges a live candle into a series sorted by `openTime` (oldest first), in place: the open
 * candle is replaced, a newer one appended, an older one (a late correction) replaced where it
 * belongs. Returns what happened so a chart can `update` instead of re-setting its data.
 */
export function mergeCandle(
  series: Candle[],
  candle: Candle,
  maxLength = Infinity,
): 'replaced' | 'appended' | 'inserted' {
  const last = series[series.length - 1]
  if (!last || candle.openTime > last.openTime) {
    series.push(candle)
    if (series.length > maxLength) series.splice(0, series.length - maxLength)
    return 'appended'
  }
  let lo = 0
  let hi = series.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((series[mid] as Candle).openTime < candle.openTime) lo = mid + 1
    else hi = mid
  }
  if (series[lo]?.openTime === candle.openTime) {
    series[lo] = candle
    return 'replaced'
  }
  series.splice(lo, 0, candle)
  return 'inserted'
}
