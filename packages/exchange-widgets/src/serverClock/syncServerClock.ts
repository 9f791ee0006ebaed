import type { ExchangeClient, StreamClient } from '@bourse/api-client'
import type { ServerClock } from './serverClock'

export type SyncServerClockOptions = {
  /** Asks `getServerTime`; without it only the stream's stamps teach the clock. */
  client?: ExchangeClient | undefined
  /** Every message's `ts` is a stamp; a reconnect measures again. */
  stream?: StreamClient | undefined
  /** Round trips made at the start (the fastest of them count most). @default 3 */
  burst?: number
  /** A round trip again after this long. @default 300000 (5 minutes) */
  everyMs?: number
  /** The device's clock the readings are taken on; the clock's own. @default Date.now */
  deviceNow?: () => number
}

/** The least time between two measurements asked for by evidence (not by the schedule). */
const MIN_RESYNC_MS = 10_000

/**
 * Teaches `clock` the server's time: a few `getServerTime` round trips at the start, again every
 * few minutes, after a stream reconnect, when the page is shown again (a sleeping laptop's clock
 * may have moved) and when stamps say a clock stepped; and every stream message's `ts` as a
 * stamp. Returns the function that stops it.
 */
export function syncServerClock(clock: ServerClock, options: SyncServerClockOptions): () => void {
  const { client, stream } = options
  const deviceNow = options.deviceNow ?? (() => Date.now())
  const burst = options.burst ?? 3
  const everyMs = options.everyMs ?? 300_000
  let stopped = false
  let running = false
  let lastAskedAt = -Infinity
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined

  const measure = async (count: number) => {
    if (!client || running || stopped) return
    running = true
    lastAskedAt = deviceNow()
    try {
      for (let i = 0; i < count && !stopped; i++) {
        const sentAt = deviceNow()
        const { serverTime } = await client.get('/app/system/time', {
          signal: controller.signal,
          silent: true,
        })
        clock.addRoundTrip(sentAt, serverTime, deviceNow())
      }
    } catch {
      // A server without the operation, or offline: the stream's stamps still teach the clock.
    } finally {
      running = false
    }
    schedule()
  }
  const schedule = () => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(() => void measure(1), everyMs)
  }
  const soon = () => {
    if (deviceNow() - lastAskedAt >= MIN_RESYNC_MS || !clock.synced()) void measure(burst)
  }

  const offs: (() => void)[] = [clock.onResyncNeeded(soon)]
  if (stream) {
    offs.push(
      stream.onMessage((message) => {
        if (typeof message.ts === 'number') clock.addServerStamp(message.ts, deviceNow())
      }),
    )
    let previous = stream.status()
    offs.push(
      stream.onStatus((status) => {
        if (status === 'open' && previous !== 'open' && previous !== 'connecting') soon()
        previous = status
      }),
    )
  }
  if (typeof document !== 'undefined') {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') soon()
    }
    document.addEventListener('visibilitychange', onVisibility)
    offs.push(() => document.removeEventListener('visibilitychange', onVisibility))
  }
  void measure(burst)

  return () => {
    stopped = true
    clearTimeout(timer)
    controller.abort()
    for (const off of offs) off()
  }
}
