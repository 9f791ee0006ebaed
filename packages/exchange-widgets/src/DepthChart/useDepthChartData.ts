import { marketChannel, subscribeDepth } from '@bourse/api-client'
import { applyDepthDiff, createOrderBook, type BookLevel, type OrderBookState } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import type { DepthChartProps } from './DepthChart'
import type { DepthChartConnectedProps } from './DepthChart.connected'

type Model = { book: OrderBookState | null; lastAt: number | null; failed: boolean }
type View = { bids: BookLevel[]; asks: BookLevel[]; loaded: boolean; failed: boolean }

const read = (model: Model): View => ({
  bids: model.book ? model.book.bids.slice() : [],
  asks: model.book ? model.book.asks.slice() : [],
  loaded: model.book !== null,
  failed: model.failed,
})

/**
 * The props of a `DepthChart` for one market, fed by the `depth` stream and repainted at most once
 * a frame.
 */
export function useDepthChartData({
  market,
  staleAfterMs = 5000,
  ...rest
}: DepthChartConnectedProps): DepthChartProps {
  const { stream, locale } = useWidgets()
  const [model] = useState<Model>(() => ({ book: null, lastAt: null, failed: false }))
  const { view, schedule } = useFrameBatch(model, read)
  const lastDataAt = useCallback(() => model.lastAt, [model])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const symbol = market.symbol

  useEffect(() => {
    model.book = null
    model.lastAt = null
    model.failed = false
    schedule()
    const off = subscribeDepth(stream, symbol, (step) => {
      try {
        if (step.type === 'snapshot') {
          const book = createOrderBook(step.snapshot)
          for (const diff of step.diffs) applyDepthDiff(book, diff)
          model.book = book
          model.failed = false
        } else if (step.type === 'diff') {
          if (!model.book) return
          if (applyDepthDiff(model.book, step.diff) === 'gap')
            stream.resubscribe(marketChannel.depth(symbol))
        } else {
          // resync: keep drawing the last book until the fresh snapshot arrives
          return
        }
      } catch {
        // A malformed level (e.g. a negative quantity): drop the book and ask for a fresh one.
        model.book = null
        model.failed = true
        stream.resubscribe(marketChannel.depth(symbol))
      }
      model.lastAt = Date.now()
      schedule()
    })
    return off
  }, [stream, symbol, model, schedule])

  let status: WidgetStatus
  if (!view.loaded) status = view.failed ? 'error' : 'loading'
  else if (view.bids.length === 0 && view.asks.length === 0) status = 'empty'
  else status = stale ? 'stale' : 'ready'

  return {
    ...rest,
    bids: view.bids,
    asks: view.asks,
    market,
    locale,
    status,
    connection,
  }
}
