import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createExchangeClient } from './client'
import { ApiError } from './errors'
import { createHandlers, errorResponse, userFixture } from './mocks'
import { memoryTokenStore } from './tokenStore'

const BASE = 'http://exchange.test/api'
const server = setupServer(...createHandlers({ baseUrl: BASE }))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function makeClient(token: string | null = 'T1') {
  const tokenStore = memoryTokenStore(token)
  const onLoggedOut = vi.fn()
  const onSessionExpired = vi.fn()
  const onError = vi.fn()
  const client = createExchangeClient({
    baseUrl: BASE,
    tokenStore,
    onLoggedOut,
    onSessionExpired,
    onError,
  })
  return { client, tokenStore, onLoggedOut, onSessionExpired, onError }
}

describe('createExchangeClient', () => {
  it('sends the stored token in the ticket header and unwraps the envelope', async () => {
    let ticket: string | null = null
    server.use(
      http.get(`${BASE}/app/account/getUserInfo`, ({ request }) => {
        ticket = request.headers.get('ticket')
        return HttpResponse.json({ code: 'success', msg: 'success', data: userFixture })
      }),
    )
    const { client } = makeClient('abc')
    const user = await client.get('/app/account/getUserInfo')
    expect(ticket).toBe('abc')
    expect(user.nickName).toBe('Demo Trader')
  })

  it('sends no ticket header without a token', async () => {
    let had = true
    server.use(
      http.post(`${BASE}/app/product/coinList`, ({ request }) => {
        had = request.headers.has('ticket')
        return HttpResponse.json({ code: 'success', msg: 'success', data: [] })
      }),
    )
    const { client } = makeClient(null)
    await client.post('/app/product/coinList', { body: { pageIndex: 1, pageSize: 100 } })
    expect(had).toBe(false)
  })

  it('stores the token a login returns and clears it on logout', async () => {
    const { client, tokenStore } = makeClient(null)
    await client.post('/oauth/token', {
      body: { username: 'demo@bourse.local', password: 'Demo1234' },
    })
    expect(tokenStore.get()).toBe('mock-token')
    await client.post('/app/account/logout')
    expect(tokenStore.get()).toBeNull()
  })

  it('stores the token a passkey sign-in returns', async () => {
    const { client, tokenStore } = makeClient(null)
    await client.post('/app/account/passkey/login', {
      body: {
        challengeId: 'mock-challenge',
        response: { id: 'a', rawId: 'a', type: 'public-key', response: {} },
      },
    })
    expect(tokenStore.get()).toBe('mock-token')
  })

  it.each([
    ['login.user.not.login', 401, { token: null, loggedOut: 1, expired: 0 }],
    ['login.session.expired', 401, { token: null, loggedOut: 0, expired: 1 }],
    ['account.not.found', 404, { token: 'T1', loggedOut: 0, expired: 0 }],
    ['rate.limited', 429, { token: 'T1', loggedOut: 0, expired: 0 }],
  ] as const)('applies the catalogue to %s', async (code, status, expected) => {
    server.use(
      http.get(`${BASE}/app/account/getUserInfo`, () => errorResponse(code, status, 'msg')),
    )
    const { client, tokenStore, onLoggedOut, onSessionExpired, onError } = makeClient()
    const error = await client.get('/app/account/getUserInfo').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code, status })
    expect(tokenStore.get()).toBe(expected.token)
    expect(onLoggedOut).toHaveBeenCalledTimes(expected.loggedOut)
    expect(onSessionExpired).toHaveBeenCalledTimes(expected.expired)
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('keeps field errors and retryAfter from the server', async () => {
    server.use(
      http.post(`${BASE}/app/account/sendCode`, () =>
        errorResponse('verify.code.too.frequent', 429, 'wait', { retryAfter: 42 }),
      ),
      http.post(`${BASE}/app/account/register`, () =>
        errorResponse('request.invalid', 400, 'bad', {
          fields: [{ field: 'body.password', code: 'password.weak' }],
        }),
      ),
    )
    const { client } = makeClient()
    const a = (await client
      .post('/app/account/sendCode', {
        body: { accountType: 'email', account: 'a@b.co', purpose: 'register' },
      })
      .catch((e: unknown) => e)) as ApiError
    expect(a.details?.retryAfter).toBe(42)
    const b = (await client
      .post('/app/account/register', {
        body: {
          accountType: 'email',
          account: 'a@b.co',
          password: 'x',
          confirmPassword: 'x',
          verifyCode: '123456',
          agreement: true,
        },
      })
      .catch((e: unknown) => e)) as ApiError
    expect(b.fieldErrors()).toEqual({ password: 'password.weak' })
  })

  it('does not report a silent call through onError', async () => {
    server.use(
      http.get(`${BASE}/app/systemConfig/getByKey`, () => errorResponse('config.key.unknown', 404)),
    )
    const { client, onError } = makeClient()
    await expect(
      client.get('/app/systemConfig/getByKey', {
        params: { query: { key: 'custom_line' } },
        silent: true,
      }),
    ).rejects.toMatchObject({ code: 'config.key.unknown' })
    expect(onError).not.toHaveBeenCalled()
  })

  it('turns an answer that is not an envelope into system.error', async () => {
    server.use(
      http.get(
        `${BASE}/app/account/getUserInfo`,
        () => new HttpResponse('<html>oops</html>', { status: 502 }),
      ),
    )
    const { client } = makeClient()
    await expect(client.get('/app/account/getUserInfo')).rejects.toMatchObject({
      code: 'system.error',
      status: 502,
    })
  })

  it('maps an unknown server code to system.error', async () => {
    server.use(
      http.get(`${BASE}/app/account/getUserInfo`, () =>
        HttpResponse.json({ code: 'made.up', msg: 'x', data: null }, { status: 400 }),
      ),
    )
    const { client } = makeClient()
    await expect(client.get('/app/account/getUserInfo')).rejects.toMatchObject({
      code: 'system.error',
    })
  })

  it('fails with "Network timeout" when the server does not answer in time', async () => {
    const hang: typeof fetch = (input) =>
      new Promise((_, reject) => {
        const signal = input instanceof Request ? input.signal : undefined
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    const onError = vi.fn()
    const client = createExchangeClient({
      baseUrl: BASE,
      fetch: hang,
      timeoutMs: 20,
      tokenStore: memoryTokenStore(),
      onError,
    })
    const error = await client.get('/app/account/getUserInfo').catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'network.timeout', message: 'Network timeout', status: 0 })
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('does not report a call the caller aborted', async () => {
    server.use(
      http.get(`${BASE}/app/account/getUserInfo`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ code: 'success', msg: 'success', data: userFixture })
      }),
    )
    const { client, onError } = makeClient()
    const controller = new AbortController()
    const call = client.get('/app/account/getUserInfo', { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(onError).not.toHaveBeenCalled()
  })

  it('reports a network failure as network.error', async () => {
    const broken: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    const client = createExchangeClient({
      baseUrl: BASE,
      fetch: broken,
      tokenStore: memoryTokenStore(),
    })
    await expect(client.get('/app/account/getUserInfo')).rejects.toMatchObject({
      code: 'network.error',
    })
  })
})
