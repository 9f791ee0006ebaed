import type { LabelsInput } from '../shared/labels'
import type { MarketInfo } from '@bourse/api-client'
import {
  groupedPricePrecision,
  groupingSteps,
  type BookLevel,
  type PriceDirection,
} from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import { Empty } from '@bourse/ui'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
} from 'react'
import { formatDecimal, truncateDecimal } from '../shared/marketFormat'
import { LiveBadges, SkeletonBar, WidgetError, type LiveWidgetProps } from '../shared/LiveStatus'
import {
  Arrow,
  BadgeSlot,
  Body,
  Centered,
  LastPrice,
  Root,
  SideCanvas,
  SideFrame,
  SideList,
  SpreadRow,
  SpreadText,
  ORDER_BOOK_ROW_HEIGHT,
} from './OrderBook.styles'
import { observeTheme } from '../shared/observeTheme'
import { OrderBookRow, type BookSide } from './OrderBookRow'
import { createBookPainter, type BookFrame, type BookPaintConfig } from './paintBook'
import { orderBookLabelKeys } from './OrderBook.messages'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultOrderBookLabels, type OrderBookLabels } from './OrderBook.labels'

import {
  BookHeader,
  SkeletonSide,
  type OrderBookDepth,
  type OrderBookView,
} from './OrderBookHeader'

export { defaultOrderBookLabels } from './OrderBook.labels'
export type { OrderBookDepth, OrderBookView } from './OrderBookHeader'
export type { OrderBookLabels } from './OrderBook.labels'

/**
 * A live feed of book frames: `subscribe` registers a listener that the source calls at most once
 * per animation frame with the newest bids and asks (read synchronously, never kept), and returns
 * the unsubscribe function.
 */
export type OrderBookLiveSource = {
  subscribe: (listener: (frame: BookFrame) => void) => () => void
}

export type OrderBookProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  LiveWidgetProps & {
    /** The market: tick size, precisions and asset names. */
    market: MarketInfo
    /** Bid levels, best (highest) first. */
    bids: readonly BookLevel[]
    /** Ask levels, best (lowest) first. */
    asks: readonly BookLevel[]
    /**
     * Last traded price, shown between the sides.
     * @default undefined
     */
    lastPrice?: string | null
    /**
     * The last price's latest move, for its colour and arrow.
     * @default 'flat'
     */
    lastDirection?: PriceDirection
    /**
     * Message of the error state.
     * @default 'The order book could not be loaded.'
     */
    error?: string
    /**
     * Called when a row is clicked (or Enter/Space on it): hand the price to an order form.
     * @default undefined
     */
    onPriceSelect?: (details: { price: string; side: BookSide }) => void
    /**
     * Initial price-grouping step (a multiple of the tick size).
     * @default market.tickSize
     */
    defaultGrouping?: string
    /**
     * Initial levels per side.
     * @default 20
     */
    defaultLevels?: OrderBookDepth
    /**
     * Initial sides shown.
     * @default 'both'
     */
    defaultView?: OrderBookView
    /** Text, English by default. */
    labels?: LabelsInput<OrderBookLabels>
    /**
     * A live source whose frames are painted straight into the rows, without a React render:
     * `bids` and `asks` give the book at each render, the source every frame in between.
     * `OrderBookConnected` passes one.
     * @default undefined
     */
    live?: OrderBookLiveSource
  }

const noop = () => {}

/**
 * The order book of one market: asks above (best nearest the spread), bids below, each row with a
 * cumulative depth bar; the last price and spread between them; grouping by tick multiples, 20 or
 * 50 levels, and a side filter. Rows are buttons that hand their price to `onPriceSelect`.
 * Renders from props only; `OrderBookConnected` feeds it from the stream.
 */
export function OrderBook({
  market,
  bids,
  asks,
  status = 'ready',
  connection = 'open',
  updatedAt,
  lastPrice,
  lastDirection = 'flat',
  error = 'The order book could not be loaded.',
  onRetry,
  onPriceSelect,
  defaultGrouping,
  defaultLevels = 20,
  defaultView = 'both',
  locale = 'en',
  timeZone,
  labels: labelsProp,
  live,
  ...rest
}: OrderBookProps) {
  const labels = useWidgetLabels(defaultOrderBookLabels, orderBookLabelKeys, labelsProp)
  const reference = lastPrice ?? bids[0]?.price ?? asks[0]?.price ?? null
  const steps = useMemo(
    () => groupingSteps(market.tickSize, reference),
    // The steps depend on the price's order of magnitude only; recomputing per tick is waste.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [market.tickSize, reference === null ? null : reference.split('.')[0]?.length],
  )
  const [chosenStep, setStep] = useState(defaultGrouping ?? market.tickSize)
  const step = steps.some((s) => compare(s, chosenStep) === 0) ? chosenStep : market.tickSize
  const [levels, setLevels] = useState<OrderBookDepth>(defaultLevels)
  const [view, setView] = useState<OrderBookView>(defaultView)

  // Rows are memoised; a stable callback keeps a changed handler from re-rendering all of them.
  const onSelectRef = useRef(onPriceSelect ?? noop)
  onSelectRef.current = onPriceSelect ?? noop
  const precisionRef = useRef(market.pricePrecision)
  precisionRef.current = market.pricePrecision
  // The order form gets the price at the market's precision (`64250.40`, not `64250.4`).
  const select = useCallback(
    ({ price, side }: { price: string; side: BookSide }) =>
      onSelectRef.current({ price: truncateDecimal(price, precisionRef.current), side }),
    [],
  )

  // React renders a fixed slot per level once; the painter names the slots and draws the figures
  // after each render and on each frame of `live`, so a live book costs no React render per
  // update (ADR 0016).
  const [painter] = useState(() => createBookPainter(ORDER_BOOK_ROW_HEIGHT))
  const askListRef = useRef<HTMLUListElement>(null)
  const bidListRef = useRef<HTMLUListElement>(null)
  const askCanvasRef = useRef<HTMLCanvasElement | null>(null)
  const bidCanvasRef = useRef<HTMLCanvasElement | null>(null)
  // A canvas is handed to the painter's drawing worker when it mounts, and let go when it goes.
  const canvasRef = useCallback(
    (ref: { current: HTMLCanvasElement | null }) => (canvas: HTMLCanvasElement | null) => {
      if (ref.current && ref.current !== canvas) painter.detach(ref.current)
      ref.current = canvas
      if (canvas) painter.attach(canvas)
    },
    [painter],
  )
  const [askCanvas, bidCanvas] = useMemo(
    () => [canvasRef(askCanvasRef), canvasRef(bidCanvasRef)],
    [canvasRef],
  )
  useEffect(() => {
    painter.revive()
    return () => painter.dispose()
  }, [painter])
  const spreadRef = useRef<HTMLElement>(null)
  const spreadPercentRef = useRef<HTMLSpanElement>(null)
  const config: BookPaintConfig = {
    step,
    levels,
    priceDecimals: groupedPricePrecision(step, market.pricePrecision),
    quantityDecimals: market.quantityPrecision,
    pricePrecision: market.pricePrecision,
    locale,
    words: { bid: labels.bid, ask: labels.ask, amount: labels.amount, total: labels.total },
  }
  const configRef = useRef(config)
  configRef.current = config
  const paint = useCallback(
    (frame: BookFrame, live = false) =>
      painter.paint(
        {
          bids: bidListRef.current && { list: bidListRef.current, canvas: bidCanvasRef.current },
          asks: askListRef.current && { list: askListRef.current, canvas: askCanvasRef.current },
          spread: spreadRef.current,
          spreadPercent: spreadPercentRef.current,
        },
        frame,
        configRef.current,
        live,
      ),
    [painter],
  )
  useLayoutEffect(() => paint({ bids, asks }))
  useLayoutEffect(() => live?.subscribe((frame) => paint(frame, true)), [live, paint])
  // The canvases cover the lists' viewports: a resize draws them again at the new size, and a
  // theme switch in the new colours.
  const rootRef = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const lists = [askListRef.current, bidListRef.current].filter((list) => list !== null)
    if (lists.length === 0 || !rootRef.current) return
    const resized =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(painter.redraw)
    for (const list of lists) resized?.observe(list)
    const stopTheme = observeTheme(rootRef.current, painter.redraw)
    return () => {
      resized?.disconnect()
      stopTheme()
    }
  }, [painter, view, status])

  const renderSide = (side: BookSide) => (
    <SideFrame>
      <SideList
        ref={side === 'ask' ? askListRef : bidListRef}
        $side={side === 'ask' ? 'asks' : 'bids'}
        aria-label={side === 'ask' ? labels.asks : labels.bids}
        onScroll={painter.redraw}
      >
        {Array.from({ length: levels }, (_, index) => (
          <OrderBookRow key={index} side={side} tabbable={index === 0} onSelect={select} />
        ))}
      </SideList>
      <SideCanvas ref={side === 'ask' ? askCanvas : bidCanvas} aria-hidden="true" />
    </SideFrame>
  )

  const loading = status === 'loading'
  const stale = status === 'stale'
  let body
  if (status === 'error') {
    body = (
      <Centered>
        <WidgetError message={error} retryLabel={labels.retry} onRetry={onRetry} />
      </Centered>
    )
  } else if (status === 'empty') {
    body = (
      <Centered>
        <Empty title={labels.empty} icon="info" />
      </Centered>
    )
  } else if (loading) {
    const count = Math.min(levels, 12)
    body = (
      <>
        {view !== 'bids' ? <SkeletonSide side="asks" count={count} label={labels.asks} /> : null}
        <SpreadRow data-spread="" style={{ alignItems: 'center' }}>
          <SkeletonBar $width={30} />
        </SpreadRow>
        {view !== 'asks' ? <SkeletonSide side="bids" count={count} label={labels.bids} /> : null}
      </>
    )
  } else {
    body = (
      <>
        {view !== 'bids' ? renderSide('ask') : null}
        <SpreadRow data-spread="" aria-label={labels.spread}>
          <span>
            <LastPrice $direction={stale ? 'flat' : lastDirection} aria-label={labels.lastPrice}>
              {lastPrice ? formatDecimal(lastPrice, market.pricePrecision, locale) : '—'}
            </LastPrice>
            <Arrow aria-hidden="true">
              {lastDirection === 'up' ? '↑' : lastDirection === 'down' ? '↓' : ''}
            </Arrow>
          </span>
          <SpreadText>
            {labels.spread} <b data-testid="spread" ref={spreadRef} />
            <span ref={spreadPercentRef} />
          </SpreadText>
        </SpreadRow>
        {view !== 'asks' ? renderSide('bid') : null}
      </>
    )
  }

  return (
    <Root ref={rootRef} aria-label={labels.title} aria-busy={loading || undefined} {...rest}>
      <BookHeader
        labels={labels}
        base={market.base}
        quote={market.quote}
        view={view}
        onViewChange={setView}
        step={step}
        steps={steps}
        onStepChange={setStep}
        levels={levels}
        onLevelsChange={setLevels}
      />
      <Body $dimmed={stale}>
        <BadgeSlot>
          <LiveBadges
            connection={connection}
            stale={stale}
            updatedAt={updatedAt}
            locale={locale}
            timeZone={timeZone}
            labels={labels}
          />
        </BadgeSlot>
        {body}
      </Body>
    </Root>
  )
}
OrderBook.displayName = 'OrderBook'
