import { virtualWindow } from '@bourse/rules'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'

/** Follows an element's height (ResizeObserver), starting from `initial`. */
function useElementHeight(initial: number) {
  const ref = useRef<HTMLDivElement | null>(null)
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  const [height, setHeight] = useState(initial)
  const callbackRef = useCallback((node: HTMLDivElement | null) => {
    ref.current = node
    setElement(node)
  }, [])
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      if (element.clientHeight > 0) setHeight(element.clientHeight)
    }
    // The observer's first report comes after the browser's own layout: measuring here would
    // force a layout in the middle of the page's commit.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return { ref, callbackRef, height }
}

export type RowGridOptions = {
  /** How many rows the grid has. */
  count: number
  /** Each row's fixed height, in px. */
  rowHeight: number
  /** The viewport's height until it is measured. */
  viewportHeight: number
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number
}

/**
 * A virtual grid of fixed-height rows with one tab stop: the rows in view (`slice`), the scroll
 * position, and the arrow, page, Home and End keys that move the tab stop and scroll it into view.
 */
export function useRowGrid({ count, rowHeight, viewportHeight, overscan }: RowGridOptions) {
  const { ref: viewportRef, callbackRef, height } = useElementHeight(viewportHeight)
  const [scrollTop, setScrollTop] = useState(0)
  const slice = virtualWindow({ scrollTop, viewportHeight: height, rowHeight, count, overscan })

  // One tab stop in the grid; arrows move it (and scroll it into view).
  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(0, count - 1))
  const focusPending = useRef(false)
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    viewportRef.current
      ?.querySelector<HTMLElement>(`[data-row-index="${activeIndex}"]`)
      ?.focus({ preventScroll: true })
  }, [activeIndex, viewportRef, scrollTop])

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index))
    const element = viewportRef.current
    if (element) {
      const top = target * rowHeight
      if (top < element.scrollTop) element.scrollTop = top
      else if (top + rowHeight > element.scrollTop + height) {
        element.scrollTop = top + rowHeight - height
      }
      setScrollTop(element.scrollTop)
    }
    focusPending.current = true
    setActive(target)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.rowIndex)
    if (Number.isNaN(index)) return
    const page = Math.max(1, Math.floor(height / rowHeight) - 1)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: count - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

  return {
    viewportRef,
    callbackRef,
    height,
    scrollTop,
    setScrollTop,
    slice,
    activeIndex,
    setActive,
    onKeyDown,
  }
}
