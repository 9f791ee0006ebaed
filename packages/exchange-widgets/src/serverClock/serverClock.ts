/*
 * The server's clock, as learned by a browser (docs/adr/0028). Every countdown, "time ago" and
 * expiry in the site and the widgets reads it, never `Date.now()`: a device's clock may be off by
 * minutes or hours, and a demo server's clock can be moved forward.
 *
 * Two kinds of evidence feed the offset (server time minus device time):
 * - round trips (`getServerTime`): the answer is the server's time somewhere between sending and
 *   receiving, so `serverTime - midpoint` is right to within half the round trip. The samples
 *   with the shortest round trips are the most exact; the others are outliers and are left out;
 * - server stamps (the stream's `ts` on every message): sent before they arrive, so
 *   `ts - arrival` is a lower bound of the offset. Alone they give an estimate a few
 *   milliseconds short (the one-way latency); next to round trips they reveal a clock that
 *   stepped (a demo clock moved forward, a device clock set back).
 */

/** One round trip's reading: the offset it measured and how long it took (its uncertainty × 2). */
export type ClockSample = { offset: number; rtt: number }

/** The offset a round trip measured: the server's time against the midpoint of the trip. */
export function roundTripSample(
  sentAt: number,
  serverTime: number,
  receivedAt: number,
): ClockSample {
  const rtt = Math.max(0, receivedAt - sentAt)
  return { offset: serverTime - (sentAt + rtt / 2), rtt }
}

/** Round trips slower than this much over the fastest, and over twice it, are outliers. */
const JITTER_ALLOWANCE_MS = 20

/**
 * The offset the samples agree on: the median offset of the samples whose round trip is close to
 * the fastest (within twice it, plus a little), so a slow or lopsided trip does not move it.
 * Null without samples.
 */
export function estimateOffset(samples: readonly ClockSample[]): number | null {
  if (samples.length === 0) return null
  const fastest = Math.min(...samples.map((s) => s.rtt))
  const limit = fastest * 2 + JITTER_ALLOWANCE_MS
  const offsets = samples
    .filter((s) => s.rtt <= limit)
    .map((s) => s.offset)
    .sort((a, b) => a - b)
  const mid = offsets.length >> 1
  const median =
    offsets.length % 2 === 1
      ? (offsets[mid] as number)
      : ((offsets[mid - 1] as number) + (offsets[mid] as number)) / 2
  return Math.round(median)
}

/** The server's clock as a browser knows it. */
export type ServerClock = {
  /** The server's time now (epoch ms): the device's clock plus the learned offset. */
  now: () => number
  /** Milliseconds to add to the device's clock (0 until learned). */
  offset(): number
  /** Whether a round trip measured the offset yet (stamps alone give a lower bound). */
  synced(): boolean
  /** Records a round trip: sent at, the server's answer, received at (device times). */
  addRoundTrip(sentAt: number, serverTime: number, receivedAt: number): void
  /** Records a server timestamp that arrived at `receivedAt` (device time), e.g. a stream `ts`. */
  addServerStamp(serverTime: number, receivedAt: number): void
  /** Calls `listener` when the offset changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /**
   * Calls `listener` when the evidence says the offset is stale (one of the clocks stepped) and
   * a round trip should measure it again; returns the unsubscribe function.
   */
  onResyncNeeded(listener: () => void): () => void
}

export type ServerClockOptions = {
  /** The device's clock. @default Date.now */
  deviceNow?: () => number
  /** Round trips kept. @default 8 */
  window?: number
}

/** Stamps kept to tell the latest lower bound. */
const STAMP_WINDOW = 16
/** A stamp this far past what the round trips allow means the server's clock moved on. */
const STEP_TOLERANCE_MS = 250
/** A stamp this far below the estimate, on every recent stamp, means the device's clock jumped. */
const LAG_TOLERANCE_MS = 2000
/** Offset changes smaller than this do not re-render anything. */
const NOTIFY_MS = 50

/**
 * A server clock learning its offset from round trips and stamps (see the module comment).
 * Without any evidence it reads the device's clock.
 */
export function createServerClock(options: ServerClockOptions = {}): ServerClock {
  const deviceNow = options.deviceNow ?? (() => Date.now())
  const size = options.window ?? 8
  let samples: ClockSample[] = []
  // What the round trips say, worked out when they change, not on every stream message.
  let measured: number | null = null
  let fastest = Infinity
  const stamps: number[] = []
  let offset = 0
  let notified = 0
  const listeners = new Set<() => void>()
  const resyncListeners = new Set<() => void>()

  const setSamples = (next: ClockSample[]) => {
    samples = next
    measured = estimateOffset(samples)
    fastest = samples.length > 0 ? Math.min(...samples.map((s) => s.rtt)) : Infinity
  }
  const keepStamps = (keep: (bound: number) => boolean) => {
    const kept = stamps.filter(keep)
    stamps.length = 0
    stamps.push(...kept)
  }
  const lowerBound = () => (stamps.length > 0 ? Math.max(...stamps) : null)

  const update = () => {
    offset = measured ?? lowerBound() ?? 0
    if (Math.abs(offset - notified) < NOTIFY_MS) return
    notified = offset
    for (const l of [...listeners]) l()
  }
  const resync = () => {
    for (const l of [...resyncListeners]) l()
  }

  return {
    now: () => deviceNow() + offset,
    offset: () => offset,
    synced: () => samples.length > 0,
    addRoundTrip(sentAt, serverTime, receivedAt) {
      const sample = roundTripSample(sentAt, serverTime, receivedAt)
      // Both readings are exact to within half their round trips: farther apart than that, one
      // of the clocks stepped, and the older readings describe a clock that is gone.
      const stepped =
        measured !== null &&
        Math.abs(sample.offset - measured) > sample.rtt / 2 + fastest / 2 + STEP_TOLERANCE_MS
      setSamples([...(stepped ? [] : samples), sample].slice(-size))
      // Stamps from before a step would hold the lower bound too high.
      keepStamps((bound) => bound <= sample.offset + sample.rtt / 2 + STEP_TOLERANCE_MS)
      update()
    },
    addServerStamp(serverTime, receivedAt) {
      // Runs for every stream message: no allocation, no re-estimate.
      const bound = serverTime - receivedAt
      stamps.push(bound)
      if (stamps.length > STAMP_WINDOW) stamps.shift()
      if (measured === null) return update()
      if (bound > measured + fastest / 2 + STEP_TOLERANCE_MS) {
        // The server is later than any reading allows: its clock moved forward (or the device's
        // back). The stamp is the best estimate until a round trip measures it again.
        setSamples([])
        stamps.length = 0
        stamps.push(bound)
        update()
        return resync()
      }
      // Every recent stamp far below the estimate: the device's clock jumped forward.
      if (
        stamps.length >= 4 &&
        (lowerBound() as number) < measured - fastest / 2 - LAG_TOLERANCE_MS
      ) {
        stamps.length = 0
        resync()
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onResyncNeeded(listener) {
      resyncListeners.add(listener)
      return () => resyncListeners.delete(listener)
    },
  }
}

/** The device's clock, unchanged: what components read outside a widgets provider. */
export const deviceClock: ServerClock = createServerClock()
