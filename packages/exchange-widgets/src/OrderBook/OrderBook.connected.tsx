import { marketChannel, subscribeDepth, subscribeTicker } from '@bourse/api-client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLiveness } from '../hooks/useLiveness'
import {
  applyDepthDiff,
  createOrderBook,
  type BookLevel,
  type OrderBookState,
} from '../rules/orderBook'
import { nextDirection, type PriceDirection } from '../rules/priceDirection'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import { OrderBook, type OrderBookProps } from './OrderBook'
import type { BookFrame } from './paintBook'

export type OrderBookConnectedProps = Omit<
  OrderBookProps,
  | 'bids'
  | 'asks'
  | 'status'
  | 'connection'
  | 'updatedAt'
  | 'lastPrice'
  | 'lastDirection'
  | 'onRetry'
  | 'locale'
  | 'live'
> & {
  /** The market's symbol, e.g. `BTCUSDT`. */
  symbol: string
  /**
   * Milliseconds without a book update after which the book shows as stale.
   * @default 5000
   */
  staleAfterMs?: number
}

/** The live state, mutated in place by stream messages and read once per frame. */
type LiveBook = {
  book: OrderBookState | null
  updatedAt: number | null
  failed: boolean
  last: string | null
  direction: PriceDirection
}

/**
 * What needs a React render: the state the book is in and the last price. Everything else (the
 * rows, the spread) is painted from the live book each frame, without one.
 */
type BookShape = {
  ready: boolean
  failed: boolean
  empty: boolean
  last: string | null
  direction: PriceDirection
}

function shapeOf(live: LiveBook): BookShape {
  return {
    ready: live.book !== null,
    failed: live.failed,
    empty: live.book !== null && live.book.bids.length === 0 && live.book.asks.length === 0,
    last: live.last,
    direction: live.direction,
  }
}

const sameShape = (a: BookShape, b: BookShape) =>
  a.ready === b.ready &&
  a.failed === b.failed &&
  a.empty === b.empty &&
  a.last === b.last &&
  a.direction === b.direction

const noLevels: BookLevel[] = []

function LiveOrderBook({ symbol, staleAfterMs = 5000, ...props }: OrderBookConnectedProps) {
  const { stream, locale } = useWidgets()
  const [live] = useState<LiveBook>(() => ({
    book: null,
    updatedAt: null,
    failed: false,
    last: null,
    direction: 'flat',
  }))
  const [shape, setShape] = useState(() => shapeOf(live))
  const shapeRef = useRef(shape)
  shapeRef.current = shape
  // Book frames go to the widget's painter; the widget subscribes once.
  const [source] = useState(() => {
    const listeners = new Set<(frame: BookFrame) => void>()
    const emit = (frame: BookFrame) => listeners.forEach((listener) => listener(frame))
    const subscribe = (listener: (frame: BookFrame) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    }
    return { emit, subscribe }
  })
  const liveSource = useMemo(() => ({ subscribe: source.subscribe }), [source])

  // At most one update per animation frame, inside the frame: a React render (which paints the
  // rows after its commit) when the shape changed, otherwise a paint of the rows alone.
  const frame = useRef<number | null>(null)
  const schedule = useCallback(() => {
    if (frame.current !== null) return
    frame.current = requestAnimationFrame(() => {
      frame.current = null
      const next = shapeOf(live)
      if (!sameShape(next, shapeRef.current)) {
        shapeRef.current = next
        flushSync(() => setShape(next))
      } else if (live.book) {
        source.emit(live.book)
      }
    })
  }, [live, source])
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current)
    },
    [],
  )

  const lastDataAt = useCallback(() => live.updatedAt, [live])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const channel = marketChannel.depth(symbol)

  useEffect(() => {
    const offDepth = subscribeDepth(stream, symbol, (step) => {
      if (step.type === 'resync') return // resubscribed; the last book shows until the snapshot
      if (step.type === 'snapshot') {
        const book = createOrderBook(step.snapshot)
        for (const diff of step.diffs) {
          if (applyDepthDiff(book, diff) === 'gap') {
            stream.resubscribe(channel)
            return
          }
        }
        live.book = book
        live.failed = false
      } else {
        if (!live.book) return
        if (applyDepthDiff(live.book, step.diff) === 'gap') {
          stream.resubscribe(channel)
          return
        }
      }
      live.updatedAt = Date.now()
      schedule()
    })
    const offErrors = stream.subscribe(channel, (message) => {
      if (message.op !== 'error') return
      live.failed = true
      schedule()
    })
    const offTicker = subscribeTicker(stream, symbol, (ticker) => {
      live.direction = nextDirection(live.last, ticker.last, live.direction)
      live.last = ticker.last
      schedule()
    })
    return () => {
      offDepth()
      offErrors()
      offTicker()
    }
  }, [stream, symbol, channel, live, schedule])

  const retry = useCallback(() => {
    live.failed = false
    stream.resubscribe(channel)
    schedule()
  }, [live, stream, channel, schedule])

  let status: WidgetStatus = 'ready'
  if (shape.failed) status = 'error'
  else if (!shape.ready) status = 'loading'
  else if (stale) status = 'stale'
  else if (shape.empty) status = 'empty'

  // Read at render time: the rows show the book as it is now, and the live source takes over.
  return (
    <OrderBook
      {...props}
      bids={live.book?.bids ?? noLevels}
      asks={live.book?.asks ?? noLevels}
      status={status}
      connection={connection}
      updatedAt={live.updatedAt}
      lastPrice={shape.last}
      lastDirection={shape.direction}
      onRetry={retry}
      locale={locale}
      live={liveSource}
    />
  )
}

/**
 * The order book of `symbol`, live: builds the book from the stream's snapshot, merges every diff
 * in place and paints it at most once per animation frame, writing the rows' figures directly
 * (a React render only when the state or the last price changes); resubscribes on a sequence
 * gap; shows stale and reconnecting states. A new symbol starts a new book.
 */
export function OrderBookConnected(props: OrderBookConnectedProps) {
  return <LiveOrderBook key={props.symbol} {...props} />
}
OrderBookConnected.displayName = 'OrderBookConnected'
