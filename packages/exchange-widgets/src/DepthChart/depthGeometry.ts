import type { DepthPoint } from '@bourse/rules'

/** The price window a zoom level shows, centred on the mid price. */
export type PriceWindow = { lo: number; hi: number; maxZoom: number }

/**
 * At zoom 1 the window spans the deeper side around the mid; zooming divides the half-width.
 * The deepest zoom still shows a few spreads either side (or 1/50 of the book), so the chart
 * never zooms into empty space between the best prices.
 */
export function priceWindow(
  bids: readonly DepthPoint[],
  asks: readonly DepthPoint[],
  mid: number,
  zoom: number,
): PriceWindow {
  const worstBid = bids[bids.length - 1]?.x ?? mid
  const worstAsk = asks[asks.length - 1]?.x ?? mid
  const full = Math.max(mid - worstBid, worstAsk - mid)
  const bestBid = bids[0]?.x ?? mid
  const bestAsk = asks[0]?.x ?? mid
  const spread = Math.max(0, bestAsk - bestBid)
  const minHalf = Math.max(full / 50, spread * 2, Math.abs(mid) * 1e-9)
  const half = full > 0 ? full : Math.max(minHalf, Math.abs(mid) * 0.01, 1)
  const maxZoom = Math.max(1, half / minHalf)
  const k = Math.min(Math.max(zoom, 1), maxZoom)
  return { lo: mid - half / k, hi: mid + half / k, maxZoom }
}

/** How many best-first points of a side reach into the window, plus one past its edge. */
export function visibleCount(points: readonly DepthPoint[], edge: number, side: 'bids' | 'asks') {
  let lo = 0
  let hi = points.length
  // bids descend in price, asks ascend: find the first point past `edge`
  while (lo < hi) {
    const m = (lo + hi) >>> 1
    const x = (points[m] as DepthPoint).x
    const inside = side === 'bids' ? x >= edge : x <= edge
    if (inside) lo = m + 1
    else hi = m
  }
  return Math.min(points.length, lo + 1)
}

/** Index of the point of a best-first side nearest to `price`. */
export function nearestIndex(points: readonly DepthPoint[], price: number, side: 'bids' | 'asks') {
  if (points.length === 0) return -1
  let lo = 0
  let hi = points.length - 1
  while (lo < hi) {
    const m = (lo + hi) >>> 1
    const x = (points[m] as DepthPoint).x
    const before = side === 'bids' ? x > price : x < price
    if (before) lo = m + 1
    else hi = m
  }
  const previous = points[lo - 1]
  const current = points[lo] as DepthPoint
  if (previous && Math.abs(previous.x - price) <= Math.abs(current.x - price)) return lo - 1
  return lo
}

/** Decimals that make ticks `step` apart distinct: 0.25 -> 2, 5 -> 0. */
export function tickDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0
  return Math.max(0, Math.min(12, Math.ceil(-Math.log10(step) - 1e-9)))
}

/**
 * A linear map from `[d0, d1]` to `[r0, r1]`, computed as d3's `scaleLinear` does (same float
 * operations, so the same pixels), without its per-call dispatch: a redraw maps a thousand points.
 */
export function linearMap(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0
  if (!span) {
    const middle = Number.isNaN(span) ? Number.NaN : 0.5
    return () => r0 * (1 - middle) + r1 * middle
  }
  return (value) => {
    const t = (value - d0) / span
    return r0 * (1 - t) + r1 * t
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10

/**
 * The SVG path of `line().digits(1).curve(curveStepBefore | curveStepAfter)` from d3-shape over
 * the points `xy` (x0, y0, x1, y1, ...), byte for byte, built in one pass: d3 calls a curve
 * object and a path object per point, which is most of a 2×500-level redraw.
 */
export function stepPath(xy: readonly number[], step: 'before' | 'after'): string {
  const count = xy.length >> 1
  if (count === 0) return ''
  let px = xy[0] as number
  let py = xy[1] as number
  let path = `M${round1(px)},${round1(py)}`
  for (let i = 1; i < count; i++) {
    const x = xy[2 * i] as number
    const y = xy[2 * i + 1] as number
    if (step === 'before') {
      path += `L${round1(px)},${round1(y)}L${round1(x)},${round1(y)}`
    } else {
      // d3 interpolates the corner as x0 * (1 - t) + x * t with t = 1
      const corner = round1(px * 0 + x)
      path += `L${corner},${round1(py)}L${corner},${round1(y)}`
    }
    px = x
    py = y
  }
  // d3 closes a one-point line
  return count === 1 ? `${path}Z` : path
}
