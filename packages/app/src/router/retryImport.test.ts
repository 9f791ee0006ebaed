import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, failedModuleUrl, retryImport } from './retryImport'

/** A fake clock whose sleep advances time instead of waiting. */
function fakeClock() {
  let t = 1_000_000
  return {
    now: () => t,
    sleep: vi.fn(async (ms: number) => {
      t += ms
    }),
  }
}

function memorySession(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  }
}

const chunkError = (url = 'http://127.0.0.1:8080/desktop/assets/Home-abc123.js') =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`)

describe('retryImport', () => {
  it('returns the module at once when the import succeeds', async () => {
    const clock = fakeClock()
    const mod = { Component: 'home' }
    await expect(retryImport(async () => mod, { ...clock })).resolves.toBe(mod)
    expect(clock.sleep).not.toHaveBeenCalled()
  })

  it('retries a failing chunk with a cache-busted URL and backoff', async () => {
    const clock = fakeClock()
    const factory = vi.fn(async () => {
      throw chunkError()
    })
    const importUrl = vi
      .fn<(url: string) => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce('page')
    const result = await retryImport(factory, { ...clock, importUrl, storage: memorySession() })
    expect(result).toBe('page')
    expect(factory).toHaveBeenCalledOnce()
    expect(importUrl).toHaveBeenCalledTimes(2)
    expect(importUrl.mock.calls[0]?.[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/desktop\/assets\/Home-abc123\.js\?retry=\d+$/,
    )
    expect(clock.sleep.mock.calls.map((c) => c[0])).toEqual([500, 1000])
  })

  it('calls the factory again when the error names no URL (Safari)', async () => {
    const clock = fakeClock()
    const factory = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce('page')
    await expect(retryImport(factory, { ...clock, storage: memorySession() })).resolves.toBe('page')
    expect(factory).toHaveBeenCalledTimes(2)
  })

  it('keeps retrying for 120 s, never sleeping past the deadline, then reloads once', async () => {
    const clock = fakeClock()
    const storage = memorySession()
    const reload = vi.fn()
    const factory = vi.fn(async () => {
      throw new Error('offline')
    })
    const started = clock.now()
    const pending = retryImport(factory, { ...clock, storage, reload })
    // The promise never settles once a reload is under way; give the loop time to run.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
    const waited = clock.sleep.mock.calls.reduce((sum, c) => sum + (c[0] as number), 0)
    expect(waited).toBeLessThanOrEqual(120_000)
    expect(waited).toBeGreaterThan(100_000)
    expect(Math.max(...clock.sleep.mock.calls.map((c) => c[0] as number))).toBe(8_000)
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe(String(clock.now()))
    expect(clock.now() - started).toBe(waited)
    void pending
  })

  it('throws instead of reloading again when it reloaded for a chunk a moment ago', async () => {
    const clock = fakeClock()
    const storage = memorySession({ [CHUNK_RELOAD_KEY]: String(clock.now() - 10_000) })
    const reload = vi.fn()
    const error = new Error('still offline')
    await expect(
      retryImport(() => Promise.reject(error), { ...clock, storage, reload, timeoutMs: 2_000 }),
    ).rejects.toBe(error)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('failedModuleUrl', () => {
  it.each([
    [chunkError().message, 'http://127.0.0.1:8080/desktop/assets/Home-abc123.js'],
    [
      'error loading dynamically imported module: https://x.test/desktop/assets/a.js?v=1',
      'https://x.test/desktop/assets/a.js',
    ],
    ['Importing a module script failed.', undefined],
  ])('reads %j', (message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url)
  })
})
