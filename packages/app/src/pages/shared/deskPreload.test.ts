import type { MarketInfo } from '@bourse/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../api/client'
import { loadDesk, takePreloadedMarkets } from './deskPreload'

// The panels' chunks are not what this tests: each import resolves to an empty module.
vi.mock('./lazy/CandlePanel', () => ({}))
vi.mock('./lazy/MarketList', () => ({}))
vi.mock('./lazy/TradeTape', () => ({}))
vi.mock('../SpotTrading/lazy/OrdersTable', () => ({}))
vi.mock('../FuturesTrading/lazy/Positions', () => ({}))
vi.mock('../../i18n/i18n', () => ({ loadLocaleBundle: vi.fn(() => Promise.resolve()) }))

const markets = [{ symbol: 'BTCUSDT' }] as MarketInfo[]

afterEach(() => {
  takePreloadedMarkets()
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

describe('takePreloadedMarkets', () => {
  it('is null when no desk asked', () => {
    expect(takePreloadedMarkets()).toBeNull()
  })
})
