import type { LabelsInput } from '../shared/labels'
import type { StreamStatus } from '@bourse/api-client'
import { depthCurve, depthSummary, type DepthLevelInput, type DepthPoint } from '@bourse/rules'
import { Button, Empty, Spinner, VisuallyHidden } from '@bourse/ui'
import { scaleLinear } from 'd3-scale'
import { select } from 'd3-selection'
import { zoom as d3Zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { defaultLiveStateLabels, LiveBadges, WidgetError } from '../shared/LiveStatus'
import type { WidgetStatus } from '../types'
import {
  Body,
  Header,
  Legend,
  LoadingBars,
  Plot,
  Root,
  Spacer,
  State,
  Swatch,
  Tip,
  TipSide,
  Title,
  ZoomGroup,
} from './DepthChart.styles'
import {
  linearMap,
  nearestIndex,
  priceWindow,
  stepPath,
  tickDecimals,
  visibleCount,
} from './depthGeometry'
import { formatDecimal, formatTick } from '../shared/marketFormat'
import { useMessageLabels } from '../shared/widgetMessages'
import { depthChartLabelKeys } from './DepthChart.messages'

/** What the chart needs to know about the market it shows. */
export type DepthChartMarket = {
  /** Base asset, e.g. BTC (the unit of amounts). */
  base: string
  /** Quote asset, e.g. USDT (the unit of prices and totals). */
  quote: string
  /** Decimals of a price. */
  pricePrecision: number
  /** Decimals of a quantity. */
  quantityPrecision: number
}

/** Every text the chart shows, with English defaults. */
export type DepthChartLabels = {
  title: string
  bids: string
  asks: string
  bid: string
  ask: string
  mid: string
  price: string
  amount: string
  total: string
  bestBid: string
  bestAsk: string
  bidDepth: string
  askDepth: string
  showing: string
  zoomIn: string
  zoomOut: string
  resetZoom: string
  loading: string
  empty: string
  emptyDescription: string
  error: string
  retry: string
  stale: string
  reconnecting: string
  tableCaption: string
  keyboardHint: string
}

export const defaultDepthChartLabels: DepthChartLabels = {
  title: 'Depth',
  bids: 'Bids',
  asks: 'Asks',
  bid: 'Bid',
  ask: 'Ask',
  mid: 'Mid',
  price: 'Price',
  amount: 'Amount',
  total: 'Total',
  bestBid: 'Best bid',
  bestAsk: 'Best ask',
  bidDepth: 'Bid depth',
  askDepth: 'Ask depth',
  showing: 'Showing prices',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  loading: 'Loading depth…',
  empty: 'No orders in the book',
  emptyDescription: 'Depth appears as soon as orders rest on either side.',
  error: 'The depth chart could not be loaded.',
  retry: 'Retry',
  stale: 'Stale',
  reconnecting: 'Reconnecting…',
  tableCaption: 'Best levels of each side',
  keyboardHint: 'Arrow keys move between price levels; plus and minus zoom; 0 resets.',
}

export type DepthChartProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Bid levels, best (highest) first. Order-book levels with a pre-parsed `key` draw fastest. */
  bids: readonly DepthLevelInput[]
  /** Ask levels, best (lowest) first. */
  asks: readonly DepthLevelInput[]
  /**
   * Units and precisions for labels.
   * @default { base: '', quote: '', pricePrecision: 2, quantityPrecision: 4 }
   */
  market?: DepthChartMarket
  /**
   * What to render: the chart, a placeholder, the empty or the error state. `stale` renders the
   * chart dimmed with a "stale" badge.
   * @default 'ready'
   */
  status?: WidgetStatus
  /**
   * The live connection; `reconnecting` shows a badge over the last known depth.
   * @default 'open'
   */
  connection?: StreamStatus
  /**
   * Height of the plot in CSS pixels.
   * @default 320
   */
  height?: number
  /**
   * Fixed plot width in CSS pixels; without it the chart follows its container (ResizeObserver).
   * @default undefined
   */
  width?: number
  /**
   * BCP-47 locale for numbers.
   * @default 'en'
   */
  locale?: string
  /**
   * Most levels read per side.
   * @default 500
   */
  maxLevels?: number
  /**
   * Initial zoom factor (1 shows the whole book).
   * @default 1
   */
  defaultZoom?: number
  /** Texts; English by default. @default defaultDepthChartLabels */
  labels?: LabelsInput<DepthChartLabels>
  /** Detail under the error title. @default undefined */
  errorDetail?: string
  /** Called from the error state's retry button. @default undefined */
  onRetry?: () => void
  /** Called whenever the zoom factor changes. @default undefined */
  onZoomChange?: (details: { zoom: number }) => void
}

/*
 * Formatted figures by value: the best levels' prices repeat from one redraw to the next, and a
 * live chart redraws many times a second. Bounded; cleared when full.
 */
const formatted = new Map<string, string>()
function cachedDecimal(value: string, decimals: number, locale: string): string {
  const key = `${decimals}|${locale}|${value}`
  let text = formatted.get(key)
  if (text === undefined) {
    text = formatDecimal(value, decimals, locale)
    if (formatted.size >= 4096) formatted.clear()
    formatted.set(key, text)
  }
  return text
}

const MARGIN = { top: 28, right: 64, bottom: 24, left: 8 }
const ZOOM_STEP = 1.5
const TABLE_ROWS = 10
const noop = () => undefined

type Side = 'bids' | 'asks'
type Cursor = { side: Side; index: number; fromKeyboard: boolean }

/** Cumulative bid/ask depth as step areas around the mid price, with crosshair and zoom. */
export function DepthChart({
  bids,
  asks,
  market = { base: '', quote: '', pricePrecision: 2, quantityPrecision: 4 },
  status = 'ready',
  connection = 'open',
  height = 320,
  width: fixedWidth,
  locale = 'en',
  maxLevels = 500,
  defaultZoom = 1,
  labels: labelsProp,
  errorDetail,
  onRetry,
  onZoomChange,
  ...rest
}: DepthChartProps) {
  const labelOverrides = useMessageLabels(defaultDepthChartLabels, depthChartLabelKeys, labelsProp)
  const labels = useMemo(
    () => ({ ...defaultDepthChartLabels, ...labelOverrides }),
    [labelOverrides],
  )
  const titleId = useId()
  const descriptionId = useId()
  const clipId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)
  const svgRef = useRef<SVGSVGElement | null>(null)
  const [measured, setMeasured] = useState(0)
  const width = fixedWidth ?? measured
  const [zoom, setZoom] = useState(defaultZoom)
  const [cursor, setCursor] = useState<Cursor | null>(null)
  const zoomBehavior = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null)
  const onZoomChangeRef = useRef(onZoomChange ?? noop)
  onZoomChangeRef.current = onZoomChange ?? noop

  useLayoutEffect(() => {
    const element = bodyRef.current
    if (fixedWidth !== undefined || !element) return undefined
    setMeasured(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [fixedWidth])

  const bidPoints = useMemo(() => depthCurve(bids, maxLevels), [bids, maxLevels])
  const askPoints = useMemo(() => depthCurve(asks, maxLevels), [asks, maxLevels])
  const summary = useMemo(() => depthSummary(bidPoints, askPoints), [bidPoints, askPoints])
  const hasData = bidPoints.length > 0 || askPoints.length > 0
  const showChart = (status === 'ready' || status === 'stale') && hasData

  const mid = useMemo(() => {
    const bid = bidPoints[0]?.x
    const ask = askPoints[0]?.x
    if (bid !== undefined && ask !== undefined) return (bid + ask) / 2
    return bid ?? ask ?? 0
  }, [bidPoints, askPoints])

  const view = useMemo(
    () => priceWindow(bidPoints, askPoints, mid, zoom),
    [bidPoints, askPoints, mid, zoom],
  )

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom)

  const geometry = useMemo(() => {
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
  }, [bidPoints, askPoints, view, innerWidth, innerHeight])

  // d3-zoom drives the wheel; React state holds the factor so buttons and keys share it. Only the
  // scale is used: the window stays centred on the mid price whatever the pointer position.
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
  }, [showChart, width])

  useEffect(() => {
    zoomBehavior.current?.scaleExtent([1, view.maxZoom])
  }, [view.maxZoom, showChart, width])

  const zoomBy = useCallback((factor: number | null) => {
    const svg = svgRef.current
    const behavior = zoomBehavior.current
    if (!svg || !behavior) return
    if (factor === null) behavior.scaleTo(select(svg), 1)
    else behavior.scaleBy(select(svg), factor)
  }, [])

  const pointOf = (c: Cursor | null) => {
    if (!c) return null
    const points = c.side === 'bids' ? bidPoints : askPoints
    return points[c.index] ?? null
  }
  const current = pointOf(cursor)

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    const price = geometry.x.invert(event.clientX - rect.left)
    let side: Side = price < mid ? 'bids' : 'asks'
    if (side === 'bids' && bidPoints.length === 0) side = 'asks'
    if (side === 'asks' && askPoints.length === 0) side = 'bids'
    const points = side === 'bids' ? bidPoints : askPoints
    const count = side === 'bids' ? geometry.bidCount : geometry.askCount
    const index = Math.min(nearestIndex(points, price, side), Math.max(0, count - 1))
    if (index < 0) return
    if (cursor?.side !== side || cursor.index !== index || cursor.fromKeyboard)
      setCursor({ side, index, fromKeyboard: false })
  }

  const inWindow = (p: DepthPoint | undefined) => !!p && p.x >= view.lo && p.x <= view.hi

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key
    if (key === '+' || key === '=') zoomBy(ZOOM_STEP)
    else if (key === '-' || key === '_') zoomBy(1 / ZOOM_STEP)
    else if (key === '0') zoomBy(null)
    else if (key === 'Escape') setCursor(null)
    else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const right = key === 'ArrowRight'
      let next: Cursor | null = null
      if (!cursor) {
        next = right
          ? askPoints.length
            ? { side: 'asks', index: 0, fromKeyboard: true }
            : { side: 'bids', index: 0, fromKeyboard: true }
          : bidPoints.length
            ? { side: 'bids', index: 0, fromKeyboard: true }
            : { side: 'asks', index: 0, fromKeyboard: true }
      } else if (cursor.side === 'bids') {
        if (right)
          next =
            cursor.index > 0
              ? { side: 'bids', index: cursor.index - 1, fromKeyboard: true }
              : askPoints.length
                ? { side: 'asks', index: 0, fromKeyboard: true }
                : cursor
        else next = { side: 'bids', index: cursor.index + 1, fromKeyboard: true }
      } else if (right) next = { side: 'asks', index: cursor.index + 1, fromKeyboard: true }
      else
        next =
          cursor.index > 0
            ? { side: 'asks', index: cursor.index - 1, fromKeyboard: true }
            : bidPoints.length
              ? { side: 'bids', index: 0, fromKeyboard: true }
              : cursor
      if (next && inWindow(pointOf(next) ?? undefined)) setCursor(next)
    } else return
    event.preventDefault()
  }

  const price = (value: string) => cachedDecimal(value, market.pricePrecision, locale)
  const amount = (value: string) => cachedDecimal(value, market.quantityPrecision, locale)
  const quoteValue = (value: string) => cachedDecimal(value, market.pricePrecision, locale)
  const unit = (text: string, asset: string) => (asset ? `${text} ${asset}` : text)

  const ariaLabel = [
    `${labels.title}.`,
    summary.bestBid !== null ? `${labels.bestBid} ${price(summary.bestBid)}.` : '',
    summary.bestAsk !== null ? `${labels.bestAsk} ${price(summary.bestAsk)}.` : '',
    `${labels.bidDepth} ${unit(amount(summary.bidTotal), market.base)}.`,
    `${labels.askDepth} ${unit(amount(summary.askTotal), market.base)}.`,
  ]
    .filter(Boolean)
    .join(' ')
  const windowDecimals = Math.max(geometry.xDecimals, 0)
  const rangeText = `${labels.showing} ${formatTick(view.lo, windowDecimals, locale)} – ${formatTick(
    view.hi,
    windowDecimals,
    locale,
  )}`

  const readout =
    cursor && current
      ? `${cursor.side === 'bids' ? labels.bid : labels.ask} ${price(current.price)}: ${
          labels.amount
        } ${unit(amount(current.total), market.base)}, ${labels.total} ${unit(
          quoteValue(current.notional),
          market.quote,
        )}`
      : ''

  const zoomDisabled = !showChart
  const midX = geometry.x(mid)
  const midLabel = summary.mid !== null ? `${labels.mid} ${price(summary.mid)}` : null
  const midLabelWidth = midLabel ? midLabel.length * 6.4 + 12 : 0

  let body
  if (status === 'loading') {
    body = (
      <State role="status" aria-live="polite">
        <LoadingBars aria-hidden="true">
          {[38, 30, 24, 19, 14, 9, 5, 2].map((h, i) => (
            <span key={`b${i}`} style={{ height: `${h}%` }} />
          ))}
          {[3, 6, 10, 15, 20, 26, 33, 41].map((h, i) => (
            <span key={`a${i}`} style={{ height: `${h}%` }} />
          ))}
        </LoadingBars>
        <Spinner />
        <span>{labels.loading}</span>
      </State>
    )
  } else if (status === 'error') {
    body = (
      <State>
        <WidgetError
          message={labels.error}
          detail={errorDetail}
          retryLabel={labels.retry}
          onRetry={onRetry}
        />
      </State>
    )
  } else if (!showChart) {
    body = (
      <State>
        <Empty title={labels.empty} description={labels.emptyDescription} />
      </State>
    )
  } else {
    const tipLeft = current ? MARGIN.left + geometry.x(current.x) : 0
    const tipTop = current ? MARGIN.top + geometry.y(current.y) : 0
    const tipOnLeft = tipLeft > width / 2
    body = (
      <>
        <Plot
          $stale={status === 'stale'}
          role="img"
          tabIndex={0}
          aria-label={ariaLabel}
          aria-describedby={descriptionId}
          onKeyDown={onKeyDown}
          onBlur={() => setCursor((c) => (c?.fromKeyboard ? null : c))}
        >
          {width > 0 ? (
            <svg ref={svgRef} width={width} height={height} aria-hidden="true" focusable="false">
              <defs>
                <clipPath id={clipId}>
                  <rect
                    x={0}
                    y={-MARGIN.top}
                    width={innerWidth}
                    height={innerHeight + MARGIN.top}
                  />
                </clipPath>
              </defs>
              <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
                {geometry.yTicks.map((t) => (
                  <line
                    key={t}
                    className="grid"
                    x1={0}
                    x2={innerWidth}
                    y1={Math.round(geometry.y(t)) + 0.5}
                    y2={Math.round(geometry.y(t)) + 0.5}
                  />
                ))}
                <g clipPath={`url(#${clipId})`}>
                  <path className="bid-area" d={geometry.bidPath} />
                  <path className="ask-area" d={geometry.askPath} />
                  <path className="bid-line" d={geometry.bidStroke} />
                  <path className="ask-line" d={geometry.askStroke} />
                  <line className="mid-line" x1={midX} x2={midX} y1={0} y2={innerHeight} />
                </g>
                <line
                  className="axis-line"
                  x1={0}
                  x2={innerWidth}
                  y1={innerHeight + 0.5}
                  y2={innerHeight + 0.5}
                />
                {geometry.xTicks.map((t) => (
                  <text
                    key={t}
                    className="tick"
                    x={geometry.x(t)}
                    y={innerHeight + 16}
                    textAnchor="middle"
                  >
                    {formatTick(t, geometry.xDecimals, locale)}
                  </text>
                ))}
                {geometry.yTicks.map((t) =>
                  t === 0 ? null : (
                    <text
                      key={t}
                      className="tick"
                      x={innerWidth + 8}
                      y={geometry.y(t) + 4}
                      textAnchor="start"
                    >
                      {formatTick(t, geometry.yDecimals, locale)}
                    </text>
                  ),
                )}
                {midLabel ? (
                  <g
                    className="mid-label"
                    transform={`translate(${Math.min(
                      Math.max(midX - midLabelWidth / 2, 0),
                      innerWidth - midLabelWidth,
                    )},${-MARGIN.top + 4})`}
                  >
                    <rect width={midLabelWidth} height={18} rx={2} />
                    <text x={midLabelWidth / 2} y={13} textAnchor="middle">
                      {midLabel}
                    </text>
                  </g>
                ) : null}
                {current && cursor ? (
                  <g pointerEvents="none">
                    <line
                      className="crosshair"
                      x1={geometry.x(current.x)}
                      x2={geometry.x(current.x)}
                      y1={0}
                      y2={innerHeight}
                    />
                    <line
                      className="crosshair"
                      x1={0}
                      x2={innerWidth}
                      y1={geometry.y(current.y)}
                      y2={geometry.y(current.y)}
                    />
                    <circle
                      className={`marker-${cursor.side}`}
                      cx={geometry.x(current.x)}
                      cy={geometry.y(current.y)}
                      r={4}
                    />
                  </g>
                ) : null}
                <rect
                  data-testid="depth-hit-area"
                  width={innerWidth}
                  height={innerHeight}
                  fill="transparent"
                  onPointerMove={onPointerMove}
                  onPointerLeave={() => setCursor(null)}
                />
              </g>
            </svg>
          ) : null}
          {current && cursor ? (
            <Tip
              role="tooltip"
              aria-hidden={cursor.fromKeyboard ? 'true' : undefined}
              style={{
                top: Math.min(Math.max(tipTop - 40, 4), height - 110),
                ...(tipOnLeft ? { right: width - tipLeft + 12 } : { left: tipLeft + 12 }),
              }}
            >
              <TipSide $side={cursor.side}>
                {cursor.side === 'bids' ? labels.bid : labels.ask}
              </TipSide>
              <dl>
                <dt>{labels.price}</dt>
                <dd>{unit(price(current.price), market.quote)}</dd>
                <dt>{labels.amount}</dt>
                <dd>{unit(amount(current.total), market.base)}</dd>
                <dt>{labels.total}</dt>
                <dd>{unit(quoteValue(current.notional), market.quote)}</dd>
              </dl>
            </Tip>
          ) : null}
        </Plot>
        <VisuallyHidden as="div">
          <p id={descriptionId}>
            {rangeText}. {labels.keyboardHint}
          </p>
          <p aria-live="polite">{cursor?.fromKeyboard ? readout : ''}</p>
          <table>
            <caption>{labels.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.bids}</th>
                <th scope="col">{labels.price}</th>
                <th scope="col">{labels.amount}</th>
                <th scope="col">{labels.total}</th>
              </tr>
            </thead>
            <tbody>
              {(['bids', 'asks'] as const).flatMap((side) =>
                (side === 'bids' ? bidPoints : askPoints).slice(0, TABLE_ROWS).map((p) => (
                  <tr key={`${side}${p.price}`}>
                    <th scope="row">{side === 'bids' ? labels.bid : labels.ask}</th>
                    <td>{price(p.price)}</td>
                    <td>{amount(p.total)}</td>
                    <td>{quoteValue(p.notional)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </VisuallyHidden>
      </>
    )
  }

  // The header does not change with the book: kept out of the per-update render.
  const zoomOutDisabled = zoomDisabled || zoom <= 1
  const zoomInDisabled = zoomDisabled || zoom >= view.maxZoom
  const resetDisabled = zoomDisabled || zoom === 1
  const header = useMemo(
    () => (
      <Header>
        <Title id={titleId}>{labels.title}</Title>
        <Legend aria-hidden="true">
          <Swatch $side="bids">{labels.bids}</Swatch>
          <Swatch $side="asks">{labels.asks}</Swatch>
        </Legend>
        <Spacer />
        {status === 'loading' ? null : (
          // While loading, the overlay is the status region.
          <LiveBadges
            connection={connection}
            stale={status === 'stale'}
            locale={locale}
            labels={{ ...defaultLiveStateLabels, ...labels }}
          />
        )}
        <ZoomGroup>
          <Button
            size="sm"
            variant="ghost"
            aria-label={labels.zoomOut}
            title={labels.zoomOut}
            disabled={zoomOutDisabled}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          >
            −
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={labels.zoomIn}
            title={labels.zoomIn}
            disabled={zoomInDisabled}
            onClick={() => zoomBy(ZOOM_STEP)}
          >
            +
          </Button>
          <Button size="sm" variant="ghost" disabled={resetDisabled} onClick={() => zoomBy(null)}>
            {labels.resetZoom}
          </Button>
        </ZoomGroup>
      </Header>
    ),
    [
      labels,
      titleId,
      status,
      connection,
      locale,
      zoomOutDisabled,
      zoomInDisabled,
      resetDisabled,
      zoomBy,
    ],
  )

  return (
    <Root aria-labelledby={titleId} data-status={status} {...rest}>
      {header}
      <Body ref={bodyRef} $height={height} $width={fixedWidth}>
        {body}
      </Body>
    </Root>
  )
}

DepthChart.displayName = 'DepthChart'
