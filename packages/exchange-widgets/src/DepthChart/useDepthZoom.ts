import { select } from 'd3-selection'
import { zoom as d3Zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom'
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react'

/** How much one zoom-in (button or key) multiplies the factor. */
export const ZOOM_STEP = 1.5
const noop = () => undefined

type DepthZoomOptions = {
  zoom: number
  setZoom: Dispatch<SetStateAction<number>>
  /** Whether the plot is drawn (the wheel is bound to its svg only then). */
  showChart: boolean
  width: number
  maxZoom: number
  onZoomChange: ((details: { zoom: number }) => void) | undefined
}

/**
 * d3-zoom drives the wheel; React state holds the factor so buttons and keys share it. Only the
 * scale is used: the window stays centred on the mid price whatever the pointer position.
 * Returns the ref of the svg to bind and `zoomBy(factor)` (null resets to 1).
 */
export function useDepthZoom({
  zoom,
  setZoom,
  showChart,
  width,
  maxZoom,
  onZoomChange,
}: DepthZoomOptions) {
  const svgRef = useRef<SVGSVGElement | null>(null)
  const zoomBehavior = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null)
  const onZoomChangeRef = useRef(onZoomChange ?? noop)
  onZoomChangeRef.current = onZoomChange ?? noop
  const zoomRef = useRef(zoom)
  zoomRef.current = zoom

  useEffect(() => {
    const svg = svgRef.current
    if (!showChart || !svg) return undefined
    const behavior = d3Zoom<SVGSVGElement, unknown>()
      .extent([
        [0, 0],
        [1, 1],
      ])
      .filter((event: Event) => event.type === 'wheel')
      .on('zoom', (event: { transform: { k: number } }) => {
        const k = event.transform.k
        if (k === zoomRef.current) return
        setZoom(k)
        onZoomChangeRef.current({ zoom: k })
      })
    zoomBehavior.current = behavior
    const selection = select(svg)
    selection.call(behavior).on('dblclick.zoom', null)
    selection.property('__zoom', zoomIdentity.scale(zoomRef.current))
    return () => {
      selection.on('.zoom', null)
      zoomBehavior.current = null
    }
  }, [showChart, width, setZoom])

  useEffect(() => {
    zoomBehavior.current?.scaleExtent([1, maxZoom])
  }, [maxZoom, showChart, width])

  const zoomBy = useCallback((factor: number | null) => {
    const svg = svgRef.current
    const behavior = zoomBehavior.current
    if (!svg || !behavior) return
    if (factor === null) behavior.scaleTo(select(svg), 1)
    else behavior.scaleBy(select(svg), factor)
  }, [])

  return { svgRef, zoomBy }
}
