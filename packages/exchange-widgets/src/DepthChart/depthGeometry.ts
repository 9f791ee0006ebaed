import type { DepthPoint } from '@bourse/rules'
import { scaleLinear } from 'd3-scale'

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

/** Space around the plot for the mid label (top), the price axis (bottom) and depth ticks (right). */
export const DEPTH_MARGIN = { top: 28, right: 64, bottom: 24, left: 8 }

/** The mid price between the best bid and ask, or the one best price of a one-sided book. */
export function depthMid(bids: readonly DepthPoint[], asks: readonly DepthPoint[]): number {
  const bid = bids[0]?.x
  const ask = asks[0]?.x
  if (bid !== undefined && ask !== undefined) return (bid + ask) / 2
  return bid ?? ask ?? 0
}

/** Scales, ticks and the step paths of both sides for one window and plot size. */
export type DepthGeometry = ReturnType<typeof depthGeometry>

export function depthGeometry(
  bidPoints: readonly DepthPoint[],
  askPoints: readonly DepthPoint[],
  view: PriceWindow,
  innerWidth: number,
  innerHeight: number,
) {
  const bidCount = visibleCount(bidPoints, view.lo, 'bids')
  const askCount = visibleCount(askPoints, view.hi, 'asks')
  const bidEdge = bidPoints[bidCount - 1]
  const askEdge = askPoints[askCount - 1]
  const yMax = Math.max(bidEdge?.y ?? 0, askEdge?.y ?? 0) || 1
  const x = scaleLinear().domain([view.lo, view.hi]).range([0, innerWidth])
  const y = scaleLinear()
    .domain([0, yMax * 1.1])
    .range([innerHeight, 0])
    .nice(4)
  // The same maps without d3's dispatch, for the thousand points of a redraw.
  const px = linearMap(x.domain() as [number, number], [0, innerWidth])
  const py = linearMap(y.domain() as [number, number], [innerHeight, 0])
  const y0 = py(0)
  // Bids: for prices in (p[i+1], p[i]] the depth is total[i], so step before, drawn left to right.
  const bidXY: number[] = []
  if (bidEdge) bidXY.push(px(Math.min(view.lo, bidEdge.x)), py(bidEdge.y))
  for (let i = bidCount - 1; i >= 0; i--) {
    const p = bidPoints[i] as DepthPoint
    bidXY.push(px(p.x), py(p.y))
  }
  // Asks: for prices in [p[i], p[i+1]) the depth is total[i], so step after.
  const askXY: number[] = []
  if (askPoints[0]) askXY.push(px(askPoints[0].x), y0)
  for (let i = 0; i < askCount; i++) {
    const p = askPoints[i] as DepthPoint
    askXY.push(px(p.x), py(p.y))
  }
  if (askEdge) askXY.push(px(Math.max(view.hi, askEdge.x)), py(askEdge.y))
  // One step line per side (1-decimal pixels keep the path short); the area is the same outline
  // closed along the axis, so each side costs one path computation.
  // A closing drop to the axis at the best price, so the edge reads as a wall.
  const firstX = bidXY[0]
  if (firstX !== undefined) bidXY.push(bidXY[bidXY.length - 2] as number, y0)
  const lastX = askXY.length > 2 ? askXY[askXY.length - 2] : undefined
  const bidStroke = stepPath(bidXY, 'before')
  const askStroke = stepPath(askXY, 'after')
  const base = Math.round(y0 * 10) / 10
  const bidPath = firstX !== undefined ? `${bidStroke}H${Math.round(firstX * 10) / 10}Z` : ''
  const askPath = lastX !== undefined ? `${askStroke}V${base}Z` : ''
  const xTicks = x.ticks(Math.max(2, Math.floor(innerWidth / 110)))
  const yTicks = y.ticks(4)
  return {
    x,
    y,
    bidCount,
    askCount,
    bidPath,
    askPath,
    bidStroke,
    askStroke,
    xTicks,
    xDecimals: tickDecimals((xTicks[1] ?? 0) - (xTicks[0] ?? 0)),
    yTicks,
    yDecimals: tickDecimals((yTicks[1] ?? 0) - (yTicks[0] ?? 0)),
  }
}

export type DepthSide = 'bids' | 'asks'
/** The level under the crosshair: a side and an index into its best-first points. */
export type DepthCursor = { side: DepthSide; index: number; fromKeyboard: boolean }

/**
 * The level the pointer at `price` points to: the nearest drawn level of the side of the mid it
 * is on (or of the only side), or null when the book is empty.
 */
export function pointerCursor(
  price: number,
  mid: number,
  bids: readonly DepthPoint[],
  asks: readonly DepthPoint[],
  counts: { bidCount: number; askCount: number },
): { side: DepthSide; index: number } | null {
  let side: DepthSide = price < mid ? 'bids' : 'asks'
  if (side === 'bids' && bids.length === 0) side = 'asks'
  if (side === 'asks' && asks.length === 0) side = 'bids'
  const points = side === 'bids' ? bids : asks
  const count = side === 'bids' ? counts.bidCount : counts.askCount
  const index = Math.min(nearestIndex(points, price, side), Math.max(0, count - 1))
  return index < 0 ? null : { side, index }
}

/**
 * The level an arrow key moves the cursor to: left goes down in price (deeper into the bids),
 * right goes up (deeper into the asks), crossing the spread between the best levels. Without a
 * cursor, it starts at the best level of that direction's side. The caller checks the level is
 * in the window.
 */
export function arrowCursor(
  cursor: DepthCursor | null,
  right: boolean,
  sides: { bids: number; asks: number },
): DepthCursor {
  if (!cursor) {
    const side: DepthSide = right ? (sides.asks ? 'asks' : 'bids') : sides.bids ? 'bids' : 'asks'
    return { side, index: 0, fromKeyboard: true }
  }
  if (cursor.side === 'bids') {
    if (!right) return { side: 'bids', index: cursor.index + 1, fromKeyboard: true }
    if (cursor.index > 0) return { side: 'bids', index: cursor.index - 1, fromKeyboard: true }
    return sides.asks ? { side: 'asks', index: 0, fromKeyboard: true } : cursor
  }
  if (right) return { side: 'asks', index: cursor.index + 1, fromKeyboard: true }
  if (cursor.index > 0) return { side: 'asks', index: cursor.index - 1, fromKeyboard: true }
  return sides.bids ? { side: 'bids', index: 0, fromKeyboard: true } : cursor
}

/** Whether a point lies inside the shown price window. */
export function inWindow(view: PriceWindow, point: DepthPoint | null | undefined): boolean {
  return !!point && point.x >= view.lo && point.x <= view.hi
}
