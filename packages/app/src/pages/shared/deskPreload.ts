import { apiClient } from '../../api/client'
import { preload } from '../../api/preloadedReads'
import { loadLocaleBundle } from '../../i18n/i18n'
import { isWide } from './deskWidth'

/** The market a visitor lands on without `?symbol=`. */
export const DEFAULT_SYMBOL = 'BTCUSDT'

/** The desk's market from a URL's query: `?symbol=`, upper-cased, or the default. */
export const deskSymbol = (search: string): string =>
  (new URLSearchParams(search).get('symbol') ?? DEFAULT_SYMBOL).toUpperCase()

/** The candle chart's first interval on a desk, and how many candles of history it loads. */
export const DESK_CHART = { interval: '15m', limit: 500 } as const

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
 * rendered again. Now the market list and the chart's history are asked for with the page's chunk
 * (and handed to the desk through `widgetClient`), and the panels' chunks
 * and texts as soon as the page's chunk is in, before it renders: the page's chunk, which the
 * first paint waits for, shares the network with nothing but the list. Failures are left to the
 * desk, which loads each part again with its retries.
 */
export function loadDesk<T>(desk: Desk, load: () => Promise<T>): () => Promise<T> {
  return () => {
    preload('/app/market/list')
    // The chart's history of the market in the address (the largest read, and the last area to
    // show): without it the chart asked only once its area had mounted.
    preload('/app/market/klines', { symbol: deskSymbol(location.search), ...DESK_CHART })
    return load().then((module) => {
      preloadPanels(desk)
      return module
    })
  }
}
