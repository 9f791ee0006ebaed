import type { MarketInfo } from '@bourse/api-client'
import { apiClient } from '../../api/client'
import { loadLocaleBundle } from '../../i18n/i18n'
import { isWide } from './deskWidth'

/** A market list asked for before the desk rendered, and when. */
let preloaded: { markets: Promise<MarketInfo[]>; at: number } | null = null

/** How long a preloaded market list may wait for its desk before it is too old to show. */
const FRESH_MS = 10_000

const ignore = () => undefined

type Desk = 'spot' | 'futures'

/** The chunks and texts of a desk's panels, asked for together. */
function preloadPanels(desk: Desk): void {
  const parts: Promise<unknown>[] = [
    loadLocaleBundle('desk'),
    import('./lazy/MarketList'),
    import('./lazy/TradeTape'),
    // The largest (the chart library), last.
    import('./lazy/CandlePanel'),
  ]
  if (isWide()) parts.unshift(import('./DeskLayout/ResizableDesk'))
  // A visitor's desk shows a prompt to log in where the orders or positions go (a ticket kept
  // from a previous visit says the user is probably signed in).
  if (apiClient.tokenStore.get() !== null) {
    parts.push(
      loadLocaleBundle('account'),
      desk === 'spot'
        ? import('../SpotTrading/lazy/OrdersTable')
        : import('../FuturesTrading/lazy/Positions'),
    )
  }
  for (const part of parts) part.catch(ignore)
}

/**
 * A trading desk's route loader (`route.lazy`) that does not leave the desk's parts to a
 * waterfall. Without it the market list was asked for only once the page's chunk had loaded and
 * rendered, and each panel's chunk only once the market list had arrived and the desk had
 * rendered again. Now the market list is asked for with the page's chunk, and the panels' chunks
 * and texts as soon as the page's chunk is in, before it renders: the page's chunk, which the
 * first paint waits for, shares the network with nothing but the list. Failures are left to the
 * desk, which loads each part again with its retries.
 */
export function loadDesk<T>(desk: Desk, load: () => Promise<T>): () => Promise<T> {
  return () => {
    const markets = apiClient.get('/app/market/list')
    markets.catch(ignore)
    preloaded = { markets, at: Date.now() }
    return load().then((module) => {
      preloadPanels(desk)
      return module
    })
  }
}

/**
 * The market list `loadDesk` asked for, once (a reload asks the server again), or null when
 * there is none or it is too old.
 */
export function takePreloadedMarkets(now = Date.now()): Promise<MarketInfo[]> | null {
  const taken = preloaded
  preloaded = null
  return taken && now - taken.at <= FRESH_MS ? taken.markets : null
}
