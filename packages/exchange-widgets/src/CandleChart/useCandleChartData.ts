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
import { useLoad } from '../shared/load'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import type { CandleChartProps } from './CandleChart'

export type CandleChartDataProps = Omit<
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
  lastAt: number | null
  /** Live candles held until the history answers (null once it has). */
  pending: Candle[] | null
}
type View = { candles: Candle[]; loaded: boolean }

const read = (model: Model): View => ({
  candles: model.candles.slice(),
  loaded: model.loaded,
})

const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure)

/**
 * The candle chart's state for one market: history from `/app/market/klines`, then the live open
 * candle from the `kline` stream, merged into the series and read at most once a frame.
 * Changing the interval reloads; after a reconnect the history is fetched again to fill the gap.
 */
export function useCandleChartData({
  market,
  interval: controlled,
  defaultInterval = '15m',
  onIntervalChange,
  limit = 500,
  maxCandles = 2000,
  staleAfterMs = 10_000,
  ...rest
}: CandleChartDataProps): CandleChartProps {
  const { client, stream, locale } = useWidgets()
  const [own, setOwn] = useState<KlineInterval>(defaultInterval)
  const interval = controlled ?? own
  const [attempt, setAttempt] = useState(0)
  const [model] = useState<Model>(() => ({
    candles: [],
    loaded: false,
    lastAt: null,
    pending: [],
  }))
  const { view, schedule } = useFrameBatch(model, read)
  const lastDataAt = useCallback(() => model.lastAt, [model])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const symbol = market.symbol
  const refill = useRef<() => void>(() => undefined)

  // A new series: subscribe first (the history loads after, below), holding live candles until
  // the history answers.
  useEffect(() => {
    let active = true
    model.pending = []
    model.candles = []
    model.loaded = false
    model.lastAt = null
    schedule()

    const merge = (candle: Candle) => mergeCandle(model.candles, candle, maxCandles)
    const off = subscribeKline(stream, symbol, interval, (update) => {
      if (update.symbol !== symbol || update.interval !== interval) return
      if (model.pending) model.pending.push(update.candle)
      else merge(update.candle)
      model.lastAt = Date.now()
      schedule()
    })

    refill.current = () => {
      client
        .get('/app/market/klines', { params: { query: { symbol, interval, limit } } })
        .then((history) => {
          if (!active) return
          for (const candle of history) merge(candle)
          schedule()
        })
        .catch(() => undefined)
    }

    return () => {
      active = false
      off()
      refill.current = () => undefined
    }
  }, [client, stream, symbol, interval, limit, maxCandles, model, schedule, attempt])

  const { failure, retry } = useLoad(
    true,
    useCallback(
      async (signal: AbortSignal) => {
        const history = await client.get('/app/market/klines', {
          params: { query: { symbol, interval, limit } },
        })
        if (signal.aborted) return
        model.candles = history.slice()
        for (const candle of model.pending ?? []) mergeCandle(model.candles, candle, maxCandles)
        model.pending = null
        model.loaded = true
        model.lastAt = Date.now()
        schedule()
      },
      [client, symbol, interval, limit, maxCandles, model, schedule],
    ),
    stream,
  )
  const onRetry = useCallback(() => {
    setAttempt((n) => n + 1) // a new series, as at first
    retry()
  }, [retry])

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
  if (failure) status = 'error'
  else if (!view.loaded) status = 'loading'
  else if (view.candles.length === 0) status = 'empty'
  else status = stale ? 'stale' : 'ready'

  return {
    ...rest,
    candles: view.candles,
    interval,
    market,
    locale,
    status,
    connection,
    errorDetail: failure ? messageOf(failure) : undefined,
    onRetry,
    onIntervalChange: (details) => {
      if (controlled === undefined) setOwn(details.interval)
      onIntervalChange?.(details)
    },
  }
}
