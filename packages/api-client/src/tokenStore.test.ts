import { afterEach, describe, expect, it, vi } from 'vitest'
import { createExchangeClient } from './client'
import { recordingStorage } from './mocks'
import type { TokenStore } from './tokenStore'
import { localTokenStore, STORAGE_NAMESPACE, TICKET_STORAGE_KEY } from './tokenStore'

const BASE = 'http://exchange.test/api'

/** A server that signs in, answers user info to a ticket and signs out; records every ticket. */
function fakeFetch() {
  const tickets: (string | null)[] = []
  const envelope = (code: string, data: unknown, status = 200) =>
    Response.json({ code, msg: code, data }, { status })
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const ticket = request.headers.get('ticket')
    tickets.push(ticket)
    const path = new URL(request.url).pathname.replace('/api', '')
    if (path === '/oauth/token') return Promise.resolve(envelope('success', { token: 'ours' }))
    if (path === '/app/account/logout') return Promise.resolve(envelope('success', null))
    if (ticket === 'ours') return Promise.resolve(envelope('success', { nickName: 'x' }))
    return Promise.resolve(envelope('login.user.not.login', null, 401))
  }
  return { fetch, tickets }
}

/** Signs in, reads, signs out, then meets a 401 (which clears the token): every token path. */
async function session(tokenStore: TokenStore | undefined) {
  const server = fakeFetch()
  const client = createExchangeClient({ baseUrl: BASE, fetch: server.fetch, tokenStore })
  const quietly = { silent: true }
  await client.get('/app/account/getUserInfo', quietly).catch(() => undefined)
  await client.post('/oauth/token', { body: { username: 'a@b.co', password: 'Secret123' } })
  await client.get('/app/account/getUserInfo', quietly)
  await client.post('/app/account/logout', quietly)
  await client.get('/app/account/getUserInfo', quietly).catch(() => undefined)
  return { client, tickets: server.tickets }
}

afterEach(() => vi.unstubAllGlobals())

describe('token stores', () => {
  it('keeps an embedded client’s token in memory: the host’s storage is never touched', async () => {
    const storage = recordingStorage({ token: 'host-secret' })
    vi.stubGlobal('localStorage', storage)
    const { tickets } = await session(undefined)
    expect(tickets).toEqual([null, null, 'ours', 'ours', null])
    expect(storage.touched).toEqual([])
    expect(storage.getItem('token')).toBe('host-secret')
  })

  it('keeps the site’s token under bourse:ticket and never reads, sends or deletes the host’s token', async () => {
    const storage = recordingStorage({ token: 'host-secret' })
    vi.stubGlobal('localStorage', storage)
    const { tickets } = await session(localTokenStore())
    expect(tickets).not.toContain('host-secret')
    expect(tickets).toEqual([null, null, 'ours', 'ours', null])
    expect(storage.touched.length).toBeGreaterThan(0)
    expect(storage.touched.every((key) => key.startsWith(STORAGE_NAMESPACE))).toBe(true)
    expect(storage.getItem('token')).toBe('host-secret')
    expect(storage.getItem(TICKET_STORAGE_KEY)).toBeNull()
  })

  it('names every key it uses under the bourse: namespace', () => {
    expect(STORAGE_NAMESPACE).toBe('bourse:')
    expect(TICKET_STORAGE_KEY).toBe('bourse:ticket')
  })

  it('works without storage (blocked by the browser) as signed out', () => {
    vi.stubGlobal('localStorage', undefined)
    const store = localTokenStore()
    expect(store.get()).toBeNull()
    expect(() => store.set('t')).not.toThrow()
  })
})
