/** The one source of time for the server: sessions, codes, rate limits and schedulers. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/** A clock that only moves when told to; used by tests. */
export class FakeClock implements Clock {
  constructor(private current = Date.UTC(2025, 0, 15, 8, 0, 0)) {}

  now(): number {
    return this.current
  }

  advance(ms: number): void {
    this.current += ms
  }

  set(ms: number): void {
    this.current = ms
  }
}
