import { getResponse, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw'
import { createExchangeClient, type ExchangeClient } from '../client'
import type { paths } from '../schema'
import { memoryTokenStore } from '../tokenStore'
import { errorResponse, successEnvelope } from './handlers'

/** What a route handler of {@link createFakeClient} is given. */
export type FakeRequest = {
  /** The parsed JSON body (`undefined` when the request has none). */
  body: unknown
  /** The query string as a plain object. */
  query: Record<string, string>
  /** The request itself (an unread clone). */
  request: Request
}

/**
 * Answers one API path: plain data is wrapped in the success envelope, a `Response` (such as
 * `errorResponse(code, status)`) is sent as is, and a thrown error reaches the client as a
 * network failure. It may await, to hold an answer back.
 */
export type FakeRoute = (request: FakeRequest) => unknown

/** Route handlers by contract path (`'/app/spot/balances'`), without the base URL. */
export type FakeRoutes = { [P in keyof paths]?: FakeRoute }

/** One request the fake client received. */
export type FakeCall = {
  method: string
  /** The contract path, without the base URL. */
  path: string
  /** The full URL, query included. */
  url: string
  query: Record<string, string>
  body: unknown
  /** The `ticket` header (the session token), or null for a visitor. */
  ticket: string | null
}

export type FakeClientOptions = {
  /** The session token the client sends; null for a visitor. @default 'token-1' */
  token?: string | null
  /** @default 'http://exchange.test/api' */
  baseUrl?: string
  /**
   * MSW handlers that answer the paths no route answers (such as `createHandlers({ baseUrl })`),
   * without starting an MSW server.
   */
  handlers?: RequestHandler[]
}

/**
 * A real {@link ExchangeClient} whose fetch answers from `routes` and records every call, for
 * unit tests of connected widgets and hooks. Unknown paths answer 404 `not.found`.
 *
 * @example
 * const { client, calls } = createFakeClient({
 *   '/app/spot/balances': () => spotBalancesFixture,
 *   '/app/spot/order/place': () => errorResponse('balance.insufficient', 422),
 * })
 */
export function createFakeClient(
  routes: FakeRoutes,
  options: FakeClientOptions = {},
): { client: ExchangeClient; calls: FakeCall[] } {
  const baseUrl = options.baseUrl ?? 'http://exchange.test/api'
  const prefix = new URL(baseUrl, 'http://localhost').pathname.replace(/\/$/, '')
  const calls: FakeCall[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname
    const query = Object.fromEntries(url.searchParams)
    const text = await request.clone().text()
    const body: unknown = text ? JSON.parse(text) : undefined
    calls.push({
      method: request.method,
      path,
      url: request.url,
      query,
      body,
      ticket: request.headers.get('ticket'),
    })
    const route = (routes as Record<string, FakeRoute | undefined>)[path]
    if (route) {
      const answer = await route({ body, query, request: request.clone() })
      return answer instanceof Response
        ? answer
        : HttpResponse.json(successEnvelope(answer) as JsonBodyType)
    }
    const fallback = options.handlers && (await getResponse(options.handlers, request))
    return fallback ?? errorResponse('not.found', 404, `No route for ${path}`)
  }
  const client = createExchangeClient({
    baseUrl,
    tokenStore: memoryTokenStore(options.token === undefined ? 'token-1' : options.token),
    fetch,
  })
  return { client, calls }
}
