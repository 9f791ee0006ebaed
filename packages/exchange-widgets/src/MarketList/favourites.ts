import { storageKey, type ExchangeClient } from '@bourse/api-client'
import { toggleFavourite } from '@bourse/rules'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Where a user's favourite markets are kept. */
export type FavouritesStore = {
  /** The favourites, in the order they were added. */
  load(): Promise<string[]>
  /** Adds or removes one; resolves to the favourites after the change. */
  set(symbol: string, favourite: boolean): Promise<string[]>
}

/** localStorage key of a visitor's favourites, in the Bourse namespace (`bourse:favourites`). */
export const LOCAL_FAVOURITES_KEY = storageKey('favourites')

function readList(storage: Storage | undefined, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/** A visitor's favourites, in this browser's storage (a JSON array of symbols). */
export function localFavourites(
  storage: Storage | undefined,
  key = LOCAL_FAVOURITES_KEY,
): FavouritesStore {
  return {
    load: () => Promise.resolve(readList(storage, key)),
    set(symbol, favourite) {
      const next = toggleFavourite(readList(storage, key), symbol, favourite)
      try {
        storage?.setItem(key, JSON.stringify(next))
      } catch {
        // Storage full or blocked (private mode): the change lasts for this page only.
      }
      return Promise.resolve(next)
    },
  }
}

/** A signed-in user's favourites, kept on the server (`/app/watchlist/*`). */
export function serverFavourites(client: ExchangeClient): FavouritesStore {
  return {
    load: () => client.get('/app/watchlist/list'),
    set: (symbol, favourite) =>
      client.post(favourite ? '/app/watchlist/add' : '/app/watchlist/remove', {
        body: { symbol },
      }),
  }
}

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * The favourites of whoever is using the page: on the server when `loggedIn`, in
 * localStorage otherwise; switching re-reads them from the new place. A toggle shows at once; if
 * the server refuses it (the client reports the failure) the list is read again.
 */
export function useFavourites({
  client,
  loggedIn,
  storageKey = LOCAL_FAVOURITES_KEY,
}: {
  client: ExchangeClient
  loggedIn: boolean
  storageKey?: string
}): {
  favourites: readonly string[]
  toggle: (details: { symbol: string; favourite: boolean }) => void
} {
  const [favourites, setFavourites] = useState<readonly string[]>([])
  const storeRef = useRef<FavouritesStore | null>(null)
  // Answers from a store the page has since switched away from are dropped.
  const generation = useRef(0)

  useEffect(() => {
    const store = loggedIn
      ? serverFavourites(client)
      : localFavourites(browserStorage(), storageKey)
    storeRef.current = store
    const current = ++generation.current
    setFavourites([])
    store.load().then(
      (list) => {
        if (generation.current === current) setFavourites(list)
      },
      () => {
        // Reported by the client; the list stays empty.
      },
    )
  }, [client, loggedIn, storageKey])

  const toggle = useCallback(({ symbol, favourite }: { symbol: string; favourite: boolean }) => {
    const store = storeRef.current
    if (!store) return
    const current = generation.current
    const settle = (list: string[]) => {
      if (generation.current === current) setFavourites(list)
    }
    setFavourites((list) => toggleFavourite(list, symbol, favourite))
    store.set(symbol, favourite).then(settle, () =>
      // Refused (reported by the client): show what the store really holds.
      store.load().then(settle, () => {}),
    )
  }, [])

  return { favourites, toggle }
}
