import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startWorker, WORKER_READY } from './startWorker'

/** A worker the test drives: it says what the test makes it say, and records `terminate`. */
class FakeWorker extends EventTarget {
  terminated = false
  postMessage() {}
  terminate() {
    this.terminated = true
  }
  say(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
}
const asWorker = (fake: FakeWorker) => fake as unknown as Worker

describe('startWorker', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('resolves with the worker once it posts ready, ignoring other messages before', async () => {
    const fake = new FakeWorker()
    const started = startWorker(() => asWorker(fake))
    fake.say({ id: 1 })
    fake.say(WORKER_READY)
    await expect(started).resolves.toBe(fake)
    expect(fake.terminated).toBe(false)
  })

  it('rejects when the worker cannot be created (a CSP worker-src refusal throws)', async () => {
    await expect(
      startWorker(() => {
        throw new DOMException('Refused by worker-src', 'SecurityError')
      }),
    ).rejects.toThrow('Refused by worker-src')
  })

  it.each(['error', 'messageerror'])(
    'rejects and ends the worker on %s (a 404, or HTML served for the script)',
    async (type) => {
      const fake = new FakeWorker()
      const started = startWorker(() => asWorker(fake))
      const event = new Event(type, { cancelable: true })
      fake.dispatchEvent(event)
      await expect(started).rejects.toThrow(`could not start (${type})`)
      expect(event.defaultPrevented).toBe(true)
      expect(fake.terminated).toBe(true)
    },
  )

  it('rejects and ends a worker that never says ready within the timeout', async () => {
    const fake = new FakeWorker()
    const started = startWorker(() => asWorker(fake), 1000)
    const outcome = started.catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(999)
    expect(fake.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toMatch('did not start within 1000 ms')
    expect(fake.terminated).toBe(true)
    // a late ready changes nothing
    fake.say(WORKER_READY)
    expect(fake.terminated).toBe(true)
  })
})
