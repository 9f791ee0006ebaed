/** Where the session token lives. The client reads it for the `ticket` header. */
export interface TokenStore {
  get(): string | null
  set(token: string): void
  clear(): void
}

/** A token kept in `localStorage` (key `token` by default), so it survives reloads. */
export function localTokenStore(key = 'token'): TokenStore {
  return {
    get: () => globalThis.localStorage?.getItem(key) ?? null,
    set: (token) => globalThis.localStorage?.setItem(key, token),
    clear: () => globalThis.localStorage?.removeItem(key),
  }
}

/** A token kept in memory only (tests, server-side use, embedded widgets without persistence). */
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
