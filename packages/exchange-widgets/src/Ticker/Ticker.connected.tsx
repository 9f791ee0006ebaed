import { subscribeTicker, type Ticker as TickerData } from '@bourse/api-client'
import { nextDirection, type PriceDirection } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import { Ticker, type TickerProps } from './Ticker'

export type TickerConnectedProps = Omit<
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
  failed: boolean
  updatedAt: number | null
}

const readTicker = (live: LiveTicker) => ({ ...live })

function LiveTickerHeader({ market, staleAfterMs = 5000, ...props }: TickerConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const symbol = market.symbol
  const [live] = useState<LiveTicker>(() => ({
    ticker: null,
    direction: 'flat',
    loaded: false,
    failed: false,
    updatedAt: null,
  }))
  const { view, schedule } = useFrameBatch(live, readTicker)
  const lastDataAt = useCallback(() => live.updatedAt, [live])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const [attempt, setAttempt] = useState(0)

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

  useEffect(() => {
    const controller = new AbortController()
    client
      .get('/app/market/tickers', {
        params: { query: { symbol } },
        signal: controller.signal,
        silent: true,
      })
      .then((tickers) => {
        const ticker = tickers.find((t) => t.symbol === symbol)
        live.loaded = true
        live.failed = false
        if (ticker) update(ticker)
        else schedule()
      })
      .catch(() => {
        if (controller.signal.aborted) return
        live.failed = true
        schedule()
      })
    return () => controller.abort()
  }, [client, symbol, live, update, schedule, attempt])

  const retry = useCallback(() => {
    live.failed = false
    schedule()
    setAttempt((n) => n + 1)
  }, [live, schedule])

  let status: WidgetStatus = 'ready'
  if (!view.ticker) status = view.failed ? 'error' : view.loaded ? 'empty' : 'loading'
  else if (stale) status = 'stale'

  return (
    <Ticker
      {...props}
      market={market}
      ticker={view.ticker}
      direction={view.direction}
      status={status}
      connection={connection}
      updatedAt={view.updatedAt}
      onRetry={retry}
      locale={locale}
    />
  )
}

/**
 * The live market header of `market`: loads the 24 h ticker, then follows the ticker stream,
 * colouring the last price by its move; stale and reconnecting states from the stream.
 */
export function TickerConnected(props: TickerConnectedProps) {
  return <LiveTickerHeader key={props.market.symbol} {...props} />
}
TickerConnected.displayName = 'TickerConnected'
