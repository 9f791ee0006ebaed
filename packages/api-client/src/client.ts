import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch'
import type { HttpMethod, PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers'
import { ApiError, clientErrorMessages } from './errors'
import type { ErrorCode, ErrorDetails, paths } from './schema'
import { errorCodeValues } from './schema'
import { memoryTokenStore, type TokenStore } from './tokenStore'

/** Default request time-out: the product's 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000

export type ExchangeClientOptions = {
  /** Site host plus the API prefix. @default '/api' */
  baseUrl?: string
  /**
   * Where the session token lives. In memory by default, so an embedded client never touches the
   * host page's storage; a site that owns its origin passes `localTokenStore()` to keep the
   * sign-in across reloads (under `bourse:ticket`).
   * @default memoryTokenStore()
   */
  tokenStore?: TokenStore
  /** Milliseconds before a call fails with `network.timeout`. @default 30000 */
  timeoutMs?: number
  /** The fetch to use (tests, server-side rendering). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** Called after the server said `login.user.not.login`; the token is already cleared. */
  onLoggedOut?: () => void
  /** Called when the session has expired (`login.session.expired`); the token is already cleared. */
  onSessionExpired?: () => void
  /** Called for every failed call, unless the call asked to be `silent`. */
  onError?: (error: ApiError, context: { path: string; method: string }) => void
}

/** Options every call accepts besides the contract's own parameters and body. */
export type CallOptions = {
  /** Do not report the failure through `onError` (the caller shows it itself). */
  silent?: boolean
  /** Cancel the call. */
  signal?: AbortSignal
}

type Paths = paths
/** The `data` of an operation's success envelope. */
export type ResponseData<P extends keyof Paths, M extends HttpMethod> =
  Paths[P] extends Record<M, infer Op>
    ? SuccessResponseJSON<Op & Record<string | number, unknown>> extends { data: infer D }
      ? D
      : never
    : never

type Init<P extends keyof Paths, M extends HttpMethod> = MaybeOptionalInit<Paths[P], M> &
  CallOptions

export type ExchangeClient = {
  /** Call a GET operation; resolves to the envelope's `data`, rejects with {@link ApiError}. */
  get<P extends PathsWithMethod<Paths, 'get'>>(
    path: P,
    init?: Init<P, 'get'>,
  ): Promise<ResponseData<P, 'get'>>
  /** Call a POST operation; resolves to the envelope's `data`, rejects with {@link ApiError}. */
  post<P extends PathsWithMethod<Paths, 'post'>>(
    path: P,
    init?: Init<P, 'post'>,
  ): Promise<ResponseData<P, 'post'>>
  /** The underlying openapi-fetch client (envelopes not unwrapped). */
  raw: Client<Paths>
  tokenStore: TokenStore
  baseUrl: string
}

const knownCodes = new Set<string>(errorCodeValues)

function isEnvelope(body: unknown): body is { code: string; msg?: string; data?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string'
  )
}

/** Settles with `promise`, or rejects with the abort reason as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(abortReason(signal))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The call was aborted', 'AbortError')
}

/** A fetch that gives up after `timeoutMs`, honouring the caller's own abort signal too. */
function withTimeout(
  fetchImpl: typeof globalThis.fetch,
  timeoutMs: number,
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forward = () => controller.abort()
    request.signal.addEventListener('abort', forward)
    try {
      return await fetchImpl(new Request(request, { signal: controller.signal }))
    } catch (cause) {
      if (timedOut) throw new ApiError('network.timeout', clientErrorMessages['network.timeout'], 0)
      throw cause
    } finally {
      clearTimeout(timer)
      request.signal.removeEventListener('abort', forward)
    }
  }
}

/**
 * The one way Bourse code talks to an exchange server: typed by the contract, sends the `ticket`
 * header, times out after 30 s, unwraps the `{ code, msg, data }` envelope and applies the error
 * catalogue (a `login.user.not.login` answer clears the session; an expired session is reported).
 */
export function createExchangeClient(options: ExchangeClientOptions = {}): ExchangeClient {
  const baseUrl = options.baseUrl ?? '/api'
  const tokenStore = options.tokenStore ?? memoryTokenStore()
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timedFetch = withTimeout(fetchImpl, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const raw = createClient<Paths>({ baseUrl, fetch: (request) => timedFetch(request) })
  raw.use({
    onRequest({ request }) {
      const token = tokenStore.get()
      if (token) request.headers.set('ticket', token)
      return request
    },
  })

  function fail(error: ApiError, method: string, path: string, silent: boolean | undefined): never {
    if (error.code === 'login.user.not.login') {
      tokenStore.clear()
      options.onLoggedOut?.()
    } else if (error.code === 'login.session.expired') {
      tokenStore.clear()
      options.onSessionExpired?.()
    }
    if (!silent) options.onError?.(error, { path, method })
    throw error
  }

  async function call(
    method: 'get' | 'post',
    path: string,
    init: (CallOptions & object) | undefined,
  ) {
    const { silent, ...rest } = init ?? {}
    let result: { data?: unknown; error?: unknown; response: Response }
    try {
      const request = raw.request as unknown as (
        m: string,
        p: string,
        i: object,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>
      result = await abortable(request(method, path, rest), init?.signal)
    } catch (cause) {
      // A call the caller cancelled is not a failure to report: rethrow the AbortError as is.
      if (init?.signal?.aborted) throw cause
      const error =
        cause instanceof ApiError
          ? cause
          : new ApiError('network.error', clientErrorMessages['network.error'], 0)
      return fail(error, method, path, silent)
    }
    const body = result.data ?? result.error
    const status = result.response.status
    if (!isEnvelope(body)) {
      return fail(new ApiError('system.error', 'ERROR', status), method, path, silent)
    }
    if (body.code === 'success') {
      // Both sign-ins answer a ticket: with the password, and with a passkey.
      if (path === '/oauth/token' || path === '/app/account/passkey/login') {
        const data = body.data as { token?: string } | null
        if (data?.token) tokenStore.set(data.token)
      }
      if (path === '/app/account/logout') tokenStore.clear()
      return body.data
    }
    const code = (knownCodes.has(body.code) ? body.code : 'system.error') as ErrorCode
    const details = (body.data ?? undefined) as ErrorDetails | undefined
    if (path === '/app/account/logout') tokenStore.clear()
    return fail(new ApiError(code, body.msg || 'ERROR', status, details), method, path, silent)
  }

  return {
    get: ((path: string, init?: CallOptions) => call('get', path, init)) as ExchangeClient['get'],
    post: ((path: string, init?: CallOptions) =>
      call('post', path, init)) as ExchangeClient['post'],
    raw,
    tokenStore,
    baseUrl,
  }
}
