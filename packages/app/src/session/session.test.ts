import { createExchangeClient, memoryTokenStore, type UserInfo } from '@bourse/api-client'
import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { loginFlagAtom, sessionExpiredAtom, userInfoAtom } from './atoms'
import { clearSession, expireSession, logout, refreshUserInfo, setLoggedIn } from './session'

const user: UserInfo = {
  id: 7,
  username: 'trader@example.com',
  nickName: 'Trader7',
  inviteCode: 'AB12CD',
  safetyLevel: 'low',
  userType: 3,
  creditScore: 100,
  realNameStatus: 'not_certified',
  frozen: false,
  hasFundPassword: false,
  hasAuthenticator: false,
  hasPasskey: false,
  antiPhishing: null,
  createdAt: 1_700_000_000_000,
}

type Answer = { status: number; body: unknown } | Error

/** A client whose fetch answers from a queue and records what was asked. */
function setup(answers: Answer[], token: string | null = 'tok-1') {
  const calls: { url: string; ticket: string | null }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request
    calls.push({ url: new URL(request.url).pathname, ticket: request.headers.get('ticket') })
    const answer = answers.shift()
    if (!answer) throw new Error('unexpected call')
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  const onError = vi.fn()
  const client = createExchangeClient({
    baseUrl: 'http://bourse.test/api',
    tokenStore: memoryTokenStore(token),
    fetch,
    onError,
  })
  return { client, store: createStore(), calls, onError }
}

const ok = (data: unknown) => ({ status: 200, body: { code: 'success', msg: 'ok', data } })
const notLoggedIn = {
  status: 401,
  body: { code: 'login.user.not.login', msg: 'Not logged in', data: null },
}

describe('session', () => {
  it('sets the user and login flag 1 after a successful user-info call, sending the ticket', async () => {
    const { client, store, calls, onError } = setup([ok(user)])
    await expect(refreshUserInfo(client, store)).resolves.toEqual(user)
    expect(store.get(userInfoAtom)).toEqual(user)
    expect(store.get(loginFlagAtom)).toBe(1)
    expect(calls).toEqual([{ url: '/api/app/account/getUserInfo', ticket: 'tok-1' }])
    expect(onError).not.toHaveBeenCalled()
  })

  it('skips the call and stays logged out without a token', async () => {
    const { client, store, calls } = setup([], null)
    await expect(refreshUserInfo(client, store)).resolves.toBeNull()
    expect(calls).toHaveLength(0)
    expect(store.get(loginFlagAtom)).toBe(0)
  })

  it('logs out and removes the token on login.user.not.login, without a toast', async () => {
    const { client, store, onError } = setup([notLoggedIn])
    setLoggedIn(store, user)
    await expect(refreshUserInfo(client, store)).resolves.toBeNull()
    expect(store.get(userInfoAtom)).toBeNull()
    expect(store.get(loginFlagAtom)).toBe(0)
    expect(client.tokenStore.get()).toBeNull()
    expect(onError).not.toHaveBeenCalled()
  })

  it('keeps the session when the network fails', async () => {
    const { client, store } = setup([new TypeError('Failed to fetch')])
    setLoggedIn(store, user)
    await expect(refreshUserInfo(client, store)).resolves.toEqual(user)
    expect(store.get(loginFlagAtom)).toBe(1)
    expect(client.tokenStore.get()).toBe('tok-1')
  })

  it('logout calls the server, clears everything and replaces the page with /login?statusType=0', async () => {
    const { client, store, calls } = setup([ok(null)])
    setLoggedIn(store, user)
    const navigate = vi.fn()
    await logout(client, store, navigate)
    expect(calls.map((c) => c.url)).toEqual(['/api/app/account/logout'])
    expect(store.get(userInfoAtom)).toBeNull()
    expect(store.get(loginFlagAtom)).toBe(0)
    expect(client.tokenStore.get()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login?statusType=0', { replace: true })
  })

  it('logout still ends the local session when the server cannot be reached', async () => {
    const { client, store } = setup([new TypeError('Failed to fetch')])
    setLoggedIn(store, user)
    const navigate = vi.fn()
    await logout(client, store, navigate)
    expect(store.get(loginFlagAtom)).toBe(0)
    expect(client.tokenStore.get()).toBeNull()
    expect(navigate).toHaveBeenCalledWith('/login?statusType=0', { replace: true })
  })

  it('an expired session clears the user and raises the alert', () => {
    const store = createStore()
    setLoggedIn(store, user)
    expireSession(store)
    expect(store.get(loginFlagAtom)).toBe(0)
    expect(store.get(sessionExpiredAtom)).toBe(true)
    clearSession(store)
    expect(store.get(userInfoAtom)).toBeNull()
  })
})
