import type { StreamClient, StreamStatus } from '@bourse/api-client'
import { useEffect, useRef, useState } from 'react'

/** How fresh a live widget's data is. */
export type Liveness = {
  /** The stream's connection status. */
  connection: StreamStatus
  /** True when no message arrived for longer than the threshold. */
  stale: boolean
}

/**
 * Watches a stream: its connection status, and whether data is older than `thresholdMs`
 * (checked every second, and at once when the connection changes).
 */
export function useLiveness(
  stream: StreamClient,
  lastDataAt: () => number | null,
  thresholdMs: number,
): Liveness {
  const [connection, setConnection] = useState<StreamStatus>(() => stream.status())
  const [stale, setStale] = useState(false)
  const staleRef = useRef(false)
  useEffect(() => {
    const check = () => {
      const at = lastDataAt()
      const next = at !== null && Date.now() - at > thresholdMs
      // Only a change is set: an unchanged setState can still render and commit once a second,
      // on top of the live widget's one commit per frame.
      if (next === staleRef.current) return
      staleRef.current = next
      setStale(next)
    }
    const offStatus = stream.onStatus((status) => {
      setConnection(status)
      check()
    })
    const timer = setInterval(check, 1000)
    return () => {
      offStatus()
      clearInterval(timer)
    }
  }, [stream, lastDataAt, thresholdMs])
  return { connection, stale }
}
