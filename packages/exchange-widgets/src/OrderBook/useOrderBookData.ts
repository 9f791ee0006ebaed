import { marketChannel, subscribeDepth, subscribeTicker } from '@bourse/api-client'
import {
  applyDepthDiff,
  bufferDepthDiff,
  createDepthBuffer,
  createOrderBook,
  flushDepthBuffer,
  type BookLevel,
  type DepthBuffer,
  type OrderBookState,
  nextDirection,
  type PriceDirection,
} from '@bourse/rules'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useLiveness } from '../hooks/useLiveness'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import type { OrderBookProps } from './OrderBook'
import type { BookFrame } from './paintBook'

export type OrderBookDataProps = Omit<
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
  /**
   * Least time between two updates of the book on screen, in milliseconds (see ADR 0008): diffs
   * arriving in between are merged and shown together. 0 updates on every animation frame.
   * @default 100
   */
  minUpdateIntervalMs?: number
}

/** The live state, mutated in place by stream messages and read once per frame. */
type LiveBook = {
  book: OrderBookState | null
  /** Diffs accepted since the last paint, merged into `book` at the next one. */
  pending: DepthBuffer
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

/**
 * The live book's state for one symbol (a new symbol needs a new hook: key the caller by it):
 * the stream's snapshot and diffs merged in place, painted at most once per animation frame
 * through the live source, a React render only when the shape or the last price changes.
 */
export function useOrderBookData({
  symbol,
  staleAfterMs = 5000,
  minUpdateIntervalMs = 100,
  ...props
}: OrderBookDataProps): OrderBookProps {
  const { stream, locale } = useWidgets()
  const [live] = useState<LiveBook>(() => ({
    book: null,
    pending: createDepthBuffer(),
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

  // At most one update per animation frame, inside the frame, and at most one per
  // `minUpdateIntervalMs`: a React render (which paints the rows after its commit) when the shape
  // changed, otherwise a paint of the rows alone.
  const intervalRef = useRef(minUpdateIntervalMs)
  intervalRef.current = minUpdateIntervalMs
  const timer = useRef<{ frame: number | null; wait: ReturnType<typeof setTimeout> | null }>({
    frame: null,
    wait: null,
  })
  const lastUpdate = useRef(Number.NEGATIVE_INFINITY)
  const schedule = useCallback(() => {
    const pending = timer.current
    if (pending.frame !== null || pending.wait !== null) return
    const update = () => {
      pending.frame = null
      lastUpdate.current = performance.now()
      if (live.book) flushDepthBuffer(live.book, live.pending)
      const next = shapeOf(live)
      if (!sameShape(next, shapeRef.current)) {
        shapeRef.current = next
        flushSync(() => setShape(next))
      } else if (live.book) {
        source.emit(live.book)
      }
    }
    const wait = lastUpdate.current + intervalRef.current - performance.now()
    if (wait <= 0) pending.frame = requestAnimationFrame(update)
    else
      pending.wait = setTimeout(() => {
        pending.wait = null
        pending.frame = requestAnimationFrame(update)
      }, wait)
  }, [live, source])
  useEffect(
    () => () => {
      const pending = timer.current
      if (pending.frame !== null) cancelAnimationFrame(pending.frame)
      if (pending.wait !== null) clearTimeout(pending.wait)
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
        live.pending = createDepthBuffer()
        live.failed = false
      } else {
        if (!live.book) return
        if (bufferDepthDiff(live.book, live.pending, step.diff) === 'gap') {
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
  return {
    ...props,
    bids: live.book?.bids ?? noLevels,
    asks: live.book?.asks ?? noLevels,
    status,
    connection,
    updatedAt: live.updatedAt,
    lastPrice: shape.last,
    lastDirection: shape.direction,
    onRetry: retry,
    locale,
    live: liveSource,
  }
}
