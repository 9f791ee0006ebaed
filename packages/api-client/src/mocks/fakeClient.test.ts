import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { createFakeClient } from './fakeClient'
import { createHandlers, errorResponse } from './handlers'
import { marketsFixture } from './marketFixtures'

describe('createFakeClient', () => {
  it('wraps plain data in the success envelope and records method, path, query, body and ticket', async () => {
    const { client, calls } = createFakeClient({
      '/app/market/tickers': ({ query }) => [{ symbol: query.symbol }],
      '/app/spot/order/history': ({ body }) => ({ list: [], total: 0, ...(body as object) }),
    })
    expect(
      await client.get('/app/market/tickers', { params: { query: { symbol: 'BTCUSDT' } } }),
    ).toEqual([{ symbol: 'BTCUSDT' }])
    expect(
      await client.post('/app/spot/order/history', { body: { pageIndex: 2, pageSize: 20 } }),
    ).toEqual({ list: [], total: 0, pageIndex: 2, pageSize: 20 })
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/app/market/tickers',
        url: 'http://exchange.test/api/app/market/tickers?symbol=BTCUSDT',
        query: { symbol: 'BTCUSDT' },
        body: undefined,
        ticket: 'token-1',
      },
      {
        method: 'POST',
        path: '/app/spot/order/history',
        url: 'http://exchange.test/api/app/spot/order/history',
        query: {},
        body: { pageIndex: 2, pageSize: 20 },
        ticket: 'token-1',
      },
    ])
  })

  it('sends a Response as is, so an error envelope keeps its code and status', async () => {
    const { client } = createFakeClient({
      '/app/spot/order/cancel': () =>
        errorResponse('order.not.cancellable', 409, 'not cancellable'),
    })
    const error = await client.post('/app/spot/order/cancel', { body: { orderId: 'o-1' } }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'order.not.cancellable', status: 409 })
  })

  it('turns a thrown error into a network failure', async () => {
    const { client } = createFakeClient({
      '/app/spot/balances': () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await expect(client.get('/app/spot/balances')).rejects.toMatchObject({ code: 'network.error' })
  })

  it('holds an answer while its handler awaits', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { client } = createFakeClient({
      '/app/market/list': async () => {
        await held
        return marketsFixture
      },
    })
    let settled = false
    const answer = client.get('/app/market/list').then((data) => {
      settled = true
      return data
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    release()
    expect(await answer).toEqual(marketsFixture)
  })

  it('answers 404 not.found for a path without a route, and sends no ticket for a visitor', async () => {
    const { client, calls } = createFakeClient({}, { token: null })
    await expect(client.get('/app/market/list')).rejects.toMatchObject({
      code: 'not.found',
      status: 404,
    })
    expect(calls[0]?.ticket).toBeNull()
  })

  it('passes paths without a route to MSW handlers, under another base URL', async () => {
    const baseUrl = 'http://other.test/prefix'
    const { client, calls } = createFakeClient(
      { '/app/market/list': () => [] },
      { baseUrl, handlers: createHandlers({ baseUrl }) },
    )
    expect(await client.get('/app/market/list')).toEqual([])
    expect(
      await client.get('/app/market/tickers', { params: { query: { symbol: 'ETHUSDT' } } }),
    ).toMatchObject([{ symbol: 'ETHUSDT' }])
    expect(calls.map((c) => c.path)).toEqual(['/app/market/list', '/app/market/tickers'])
  })
})
