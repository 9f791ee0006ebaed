export type Remaining = {
  /** Milliseconds left, never negative. */
  total: number
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Splits a millisecond duration; partial seconds round up so "00:01" shows until the end. */
export function splitRemaining(ms: number): Remaining {
  const total = Math.max(0, ms)
  const secs = Math.ceil(total / 1000)
  return {
    total,
    days: Math.floor(secs / 86400),
    hours: Math.floor((secs % 86400) / 3600),
    minutes: Math.floor((secs % 3600) / 60),
    seconds: secs % 60,
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `MM:SS` under an hour, `HH:MM:SS` under a day, `Nd HH:MM:SS` beyond. */
export function formatRemaining(r: Remaining): string {
  const clock = `${pad(r.minutes)}:${pad(r.seconds)}`
  if (r.days > 0) return `${r.days}d ${pad(r.hours)}:${clock}`
  if (r.hours > 0) return `${pad(r.hours)}:${clock}`
  return clock
}
