import type { MarketInfo } from '@bourse/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../api/client'
import { loadDesk, takePreloadedMarkets } from './deskPreload'

// The panels' chunks are not what this tests: each import resolves to an empty module.
vi.mock('./lazy/CandlePanel', () => ({}))
vi.mock('./lazy/MarketList', () => ({}))
vi.mock('./lazy/TradeTape', () => ({}))
const loaded = vi.hoisted(() => new Set<string>())
vi.mock('../SpotTrading/lazy/OrdersTable', () => {
  loaded.add('orders')
  return {}
})
vi.mock('../FuturesTrading/lazy/Positions', () => ({}))
vi.mock('../../i18n/i18n', () => ({
  loadLocaleBundle: vi.fn((bundle: string) => {
    loaded.add(`texts:${bundle}`)
    return Promise.resolve()
  }),
}))

const markets = [{ symbol: 'BTCUSDT' }] as MarketInfo[]

afterEach(() => {
  takePreloadedMarkets()
  apiClient.tokenStore.clear()
  vi.restoreAllMocks()
})

describe('loadDesk', () => {
  it('asks for the market list with the page, and hands it to the desk once', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(markets as never)
    const page = { Component: () => null }
    const load = vi.fn(() => Promise.resolve(page))
    await expect(loadDesk('spot', load)()).resolves.toBe(page)
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith('/app/market/list')
    await expect(takePreloadedMarkets()).resolves.toBe(markets)
    // A retry asks the server again.
    expect(takePreloadedMarkets()).toBeNull()
  })

  it('does not hand over a list older than ten seconds', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(markets as never)
    await loadDesk('futures', () => Promise.resolve({}))()
    expect(takePreloadedMarkets(Date.now() + 10_001)).toBeNull()
  })

  it('leaves a failed list to the desk, without an unhandled rejection', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'))
    await loadDesk('spot', () => Promise.resolve({}))()
    await expect(takePreloadedMarkets()).rejects.toThrow('offline')
  })

  it('fails as the page does when its chunk fails', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(markets as never)
    await expect(loadDesk('spot', () => Promise.reject(new Error('chunk')))()).rejects.toThrow(
      'chunk',
    )
  })
})

describe('the panels loadDesk asks for', () => {
  // In this order: a module's chunk is fetched once.
  it('leaves out the orders and the account texts for a visitor', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(markets as never)
    await loadDesk('spot', () => Promise.resolve({}))()
    await vi.dynamicImportSettled()
    expect(loaded).toEqual(new Set(['texts:desk']))
  })

  it('adds them when a ticket says the user is signed in', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(markets as never)
    apiClient.tokenStore.set('ticket-1')
    await loadDesk('spot', () => Promise.resolve({}))()
    await vi.dynamicImportSettled()
    expect(loaded).toEqual(new Set(['texts:desk', 'texts:account', 'orders']))
  })
})

describe('takePreloadedMarkets', () => {
  it('is null when no desk asked', () => {
    expect(takePreloadedMarkets()).toBeNull()
  })
})
