import { ApiError, type StreamClient, type StreamClientOptions } from '@bourse/api-client'
import { createMockStream, userFixture } from '@bourse/api-client/mocks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore, loginFlagAtom, userInfoAtom } from '../session/atoms'
import { apiClient } from './client'
import { getSiteStream, setSiteStream, streamUrl } from './stream'

afterEach(() => {
  setSiteStream(null)
  apiClient.tokenStore.clear()
})

describe('streamUrl', () => {
  it.each([
    [{ protocol: 'http:', host: '127.0.0.1:8080' }, 'ws://127.0.0.1:8080/api/ws'],
    [{ protocol: 'https:', host: 'exchange.example' }, 'wss://exchange.example/api/ws'],
    [{ protocol: 'https:', host: 'exchange.example:8443' }, 'wss://exchange.example:8443/api/ws'],
  ])('%j -> %s', (location, expected) => {
    expect(streamUrl(location)).toBe(expected)
  })
})

describe('getSiteStream', () => {
  it('opens one stream for the site, on this host, with the session token', () => {
    const options: StreamClientOptions[] = []
    const create = vi.fn((o: StreamClientOptions): StreamClient => {
      options.push(o)
      return createMockStream()
    })
    setSiteStream(null)
    const first = getSiteStream(create)
    const second = getSiteStream(create)
    expect(second).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
    expect(options[0]?.url).toBe(`ws://${window.location.host}/api/ws`)

    // The token is read at each (re)connect, so a login reaches the next connection.
    expect(options[0]?.getToken?.()).toBeNull()
    apiClient.tokenStore.set('t-123')
    expect(options[0]?.getToken?.()).toBe('t-123')
  })

  it('signs the socket in again when the signed-in user changes, not on every user-info refresh', () => {
    const stream = createMockStream()
    setSiteStream(stream)
    const user = { ...userFixture, id: 7 }
    appStore.set(userInfoAtom, user)
    expect(stream.authentications()).toBe(1)
    appStore.set(userInfoAtom, { ...user, nickName: 'Refreshed' })
    expect(stream.authentications()).toBe(1)
    appStore.set(userInfoAtom, null)
    expect(stream.authentications()).toBe(2)
  })

  it('signs out when the server ends the session of the user stream, and only then', async () => {
    const stream = createMockStream()
    setSiteStream(stream)
    apiClient.tokenStore.set('t-ended')
    appStore.set(userInfoAtom, { ...userFixture, id: 9 })
    appStore.set(loginFlagAtom, 1)
    const get = vi
      .spyOn(apiClient, 'get')
      .mockRejectedValue(new ApiError('login.user.not.login', 'Sign in first', 401))
    try {
      stream.error('ticker:BTCUSDT', 'market.not.found')
      expect(get).not.toHaveBeenCalled()
      stream.error('user', 'login.user.not.login')
      await vi.waitFor(() => expect(appStore.get(userInfoAtom)).toBeNull())
      expect(appStore.get(loginFlagAtom)).toBe(0)
      expect(apiClient.tokenStore.get()).toBeNull()
    } finally {
      get.mockRestore()
    }
  })

  it('closes a replaced stream', () => {
    const old = createMockStream()
    setSiteStream(old)
    setSiteStream(createMockStream())
    expect(old.status()).toBe('closed')
  })
})
