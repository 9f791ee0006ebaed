import { useCallback, useEffect, useState } from 'react'

/*
 * The one loader of the connected widgets: a call to the server made while enabled, aborted when
 * it is superseded or the widget unmounts, made again on `retry` (the error state's button) or
 * `reload` (after a reconnect, keeping what is shown). Widgets do not write their own
 * AbortController/attempt blocks.
 */

/** What a load has answered: the data (null until it answers) or the failure. */
export type Loaded<T> = { data: T | null; failure: unknown }

/** What {@link useLoad} gives: the answer so far and the ways to load again. */
export type Load<T> = Loaded<T> & {
  /** Replaces the data shown (a live event changed a row). */
  setData: (update: (data: T | null) => T | null) => void
  /** Loads again, keeping the data shown until the answer (after a reconnect). */
  reload: () => void
  /** Forgets the data and the failure and loads again (the error state's retry). */
  retry: () => void
}

/**
 * One answer from the server, loaded while `enabled` and again whenever `load` or `reloadKey`
 * changes or `retry` is called; a reload keeps the data shown until the answer, an aborted
 * (superseded) answer is dropped.
 */
export function useLoad<T>(
  enabled: boolean,
  load: (signal: AbortSignal) => Promise<T>,
  reloadKey?: unknown,
): Load<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, failure: null })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const { signal } = controller
    setState((s) => ({ data: s.data, failure: null }))
    load(signal).then(
      (data) => {
        if (!signal.aborted) setState({ data, failure: null })
      },
      (failure: unknown) => {
        if (!signal.aborted) setState({ data: null, failure })
      },
    )
    return () => controller.abort()
  }, [enabled, load, reloadKey, attempt])
  const setData = useCallback(
    (update: (data: T | null) => T | null) =>
      setState((s) => {
        const data = update(s.data)
        return data === s.data ? s : { ...s, data }
      }),
    [],
  )
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const retry = useCallback(() => {
    setState({ data: null, failure: null })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, setData, reload, retry }
}
