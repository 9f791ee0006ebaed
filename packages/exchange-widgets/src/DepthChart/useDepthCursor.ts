import type { DepthPoint } from '@bourse/rules'
import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import {
  arrowCursor,
  inWindow,
  pointerCursor,
  type DepthCursor,
  type DepthGeometry,
  type PriceWindow,
} from './depthGeometry'
import { ZOOM_STEP } from './useDepthZoom'

type DepthCursorOptions = {
  bidPoints: readonly DepthPoint[]
  askPoints: readonly DepthPoint[]
  geometry: DepthGeometry
  view: PriceWindow
  mid: number
  zoomBy: (factor: number | null) => void
}

/**
 * The crosshair: follows the pointer over the plot, or arrow keys when the plot has focus (plus,
 * minus and 0 zoom; Escape hides it). `current` is the point under it.
 */
export function useDepthCursor(options: DepthCursorOptions) {
  const { bidPoints, askPoints, geometry, view, mid, zoomBy } = options
  const [cursor, setCursor] = useState<DepthCursor | null>(null)
  const pointOf = (c: DepthCursor | null) => {
    if (!c) return null
    const points = c.side === 'bids' ? bidPoints : askPoints
    return points[c.index] ?? null
  }
  const current = pointOf(cursor)

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const price = geometry.x.invert(event.clientX - rect.left)
    const next = pointerCursor(price, mid, bidPoints, askPoints, geometry)
    if (!next) return
    const { side, index } = next
    if (cursor?.side !== side || cursor.index !== index || cursor.fromKeyboard)
      setCursor({ side, index, fromKeyboard: false })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key
    if (key === '+' || key === '=') zoomBy(ZOOM_STEP)
    else if (key === '-' || key === '_') zoomBy(1 / ZOOM_STEP)
    else if (key === '0') zoomBy(null)
    else if (key === 'Escape') setCursor(null)
    else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const sides = { bids: bidPoints.length, asks: askPoints.length }
      const next = arrowCursor(cursor, key === 'ArrowRight', sides)
      if (inWindow(view, pointOf(next))) setCursor(next)
    } else return
    event.preventDefault()
  }

  const onBlur = () => setCursor((c) => (c?.fromKeyboard ? null : c))
  const onPointerLeave = () => setCursor(null)

  return { cursor, current, onPointerMove, onPointerLeave, onKeyDown, onBlur }
}
