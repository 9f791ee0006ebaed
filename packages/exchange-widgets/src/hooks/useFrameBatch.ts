import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'

/**
 * Collects updates as they arrive and hands them to React at most once per animation frame, so a
 * stream of hundreds of messages per second causes at most one render (and paint) per frame.
 * `apply` mutates the mutable model (e.g. an order book) synchronously; `read` makes the
 * immutable snapshot the component renders.
 */
export function useFrameBatch<Model, View>(
  model: Model,
  read: (model: Model) => View,
): { view: View; schedule: () => void; version: number } {
  const readRef = useRef(read)
  readRef.current = read
  const [state, setState] = useState(() => ({ view: read(model), version: 0 }))
  const frame = useRef<number | null>(null)

  const schedule = useCallback(() => {
    if (frame.current !== null) return
    frame.current = requestAnimationFrame(() => {
      frame.current = null
      // Commit inside this frame's callback: left to the scheduler, the render would land in a
      // later task, sometimes after the next frame began, and two could share one frame.
      flushSync(() =>
        setState((previous) => ({ view: readRef.current(model), version: previous.version + 1 })),
      )
    })
  }, [model])

  useEffect(
    () => () => {
      if (frame.current === null) return
      cancelAnimationFrame(frame.current)
      // Forgotten with the frame: a handle kept would make `schedule` wait for a frame that
      // never comes once React mounts again (strict mode, or an Activity shown again).
      frame.current = null
    },
    [],
  )
  return { ...state, schedule }
}
