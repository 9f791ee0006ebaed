import type { MarketInfo, Ticker } from '@bourse/api-client'
import { subscribeTickers } from '@bourse/api-client'
import { applyTickerBatch, comparePrices, nextDirection, type PriceDirection } from '@bourse/rules'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import { useLoad } from '../shared/load'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import { useFavourites } from './favourites'
import type { MarketListProps } from './MarketList'

export type MarketListDataProps = Omit<
  MarketListProps,
  | 'markets'
  | 'tickers'
  | 'directions'
  | 'favourites'
  | 'status'
  | 'connection'
  | 'updatedAt'
  | 'onRetry'
  | 'onFavouriteToggle'
  | 'locale'
> & {
  /**
   * Whether a user is signed in: favourites are then kept on the server (`/app/watchlist/*`),
   * otherwise in this browser's localStorage. The embedding page owns the session.
   */
  loggedIn: boolean
  /**
   * Show favourite stars and the favourites tab.
   * @default true
   */
  favouritesEnabled?: boolean
  /**
   * Milliseconds without a ticker after which the list shows as stale (tickers come every
   * second).
   * @default 5000
   */
  staleAfterMs?: number
  /**
   * localStorage key of a visitor's favourites.
   * @default 'bourse:favourites'
   */
  favouritesStorageKey?: string
  /**
   * Only these markets (symbols such as `BTCUSDT`), for a page that decides which markets it
   * lists, e.g. the open coins of `/app/product/coinList`. Every market when not given.
   */
  symbols?: readonly string[]
}

/** The live state: stream batches are applied into it in place, React reads it once a frame. */
export type LiveMarkets = {
  markets: MarketInfo[] | null
  tickers: Map<string, Ticker>
  directions: Map<string, PriceDirection>
  updatedAt: number | null
}

type MarketsView = {
  markets: MarketInfo[]
  tickers: ReadonlyMap<string, Ticker>
  directions: ReadonlyMap<string, PriceDirection>
  ready: boolean
  updatedAt: number | null
}

const noMarkets: MarketInfo[] = []

/** Applies one `tickers` batch (or the REST answer) to the live state: tickers and directions. */
export function applyTickers(live: LiveMarkets, batch: readonly Ticker[], now: number): boolean {
  for (const ticker of batch) {
    const held = live.tickers.get(ticker.symbol)
    if (held && held.ts > ticker.ts) continue
    // An unchanged price keeps its direction: no need to compare (most markets, most seconds).
    if (held && held.last === ticker.last) continue
    const before = live.directions.get(ticker.symbol)
    const order = held ? comparePrices(ticker.last, held.last) : null
    live.directions.set(
      ticker.symbol,
      order === null
        ? nextDirection(held?.last, ticker.last, before)
        : order > 0
          ? 'up'
          : order < 0
            ? 'down'
            : (before ?? 'flat'),
    )
  }
  const changed = applyTickerBatch(live.tickers, batch)
  if (changed.length > 0) live.updatedAt = now
  return changed.length > 0
}

function readMarkets(live: LiveMarkets): MarketsView {
  return {
    markets: live.markets ?? noMarkets,
    // A new Map per frame (500 entries copy in microseconds) so memoised rows see a new value.
    tickers: new Map(live.tickers),
    directions: new Map(live.directions),
    ready: live.markets !== null,
    updatedAt: live.updatedAt,
  }
}

/**
 * Every market's live state: the list and tickers from REST, then the `tickers` channel applied
 * into a Map as batches arrive and read at most once per animation frame. Favourites are the
 * signed-in user's watchlist on the server, or this browser's for a visitor.
 */
export function useMarketListData({
  loggedIn,
  favouritesEnabled = true,
  staleAfterMs = 5000,
  favouritesStorageKey,
  symbols,
  ...props
}: MarketListDataProps): MarketListProps {
  const { client, stream, locale } = useWidgets()
  const [live] = useState<LiveMarkets>(() => ({
    markets: null,
    tickers: new Map(),
    directions: new Map(),
    updatedAt: null,
  }))
  const { view, schedule } = useFrameBatch(live, readMarkets)
  const lastDataAt = useCallback(() => live.updatedAt, [live])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const { favourites, toggle } = useFavourites({
    client,
    loggedIn,
    storageKey: favouritesStorageKey,
  })

  // The stream subscribes first (an effect before the load's), so nothing between the REST
  // answer and the first batch is lost; older REST tickers never overwrite newer stream ones
  // (applyTickerBatch keeps the newest).
  const [attempt, setAttempt] = useState(0)
  useEffect(
    () =>
      subscribeTickers(stream, (batch) => {
        if (applyTickers(live, batch, Date.now())) schedule()
      }),
    [stream, live, schedule, attempt],
  )
  const { failure, retry } = useLoad(
    true,
    useCallback(
      async (signal: AbortSignal) => {
        const [markets, tickers] = await Promise.all([
          client.get('/app/market/list', { signal }),
          client.get('/app/market/tickers', { signal }).catch((): Ticker[] => []),
        ])
        if (signal.aborted) return
        applyTickers(live, tickers, Date.now())
        live.markets = markets
        schedule()
      },
      [client, live, schedule],
    ),
  )
  const onRetry = useCallback(() => {
    setAttempt((n) => n + 1) // subscribes again, as the first load did
    retry()
  }, [retry])

  const markets = useMemo(() => {
    if (!symbols) return view.markets
    const kept = new Set(symbols)
    return view.markets.filter((market) => kept.has(market.symbol))
  }, [view.markets, symbols])

  let status: WidgetStatus = 'ready'
  if (failure) status = 'error'
  else if (!view.ready) status = 'loading'
  else if (markets.length === 0) status = 'empty'
  else if (stale) status = 'stale'

  return {
    ...props,
    markets,
    tickers: view.tickers,
    directions: view.directions,
    favourites: favouritesEnabled ? favourites : undefined,
    onFavouriteToggle: favouritesEnabled ? toggle : undefined,
    status,
    connection,
    updatedAt: view.updatedAt,
    onRetry,
    locale,
  }
}
