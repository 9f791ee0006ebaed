import { createHandlers, userFixture } from '@bourse/api-client/mocks'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { appStore, loginFlagAtom, userInfoAtom } from '../session/atoms'
import { clearSession } from '../session/session'
import { rootLoader, shouldRevalidateRoot } from './rootLoader'

const server = setupServer(...createHandlers())
const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  calls.length = 0
  localStorage.clear()
  clearSession(appStore)
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const args = (path: string) =>
  ({
    request: new Request(new URL(path, window.location.href)),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs

describe('rootLoader', () => {
  it('calls getUserInfo before a route change and sets the session', async () => {
    localStorage.setItem('bourse:ticket', 'tok')
    await rootLoader(args('/quotation'))
    expect(calls).toEqual(['/api/app/account/getUserInfo'])
    expect(appStore.get(loginFlagAtom)).toBe(1)
    expect(appStore.get(userInfoAtom)?.nickName).toBe(userFixture.nickName)
  })

  it('does not call it on /login', async () => {
    localStorage.setItem('bourse:ticket', 'tok')
    await rootLoader(args('/login?statusType=0'))
    expect(calls).toEqual([])
  })

  it('does not call it without a token', async () => {
    await rootLoader(args('/'))
    expect(calls).toEqual([])
    expect(appStore.get(loginFlagAtom)).toBe(0)
  })

  it('logs out and drops the token when the server says not logged in', async () => {
    server.use(...createHandlers({ user: null }))
    localStorage.setItem('bourse:ticket', 'stale')
    await rootLoader(args('/myassets'))
    expect(appStore.get(loginFlagAtom)).toBe(0)
    expect(localStorage.getItem('bourse:ticket')).toBeNull()
  })
})

describe('shouldRevalidateRoot', () => {
  const url = (path: string) => new URL(path, 'https://bourse.example')
  it.each([
    ['/quotation', '/myassets', false, true],
    ['/currencyTransaction?symbol=BTCUSDT', '/contractTransaction?symbol=BTCUSDT', false, true],
    ['/noticeList?pageIndex=1', '/noticeList?pageIndex=2', true, false],
    ['/currencyTransaction?symbol=BTCUSDT', '/currencyTransaction?symbol=ETHUSDT', true, false],
    ['/myassets', '/myassets?tab=spot', true, false],
    ['/helpCenter', '/helpCenter#fees', true, false],
    // The same URL: a revalidation the page asked for, or a click on the current link.
    ['/myassets', '/myassets', true, true],
    ['/myassets', '/myassets', false, false],
  ])('%s -> %s (default %s): %s', (from, to, defaultShouldRevalidate, expected) => {
    expect(
      shouldRevalidateRoot({ currentUrl: url(from), nextUrl: url(to), defaultShouldRevalidate }),
    ).toBe(expected)
  })
})
