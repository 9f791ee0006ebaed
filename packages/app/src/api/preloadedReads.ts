import type { ExchangeClient } from '@bourse/api-client'
import { apiClient } from './client'

type Query = Record<string, string | number>

/** Public reads asked for before the page that shows them rendered, by path and query, and when. */
const preloaded = new Map<string, { read: Promise<unknown>; at: number }>()

/** How long a preloaded read may wait for its page before it is too old to show. */
const FRESH_MS = 10_000

const keyOf = (path: string, query: Query | undefined) =>
  query === undefined
    ? path
    : `${path}?${Object.keys(query)
        .sort()
        .map((name) => `${name}=${String(query[name])}`)
        .join('&')}`

/** Asks for a public read now, for a page about to render (see `widgetClient`). */
export function preload(path: string, query?: Query): void {
  const read = (apiClient.get as (path: string, init?: object) => Promise<unknown>)(
    path,
    query === undefined ? undefined : { params: { query } },
  )
  read.catch(() => undefined)
  preloaded.set(keyOf(path, query), { read, at: Date.now() })
}

/**
 * The read `preload` asked for with this path and query, once (a reload asks the server again),
 * or null when there is none or it is too old.
 */
export function takePreloaded(
  path: string,
  query?: Query,
  now = Date.now(),
): Promise<unknown> | null {
  const key = keyOf(path, query)
  const taken = preloaded.get(key)
  preloaded.delete(key)
  return taken && now - taken.at <= FRESH_MS ? taken.read : null
}

/**
 * The site's client as the widgets get it (`WidgetsProvider`): a GET that `preload` asked for
 * early (a desk's route asks for its market list and chart history with its chunk) is handed over once, fresh; everything else is `apiClient` itself (looked up on each use).
 */
export const widgetClient: ExchangeClient = new Proxy(apiClient, {
  get(target, property, receiver) {
    if (property !== 'get') return Reflect.get(target, property, receiver) as unknown
    return ((path: string, init?: { params?: { query?: Query } }) =>
      takePreloaded(path, init?.params?.query) ??
      (target.get as (path: string, init?: object) => Promise<unknown>)(
        path,
        init,
      )) as ExchangeClient['get']
  },
})
