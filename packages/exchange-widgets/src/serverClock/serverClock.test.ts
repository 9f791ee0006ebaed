import { describe, expect, it, vi } from 'vitest'
import { createServerClock, estimateOffset, roundTripSample } from './serverClock'
import { syncServerClock } from './syncServerClock'

const HOUR = 3_600_000
const SERVER_AT = Date.UTC(2026, 10, 27, 12, 0, 0)

/**
 * Round trips against a server whose clock reads `device + offset`: each trip is sent at
 * `at`, spends `up` ms on the way there and `down` on the way back.
 */
function trips(offset: number, legs: readonly (readonly [up: number, down: number])[]) {
  let at = SERVER_AT - offset
  return legs.map(([up, down]) => {
    const sentAt = at
    const serverTime = sentAt + up + offset
    const receivedAt = sentAt + up + down
    at = receivedAt + 1000
    return [sentAt, serverTime, receivedAt] as const
  })
}

describe('estimateOffset', () => {
  it.each([
    ['device an hour ahead', -HOUR, [[20, 20]], -HOUR],
    ['device an hour behind', HOUR, [[20, 20]], HOUR],
    ['device on time', 0, [[5, 5]], 0],
    // Lopsided trips are off by half their asymmetry; the fastest ones are kept, slow ones are not.
    [
      'jittery trips, an hour behind',
      HOUR,
      [
        [15, 15],
        [400, 20],
        [20, 20],
        [10, 900],
        [18, 12],
      ],
      HOUR,
    ],
    [
      'jittery trips, an hour ahead',
      -HOUR,
      [
        [1500, 30],
        [25, 25],
        [30, 1200],
        [20, 30],
      ],
      -HOUR,
    ],
    ['one slow trip only: its midpoint', 30_000, [[900, 100]], 30_400],
  ] as const)('%s', (_name, offset, legs, expected) => {
    const samples = trips(offset, legs).map(([s, t, r]) => roundTripSample(s, t, r))
    const estimate = estimateOffset(samples) as number
    // Within 10 ms of the truth (a lopsided fast trip is off by half its asymmetry).
    expect(Math.abs(estimate - expected)).toBeLessThanOrEqual(10)
  })

  it('is null without samples', () => {
    expect(estimateOffset([])).toBeNull()
  })
})

describe('createServerClock', () => {
  const deviceClock = (start: number) => {
    let t = start
    return { now: () => t, advance: (ms: number) => (t += ms) }
  }

  it('reads the device clock until it learns, then the server clock', () => {
    const device = deviceClock(SERVER_AT + HOUR)
    const clock = createServerClock({ deviceNow: device.now })
    expect(clock.now()).toBe(SERVER_AT + HOUR)
    expect(clock.synced()).toBe(false)
    clock.addRoundTrip(device.now() - 40, SERVER_AT - 20, device.now())
    expect(clock.synced()).toBe(true)
    expect(clock.offset()).toBe(-HOUR)
    expect(clock.now()).toBe(SERVER_AT)
  })

  it('uses stream stamps as a lower bound until a round trip measures', () => {
    const clock = createServerClock({ deviceNow: () => SERVER_AT })
    clock.addServerStamp(SERVER_AT + HOUR - 30, SERVER_AT)
    clock.addServerStamp(SERVER_AT + HOUR - 5, SERVER_AT + 10)
    expect(clock.offset()).toBe(HOUR - 15)
    clock.addRoundTrip(SERVER_AT, SERVER_AT + HOUR + 10, SERVER_AT + 20)
    expect(clock.offset()).toBe(HOUR)
  })

  it('starts again when the server clock steps forward (a demo clock moved a day)', () => {
    const clock = createServerClock({ deviceNow: () => SERVER_AT })
    const resync = vi.fn()
    const changed = vi.fn()
    clock.onResyncNeeded(resync)
    clock.subscribe(changed)
    for (const [s, t, r] of trips(0, [
      [10, 10],
      [9, 9],
    ]))
      clock.addRoundTrip(s, t, r)
    expect(clock.offset()).toBe(0)
    // Stamps a few ms late are what a stream always shows: nothing to do.
    clock.addServerStamp(SERVER_AT - 15, SERVER_AT)
    expect(resync).not.toHaveBeenCalled()
    // The server is now a day later.
    const DAY = 24 * HOUR
    clock.addServerStamp(SERVER_AT + DAY - 15, SERVER_AT)
    expect(resync).toHaveBeenCalledTimes(1)
    expect(clock.offset()).toBe(DAY - 15)
    expect(changed).toHaveBeenCalled()
    // A round trip a day later replaces the old readings rather than averaging with them.
    clock.addRoundTrip(SERVER_AT, SERVER_AT + DAY + 10, SERVER_AT + 20)
    expect(clock.offset()).toBe(DAY)
  })

  it('asks a new round trip when the device clock jumps forward', () => {
    const device = deviceClock(SERVER_AT)
    const clock = createServerClock({ deviceNow: device.now })
    const resync = vi.fn()
    clock.onResyncNeeded(resync)
    clock.addRoundTrip(SERVER_AT, SERVER_AT + 10, SERVER_AT + 20)
    device.advance(HOUR)
    // The server's stamps now all arrive an hour "late".
    for (let i = 0; i < 16; i++) clock.addServerStamp(SERVER_AT + i * 100, device.now() + i * 100)
    expect(resync).toHaveBeenCalled()
  })

  it('is not moved by one slow round trip', () => {
    const clock = createServerClock({ deviceNow: () => SERVER_AT })
    clock.addRoundTrip(SERVER_AT, SERVER_AT + HOUR + 10, SERVER_AT + 20)
    clock.addRoundTrip(SERVER_AT + 1000, SERVER_AT + 1000 + HOUR + 1900, SERVER_AT + 3000)
    expect(clock.offset()).toBe(HOUR)
  })
})

describe('syncServerClock', () => {
  it('measures a few round trips of getServerTime and reads stream stamps', async () => {
    let device = SERVER_AT + HOUR
    const get = vi.fn(async () => {
      device += 20
      const answer = { serverTime: device - HOUR }
      device += 20
      return answer
    })
    const client = { get } as unknown as Parameters<typeof syncServerClock>[1]['client']
    const clock = createServerClock({ deviceNow: () => device })
    const stop = syncServerClock(clock, { client, deviceNow: () => device, burst: 3 })
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(3))
    await vi.waitFor(() => expect(clock.synced()).toBe(true))
    expect(get).toHaveBeenCalledWith('/app/system/time', expect.objectContaining({ silent: true }))
    expect(clock.offset()).toBe(-HOUR)
    expect(clock.now()).toBe(device - HOUR)
    stop()
  })
})
