import { storageKey } from '@bourse/api-client'

/** How long a page chunk may keep failing before the page reloads once (spec §9: 120 s). */
export const CHUNK_RETRY_TIMEOUT_MS = 120_000

/** sessionStorage key holding when the last chunk-failure reload happened. */
export const CHUNK_RELOAD_KEY = storageKey('chunkReloadAt')

/** A second reload within this window is not attempted: the error goes to the route instead. */
const RELOAD_GUARD_MS = 5 * 60_000

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>

export type RetryImportOptions<T> = {
  /** Total time to keep retrying. @default 120000 */
  timeoutMs?: number
  /** First wait between attempts; doubles each time up to `maxDelayMs`. @default 500 */
  initialDelayMs?: number
  /** @default 8000 */
  maxDelayMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  /** The one full reload after the time-out. @default location.reload */
  reload?: () => void
  storage?: SessionLike | undefined
  /**
   * Imports a module by URL. Browsers remember a failed module fetch, so retries import the
   * failing URL with a cache-busting query instead of calling the factory again.
   */
  importUrl?: (url: string) => Promise<T>
}

const moduleUrlPattern = /(https?:\/\/[^\s'"()]+?\.m?js)(?:[?#][^\s'"()]*)?/

/** The module URL a dynamic-import error names, when the browser names one (Chrome, Firefox). */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error)
  return moduleUrlPattern.exec(message)?.[1]
}

function defaultSession(): SessionLike | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

const never = <T>() => new Promise<T>(() => undefined)

/**
 * Loads a lazily imported page chunk, retrying quietly with backoff (a deploy or a flaky network
 * should not bother the user). After `timeoutMs` without success the page reloads once; if the
 * chunk still fails after that reload, the error is thrown to the route's error element.
 */
export async function retryImport<T>(
  factory: () => Promise<T>,
  options: RetryImportOptions<T> = {},
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_RETRY_TIMEOUT_MS
  const maxDelayMs = options.maxDelayMs ?? 8_000
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const storage = 'storage' in options ? options.storage : defaultSession()
  const importUrl =
    options.importUrl ?? ((url: string) => import(/* @vite-ignore */ url) as Promise<T>)

  const started = now()
  let delay = options.initialDelayMs ?? 500
  let attempt = 0
  let lastError: unknown
  for (;;) {
    try {
      const url = attempt > 0 ? failedModuleUrl(lastError) : undefined
      const separator = url?.includes('?') ? '&' : '?'
      return await (url ? importUrl(`${url}${separator}retry=${now()}`) : factory())
    } catch (error) {
      lastError = error
    }
    attempt += 1
    if (now() - started + delay > timeoutMs) break
    await sleep(delay)
    delay = Math.min(delay * 2, maxDelayMs)
  }

  const reloadedAt = Number(storage?.getItem(CHUNK_RELOAD_KEY) ?? 0)
  if (storage && now() - reloadedAt > RELOAD_GUARD_MS) {
    storage.setItem(CHUNK_RELOAD_KEY, String(now()))
    ;(options.reload ?? (() => globalThis.location.reload()))()
    return never<T>()
  }
  throw lastError
}
