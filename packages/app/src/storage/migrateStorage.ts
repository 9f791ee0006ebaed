import { storageKey, TICKET_STORAGE_KEY } from '@bourse/api-client'

/**
 * The site's keys before every Bourse key moved under `bourse:` (ADR 0020), and where each went.
 * Only the site may move them: on its own origin `token` was its own. The libraries never read
 * an unprefixed key, since on a host's page it belongs to the host.
 */
export const LEGACY_STORAGE_KEYS: ReadonlyArray<readonly [legacy: string, current: string]> = [
  ['token', TICKET_STORAGE_KEY],
  ['theme', storageKey('theme')],
  ['upDown', storageKey('upDown')],
  ['lang', storageKey('lang')],
  // The market list's LOCAL_FAVOURITES_KEY, written out: importing it would pull the market
  // list's favourites module (and its rules) into the entry chunk (migrateStorage.test.ts).
  ['bourse.favourites', storageKey('favourites')],
]

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) throws on access.
    return undefined
  }
}

/**
 * Moves each legacy key to its namespaced key once, at start, before anything reads storage: a
 * signed-in visitor stays signed in, and keeps their theme, language and favourites. A value
 * already under the new key wins; the legacy key is removed either way.
 */
export function migrateStorage(storage: KeyValueStorage | undefined = defaultStorage()): void {
  if (!storage) return
  for (const [legacy, current] of LEGACY_STORAGE_KEYS) {
    try {
      const value = storage.getItem(legacy)
      if (value === null) continue
      if (storage.getItem(current) === null) storage.setItem(current, value)
      storage.removeItem(legacy)
    } catch {
      // Storage full or blocked: the visitor starts afresh, as with no storage at all.
    }
  }
}
