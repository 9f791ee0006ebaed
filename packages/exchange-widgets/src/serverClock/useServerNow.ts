import { createContext, useContext, useEffect, useState } from 'react'
import { deviceClock, type ServerClock } from './serverClock'

/** The clock a widgets provider gives, and the way to ask it to start learning. */
export type ServerClockContextValue = {
  clock: ServerClock
  /** Says the clock is read, so the provider starts measuring it (once, lazily). */
  demand: () => void
}

export const ServerClockContext = createContext<ServerClockContextValue | null>(null)

/**
 * The server's clock of the surrounding widgets provider (the device's clock outside one). Pass
 * its `now` to countdowns and anything that compares a server timestamp with the present.
 */
export function useServerClock(): ServerClock {
  const value = useContext(ServerClockContext)
  const demand = value?.demand
  useEffect(() => demand?.(), [demand])
  return value?.clock ?? deviceClock
}

/**
 * The server's time now, read again every `intervalMs` and whenever the learned offset changes:
 * for "time ago", expiries and anything else that renders the present.
 */
export function useServerNow(intervalMs = 1000): number {
  const clock = useServerClock()
  const [now, setNow] = useState(clock.now)
  useEffect(() => {
    const read = () => setNow(clock.now())
    read()
    const timer = setInterval(read, intervalMs)
    const off = clock.subscribe(read)
    return () => {
      clearInterval(timer)
      off()
    }
  }, [clock, intervalMs])
  return now
}

/**
 * The clock a widget's countdowns read: the one it was given (stories pin it), else the
 * provider's server clock.
 */
export function useClockNow(given: (() => number) | undefined): () => number {
  const value = useContext(ServerClockContext)
  const demand = given ? undefined : value?.demand
  useEffect(() => demand?.(), [demand])
  return given ?? (value?.clock ?? deviceClock).now
}
