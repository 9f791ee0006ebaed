import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from './client'
import { preload, takePreloaded, widgetClient } from './preloadedReads'

const query = { symbol: 'BTCUSDT', interval: '15m' as const, limit: 500 }

afterEach(() => {
  takePreloaded('/app/market/list')
  takePreloaded('/app/market/klines', query)
  vi.restoreAllMocks()
})

describe('preloaded reads', () => {
  it('are handed over once, by path and query in any order', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(['candles'] as never)
    preload('/app/market/klines', query)
    expect(takePreloaded('/app/market/klines', { ...query, symbol: 'ETHUSDT' })).toBeNull()
    const taken = takePreloaded('/app/market/klines', {
      limit: 500,
      interval: '15m',
      symbol: 'BTCUSDT',
    })
    await expect(taken).resolves.toEqual(['candles'])
    expect(takePreloaded('/app/market/klines', query)).toBeNull()
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('are not handed over after ten seconds', () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue([] as never)
    preload('/app/market/list')
    expect(takePreloaded('/app/market/list', undefined, Date.now() + 10_001)).toBeNull()
  })

  it('leave a failure to whoever takes them, without an unhandled rejection', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'))
    preload('/app/market/list')
    await expect(takePreloaded('/app/market/list')).rejects.toThrow('offline')
  })
})

describe('widgetClient', () => {
  it('takes a preloaded read once, then asks the server', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(['early'] as never)
      .mockResolvedValueOnce(['again'] as never)
    preload('/app/market/klines', query)
    await expect(widgetClient.get('/app/market/klines', { params: { query } })).resolves.toEqual([
      'early',
    ])
    await expect(widgetClient.get('/app/market/klines', { params: { query } })).resolves.toEqual([
      'again',
    ])
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('is apiClient for everything else, looked up on each use', () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({} as never)
    void widgetClient.post('/app/user/logout' as never, {} as never)
    expect(post).toHaveBeenCalledTimes(1)
    expect(widgetClient.tokenStore).toBe(apiClient.tokenStore)
  })
})
