import type { LabelsInput } from '../shared/labels'
import type { StreamStatus } from '@bourse/api-client'
import { depthCurve, depthSummary, type DepthLevelInput } from '@bourse/rules'
import { Button, Spinner, VisuallyHidden } from '@bourse/ui'
import { useId, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react'
import { ChartBadges, ChartFallback } from '../shared/ChartStates'
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
  Title,
  ZoomGroup,
} from './DepthChart.styles'
import { DEPTH_MARGIN as MARGIN, depthGeometry, depthMid, priceWindow } from './depthGeometry'
import { DepthLevelsTable, DepthSvg, DepthTip } from './DepthPlot'
import { formatDecimal, formatTick } from '../shared/marketFormat'
import { useWidgetLabels } from '../shared/widgetMessages'
import { depthChartLabelKeys } from './DepthChart.messages'
import { defaultDepthChartLabels, type DepthChartLabels } from './DepthChart.labels'
import { useDepthCursor } from './useDepthCursor'
import { useDepthZoom, ZOOM_STEP } from './useDepthZoom'
import { ZoomButton } from './ZoomButton'

export { defaultDepthChartLabels, type DepthChartLabels } from './DepthChart.labels'

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
  const labels = useWidgetLabels(defaultDepthChartLabels, depthChartLabelKeys, labelsProp)
  const titleId = useId()
  const descriptionId = useId()
  const clipId = useId()
  const bodyRef = useRef<HTMLDivElement>(null)
  const [measured, setMeasured] = useState(0)
  const width = fixedWidth ?? measured
  const [zoom, setZoom] = useState(defaultZoom)

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

  const mid = useMemo(() => depthMid(bidPoints, askPoints), [bidPoints, askPoints])
  const view = useMemo(
    () => priceWindow(bidPoints, askPoints, mid, zoom),
    [bidPoints, askPoints, mid, zoom],
  )

  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom)
  const geometry = useMemo(
    () => depthGeometry(bidPoints, askPoints, view, innerWidth, innerHeight),
    [bidPoints, askPoints, view, innerWidth, innerHeight],
  )

  const { svgRef, zoomBy } = useDepthZoom({
    zoom,
    setZoom,
    showChart,
    width,
    maxZoom: view.maxZoom,
    onZoomChange,
  })
  const { cursor, current, onPointerMove, onPointerLeave, onKeyDown, onBlur } = useDepthCursor({
    bidPoints,
    askPoints,
    geometry,
    view,
    mid,
    zoomBy,
  })

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
  const midLabel = summary.mid !== null ? `${labels.mid} ${price(summary.mid)}` : null

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
  } else if (status === 'error' || !showChart) {
    body = (
      <ChartFallback
        error={status === 'error'}
        labels={labels}
        errorDetail={errorDetail}
        onRetry={onRetry}
      />
    )
  } else {
    body = (
      <>
        <Plot
          $stale={status === 'stale'}
          role="img"
          tabIndex={0}
          aria-label={ariaLabel}
          aria-describedby={descriptionId}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        >
          {width > 0 ? (
            <DepthSvg
              svgRef={svgRef}
              width={width}
              height={height}
              innerWidth={innerWidth}
              innerHeight={innerHeight}
              clipId={clipId}
              geometry={geometry}
              mid={mid}
              midLabel={midLabel}
              locale={locale}
              cursor={cursor}
              current={current}
              onPointerMove={onPointerMove}
              onPointerLeave={onPointerLeave}
            />
          ) : null}
          {current && cursor ? (
            <DepthTip
              cursor={cursor}
              current={current}
              geometry={geometry}
              width={width}
              height={height}
              side={cursor.side === 'bids' ? labels.bid : labels.ask}
              rows={[
                [labels.price, unit(price(current.price), market.quote)],
                [labels.amount, unit(amount(current.total), market.base)],
                [labels.total, unit(quoteValue(current.notional), market.quote)],
              ]}
            />
          ) : null}
        </Plot>
        <VisuallyHidden as="div">
          <p id={descriptionId}>
            {rangeText}. {labels.keyboardHint}
          </p>
          <p aria-live="polite">{cursor?.fromKeyboard ? readout : ''}</p>
          <DepthLevelsTable
            bidPoints={bidPoints}
            askPoints={askPoints}
            labels={labels}
            price={price}
            amount={amount}
            quoteValue={quoteValue}
          />
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
        <ChartBadges status={status} connection={connection} locale={locale} labels={labels} />
        <ZoomGroup>
          <ZoomButton
            label={labels.zoomOut}
            disabled={zoomOutDisabled}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          >
            −
          </ZoomButton>
          <ZoomButton
            label={labels.zoomIn}
            disabled={zoomInDisabled}
            onClick={() => zoomBy(ZOOM_STEP)}
          >
            +
          </ZoomButton>
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
