import type { DepthPoint } from '../rules/depthCurve'

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
