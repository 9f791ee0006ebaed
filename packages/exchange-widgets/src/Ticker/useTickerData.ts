import { subscribeTicker, type Ticker as TickerData } from '@bourse/api-client'
import { nextDirection, type PriceDirection } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import { useLoad } from '../shared/load'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import type { TickerProps } from './Ticker'

export type TickerDataProps = Omit<
  TickerProps,
  'ticker' | 'direction' | 'status' | 'connection' | 'updatedAt' | 'onRetry' | 'locale'
> & {
  /**
   * Milliseconds without a ticker update after which the header shows as stale (tickers come
   * about once a second).
   * @default 5000
   */
  staleAfterMs?: number
}

type LiveTicker = {
  ticker: TickerData | null
  direction: PriceDirection
  loaded: boolean
  updatedAt: number | null
}

const readTicker = (live: LiveTicker) => ({ ...live })

/**
 * The live header's state for one market (a new market needs a new hook: key the caller by
 * symbol): the 24 h ticker loaded once, then the ticker stream applied in place and read once
 * a frame; stale and reconnecting from the stream's liveness.
 */
export function useTickerData({
  market,
  staleAfterMs = 5000,
  ...props
}: TickerDataProps): TickerProps {
  const { client, stream, locale } = useWidgets()
  const symbol = market.symbol
  const [live] = useState<LiveTicker>(() => ({
    ticker: null,
    direction: 'flat',
    loaded: false,
    updatedAt: null,
  }))
  const { view, schedule } = useFrameBatch(live, readTicker)
  const lastDataAt = useCallback(() => live.updatedAt, [live])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)

  const update = useCallback(
    (ticker: TickerData) => {
      if (live.ticker && ticker.ts < live.ticker.ts) return // an older answer than what we show
      live.direction = nextDirection(live.ticker?.last, ticker.last, live.direction)
      live.ticker = ticker
      live.updatedAt = Date.now()
      schedule()
    },
    [live, schedule],
  )

  useEffect(() => subscribeTicker(stream, symbol, update), [stream, symbol, update])

  const { failure, retry } = useLoad(
    true,
    useCallback(
      async (signal: AbortSignal) => {
        const tickers = await client.get('/app/market/tickers', {
          params: { query: { symbol } },
          signal,
          silent: true,
        })
        const ticker = tickers.find((t) => t.symbol === symbol)
        live.loaded = true
        if (ticker) update(ticker)
        else schedule()
      },
      [client, symbol, live, update, schedule],
    ),
  )

  let status: WidgetStatus = 'ready'
  if (!view.ticker) status = failure ? 'error' : view.loaded ? 'empty' : 'loading'
  else if (stale) status = 'stale'

  return {
    ...props,
    market,
    ticker: view.ticker,
    direction: view.direction,
    status,
    connection,
    updatedAt: view.updatedAt,
    onRetry: retry,
    locale,
  }
}
