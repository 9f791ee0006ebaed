/** The one source of time for the server: sessions, codes, rate limits and schedulers. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/**
 * The system clock moved forward by an offset: demo mode's clock, so a demo (or a browser test)
 * can jump to tomorrow's payouts while every timer keeps running.
 */
export class OffsetClock implements Clock {
  private offset = 0

  constructor(private readonly base: Clock = systemClock) {}

  now(): number {
    return this.base.now() + this.offset
  }

  /** The time without the move: what the world's clocks (and authenticator apps) read. */
  realNow(): number {
    return this.base.now()
  }

  get offsetMs(): number {
    return this.offset
  }

  advance(ms: number): void {
    this.offset += ms
  }
}

/**
 * Real time on `clock`: demo mode's move left out. Authenticator (TOTP) codes are made by phones
 * on real time, so they are checked on it, however far a demo has moved its clock
 * (docs/adr/0028).
 */
export const realNow = (clock: Clock): number =>
  clock instanceof OffsetClock ? clock.realNow() : clock.now()

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

/**
 * Runs work on the clock: the market simulator, publishers and housekeeping all schedule through
 * it, so tests step time deterministically (ManualScheduler) while production uses timers.
 */
export interface Scheduler {
  /** Runs `fn` every `ms` milliseconds (first run after `ms`); returns the cancel function. */
  every(ms: number, fn: () => void): () => void
  /** Runs `fn` once after `ms`; returns the cancel function. */
  after(ms: number, fn: () => void): () => void
}

/** Real timers; they do not keep the process alive on their own. */
export const timerScheduler: Scheduler = {
  every(ms, fn) {
    const t = setInterval(fn, ms)
    t.unref()
    return () => clearInterval(t)
  },
  after(ms, fn) {
    const t = setTimeout(fn, ms)
    t.unref()
    return () => clearTimeout(t)
  },
}

interface Task {
  id: number
  due: number
  every: number | null
  fn: () => void
}

/** A scheduler on a FakeClock: nothing runs until `advance`, which runs due tasks in time order. */
export class ManualScheduler implements Scheduler {
  private tasks: Task[] = []
  private nextId = 0

  constructor(readonly clock: FakeClock) {}

  every(ms: number, fn: () => void): () => void {
    return this.add(ms, ms, fn)
  }

  after(ms: number, fn: () => void): () => void {
    return this.add(ms, null, fn)
  }

  /** Moves the clock forward by `ms`, running every task that falls due, at its due time. */
  advance(ms: number): void {
    const end = this.clock.now() + ms
    for (;;) {
      let next: Task | undefined
      for (const t of this.tasks)
        if (t.due <= end && (!next || t.due < next.due || (t.due === next.due && t.id < next.id)))
          next = t
      if (!next) break
      this.clock.set(next.due)
      if (next.every === null) this.tasks = this.tasks.filter((t) => t !== next)
      else next.due += next.every
      next.fn()
    }
    this.clock.set(end)
  }

  private add(ms: number, every: number | null, fn: () => void): () => void {
    const task: Task = { id: this.nextId++, due: this.clock.now() + ms, every, fn }
    this.tasks.push(task)
    return () => {
      this.tasks = this.tasks.filter((t) => t !== task)
    }
  }
}
