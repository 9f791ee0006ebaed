/**
 * Prefix of every key Bourse code keeps in a browser's `localStorage` or `sessionStorage`. The
 * widgets are guests in someone else's page: their keys must never collide with the host's own
 * (a host's `token` is not ours to read, send or delete).
 */
export const STORAGE_NAMESPACE = 'bourse:'

/** The namespaced storage key for `name`: `storageKey('ticket')` is `bourse:ticket`. */
export const storageKey = (name: string): string => `${STORAGE_NAMESPACE}${name}`

/** Where {@link localTokenStore} keeps the session token by default. */
export const TICKET_STORAGE_KEY = storageKey('ticket')

/** Where the session token lives. The client reads it for the `ticket` header. */
export interface TokenStore {
  get(): string | null
  set(token: string): void
  clear(): void
}

/**
 * A token kept in `localStorage` (key `bourse:ticket` by default), so it survives reloads: for a
 * site that owns its origin. Embeds keep the client's default, {@link memoryTokenStore}.
 */
export function localTokenStore(key = TICKET_STORAGE_KEY): TokenStore {
  const storage = (): Storage | undefined => {
    try {
      return globalThis.localStorage
    } catch {
      // Blocked storage (privacy settings, sandboxed frames) throws on access.
      return undefined
    }
  }
  return {
    get: () => storage()?.getItem(key) ?? null,
    set: (token) => storage()?.setItem(key, token),
    clear: () => storage()?.removeItem(key),
  }
}

/**
 * A token kept in memory only: the client's default, for embedded widgets (the host page owns
 * persistence and passes the token in), tests and server-side use.
 */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial
  return {
    get: () => token,
    set: (next) => {
      token = next
    },
    clear: () => {
      token = null
    },
  }
}
