import {
  subscribeKline,
  type Candle,
  type KlineInterval,
  type MarketInfo,
} from '@bourse/api-client'
import { mergeCandle } from '@bourse/rules'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import { CandleChart, type CandleChartProps } from './CandleChart'

export type CandleChartConnectedProps = Omit<
  CandleChartProps,
  'candles' | 'interval' | 'status' | 'connection' | 'market' | 'locale' | 'onRetry' | 'errorDetail'
> & {
  /** The market to chart (symbol, precision, tick size). */
  market: MarketInfo
  /** The interval shown (controlled); leave out to let the chart keep its own. @default undefined */
  interval?: KlineInterval
  /** The first interval when uncontrolled. @default '15m' */
  defaultInterval?: KlineInterval
  /** Candles of history loaded per interval. @default 500 */
  limit?: number
  /** Most candles kept while live candles append. @default 2000 */
  maxCandles?: number
  /** After how long without a candle update the chart shows "stale". @default 10000 */
  staleAfterMs?: number
}

type Model = {
  candles: Candle[]
  loaded: boolean
  error: string | null
  lastAt: number | null
}
type View = { candles: Candle[]; loaded: boolean; error: string | null }

const read = (model: Model): View => ({
  candles: model.candles.slice(),
  loaded: model.loaded,
  error: model.error,
})

/**
 * The candle chart of one market: history from `/app/market/klines`, then the live open candle
 * from the `kline` stream, merged into the series and painted at most once a frame. Changing the
 * interval reloads; after a reconnect the history is fetched again to fill the gap.
 */
export function CandleChartConnected({
  market,
  interval: controlled,
  defaultInterval = '15m',
  onIntervalChange,
  limit = 500,
  maxCandles = 2000,
  staleAfterMs = 10_000,
  ...rest
}: CandleChartConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const [own, setOwn] = useState<KlineInterval>(defaultInterval)
  const interval = controlled ?? own
  const [attempt, setAttempt] = useState(0)
  const [model] = useState<Model>(() => ({ candles: [], loaded: false, error: null, lastAt: null }))
  const { view, schedule } = useFrameBatch(model, read)
  const lastDataAt = useCallback(() => model.lastAt, [model])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const symbol = market.symbol
  const refill = useRef<() => void>(() => undefined)

  useEffect(() => {
    let active = true
    let pending: Candle[] | null = []
    model.candles = []
    model.loaded = false
    model.error = null
    model.lastAt = null
    schedule()

    const merge = (candle: Candle) => mergeCandle(model.candles, candle, maxCandles)
    const off = subscribeKline(stream, symbol, interval, (update) => {
      if (update.symbol !== symbol || update.interval !== interval) return
      if (pending) pending.push(update.candle)
      else merge(update.candle)
      model.lastAt = Date.now()
      schedule()
    })

    const load = async (initial: boolean) => {
      try {
        const history = await client.get('/app/market/klines', {
          params: { query: { symbol, interval, limit } },
        })
        if (!active) return
        if (initial) {
          model.candles = history.slice()
          for (const candle of pending ?? []) merge(candle)
          pending = null
          model.loaded = true
          model.lastAt = Date.now()
        } else {
          for (const candle of history) merge(candle)
        }
      } catch (error) {
        if (!active || !initial) return
        model.error = error instanceof Error ? error.message : String(error)
      }
      schedule()
    }
    void load(true)
    refill.current = () => void load(false)

    return () => {
      active = false
      off()
      refill.current = () => undefined
    }
  }, [client, stream, symbol, interval, limit, maxCandles, model, schedule, attempt])

  // Candles closed while the line was down are not replayed by the stream: fetch them.
  const wasDown = useRef(false)
  useEffect(() => {
    if (connection === 'reconnecting' || connection === 'connecting') wasDown.current = true
    else if (connection === 'open' && wasDown.current) {
      wasDown.current = false
      if (model.loaded) refill.current()
    }
  }, [connection, model])

  let status: WidgetStatus
  if (view.error !== null) status = 'error'
  else if (!view.loaded) status = 'loading'
  else if (view.candles.length === 0) status = 'empty'
  else status = stale ? 'stale' : 'ready'

  return (
    <CandleChart
      {...rest}
      candles={view.candles}
      interval={interval}
      market={market}
      locale={locale}
      status={status}
      connection={connection}
      errorDetail={view.error ?? undefined}
      onRetry={() => setAttempt((n) => n + 1)}
      onIntervalChange={(details) => {
        if (controlled === undefined) setOwn(details.interval)
        onIntervalChange?.(details)
      }}
    />
  )
}

CandleChartConnected.displayName = 'CandleChartConnected'
