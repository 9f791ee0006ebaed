import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

/**
 * Collects updates as they arrive and hands them to React at most once per animation frame, so a
 * stream of hundreds of messages per second causes at most one render (and paint) per frame.
 * `apply` mutates the mutable model (e.g. an order book) synchronously; `read` makes the
 * immutable snapshot the component renders.
 *
 * The frame's update is a transition: the live widgets of a page (book, trades, market list,
 * chart) that all have data in one frame render together in one pass that yields to input and
 * to the browser, instead of one synchronous render after another in the frame's callback (a
 * desk's first data made one 150–200 ms task that way). A transition that has not finished when
 * the next frame's data comes takes that data along: a busy page renders less often, never late
 * data.
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
      startTransition(() =>
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
