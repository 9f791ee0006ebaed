import { virtualWindow, type VirtualWindow } from '@bourse/rules'
import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react'

/** Viewport height assumed before the first measurement (and where layout is unavailable). */
const FALLBACK_VIEWPORT = 400

/**
 * A fixed-row-height virtualiser: attach `ref` and `onScroll` to the scrolling element and render
 * only rows `window.start` to `window.end` (absolutely placed at `index * rowHeight`). The
 * viewport is measured with a ResizeObserver; scrolling re-renders only when the window moves.
 */
export function useFixedRowWindow({
  count,
  rowHeight,
  overscan = 6,
}: {
  count: number
  rowHeight: number
  overscan?: number
}): {
  ref: (element: HTMLElement | null) => void
  onScroll: (event: UIEvent<HTMLElement>) => void
  window: VirtualWindow
} {
  const [scrollTop, setScrollTop] = useState(0)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)
  const observer = useRef<ResizeObserver | null>(null)

  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!element) return
    const measure = () => setViewport(element.clientHeight || FALLBACK_VIEWPORT)
    // The observer's first report comes after the browser's own layout; measuring here would
    // force a layout of the page in the middle of its commit.
    if (typeof ResizeObserver === 'undefined') measure()
    else {
      observer.current = new ResizeObserver(measure)
      observer.current.observe(element)
    }
  }, [])
  useLayoutEffect(() => () => observer.current?.disconnect(), [])

  // Only the first visible row index matters; sub-row scrolling does not re-render.
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const top = event.currentTarget.scrollTop
      setScrollTop((previous) =>
        Math.floor(previous / rowHeight) === Math.floor(top / rowHeight) ? previous : top,
      )
    },
    [rowHeight],
  )

  return {
    ref,
    onScroll,
    window: virtualWindow({ scrollTop, viewportHeight: viewport, rowHeight, count, overscan }),
  }
}
