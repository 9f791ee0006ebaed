import { subscribeTickers, type MarketInfo, type Ticker } from '@bourse/api-client'
import { useFrameBatch, useWidgets } from '@bourse/exchange-widgets'
import { applyTickerBatch, nextDirection, type PriceDirection } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'

type Live = {
  markets: MarketInfo[] | null
  tickers: Map<string, Ticker>
  directions: Map<string, PriceDirection>
  failed: boolean
}

export type LiveMarkets = {
  status: 'loading' | 'ready' | 'error'
  markets: readonly MarketInfo[]
  tickers: ReadonlyMap<string, Ticker>
  directions: ReadonlyMap<string, PriceDirection>
  reload: () => void
}

const none: MarketInfo[] = []

const read = (live: Live) => ({
  markets: live.markets ?? none,
  tickers: new Map(live.tickers) as ReadonlyMap<string, Ticker>,
  directions: new Map(live.directions) as ReadonlyMap<string, PriceDirection>,
  ready: live.markets !== null,
  failed: live.failed,
})

/** Applies a ticker batch: the newest ticker per market, and which way each price moved. */
export function applyLiveTickers(
  live: Pick<Live, 'tickers' | 'directions'>,
  batch: readonly Ticker[],
) {
  for (const ticker of batch) {
    const held = live.tickers.get(ticker.symbol)
    if (held && held.ts > ticker.ts) continue
    live.directions.set(
      ticker.symbol,
      nextDirection(held?.last, ticker.last, live.directions.get(ticker.symbol)),
    )
  }
  return applyTickerBatch(live.tickers, batch).length > 0
}

/**
 * Every market and its live 24 h ticker (REST first, then the `tickers` channel), rendered at
 * most once per animation frame. For the home page's overview and movers.
 */
export function useLiveMarkets(): LiveMarkets {
  const { client, stream } = useWidgets()
  const [live] = useState<Live>(() => ({
    markets: null,
    tickers: new Map(),
    directions: new Map(),
    failed: false,
  }))
  const { view, schedule } = useFrameBatch(live, read)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let cancelled = false
    const off = subscribeTickers(stream, (batch) => {
      if (applyLiveTickers(live, batch)) schedule()
    })
    Promise.all([
      client.get('/app/market/list', { silent: true }),
      client.get('/app/market/tickers', { silent: true }).catch((): Ticker[] => []),
    ]).then(
      ([markets, tickers]) => {
        if (cancelled) return
        applyLiveTickers(live, tickers)
        live.markets = markets
        live.failed = false
        schedule()
      },
      () => {
        if (cancelled) return
        live.failed = true
        schedule()
      },
    )
    return () => {
      cancelled = true
      off()
    }
  }, [client, stream, live, schedule, attempt])

  const reload = useCallback(() => {
    live.failed = false
    setAttempt((n) => n + 1)
  }, [live])

  return {
    status: view.failed ? 'error' : view.ready ? 'ready' : 'loading',
    markets: view.markets,
    tickers: view.tickers,
    directions: view.directions,
    reload,
  }
}
