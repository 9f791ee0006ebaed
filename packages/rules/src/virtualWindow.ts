/** The slice of a fixed-row-height list to render. */
export type VirtualWindow = {
  /** First row index to render (inclusive). */
  start: number
  /** Row index after the last one to render (exclusive). */
  end: number
}

/**
 * Rows visible in a viewport of `viewportHeight` scrolled to `scrollTop`, widened by `overscan`
 * rows on each side and clamped to `[0, count)`. Every row is `rowHeight` tall, so this is
 * arithmetic, not measurement.
 */
export function virtualWindow({
  scrollTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  count: number
  overscan: number
}): VirtualWindow {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const top = Math.max(0, scrollTop)
  const first = Math.floor(top / rowHeight)
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight)
  const start = Math.min(count, Math.max(0, first - overscan))
  const end = Math.min(count, Math.max(start, last + overscan))
  return { start, end }
}
