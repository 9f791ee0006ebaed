import { marketChannel, subscribeDepth, subscribeTicker } from '@bourse/api-client'
import { useCallback, useEffect, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
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

type BookView = {
  bids: BookLevel[]
  asks: BookLevel[]
  ready: boolean
  updatedAt: number | null
  failed: boolean
  last: string | null
  direction: PriceDirection
}

// The merge changes the side arrays in place but never a level object: copying the arrays
// (references only) gives the render one consistent moment.
const copy = (levels: BookLevel[]) => levels.slice()

function readBook(live: LiveBook): BookView {
  return {
    bids: live.book ? copy(live.book.bids) : [],
    asks: live.book ? copy(live.book.asks) : [],
    ready: live.book !== null,
    updatedAt: live.updatedAt,
    failed: live.failed,
    last: live.last,
    direction: live.direction,
  }
}

function LiveOrderBook({ symbol, staleAfterMs = 5000, ...props }: OrderBookConnectedProps) {
  const { stream, locale } = useWidgets()
  const [live] = useState<LiveBook>(() => ({
    book: null,
    updatedAt: null,
    failed: false,
    last: null,
    direction: 'flat',
  }))
  const { view, schedule } = useFrameBatch(live, readBook)
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
  if (view.failed) status = 'error'
  else if (!view.ready) status = 'loading'
  else if (stale) status = 'stale'
  else if (view.bids.length === 0 && view.asks.length === 0) status = 'empty'

  return (
    <OrderBook
      {...props}
      bids={view.bids}
      asks={view.asks}
      status={status}
      connection={connection}
      updatedAt={view.updatedAt}
      lastPrice={view.last}
      lastDirection={view.direction}
      onRetry={retry}
      locale={locale}
    />
  )
}

/**
 * The order book of `symbol`, live: builds the book from the stream's snapshot, merges every diff
 * in place and renders at most once per animation frame; resubscribes on a sequence gap; shows
 * stale and reconnecting states. A new symbol starts a new book.
 */
export function OrderBookConnected(props: OrderBookConnectedProps) {
  return <LiveOrderBook key={props.symbol} {...props} />
}
OrderBookConnected.displayName = 'OrderBookConnected'
