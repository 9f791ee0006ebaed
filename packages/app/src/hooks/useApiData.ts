import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

export type ApiDataState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }

/**
 * Runs `load` on mount (and on `reload()` or a new `key`), tracking loading/ready/error. Failures are already
 * reported as toasts by the API client unless the call was silent; this only tracks the state.
 * A new `key` starts from nothing; `reload()` keeps the data shown while it loads again.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  /** What the load depends on: a new key loads again (the previous call is aborted). */
  key?: string,
): ApiDataState<T> & { reload: () => void } {
  const [state, setState] = useState<ApiDataState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const loadedKey = useRef(key)
  useEffect(() => {
    const controller = new AbortController()
    const sameKey = loadedKey.current === key
    loadedKey.current = key
    setState((previous) => ({
      status: 'loading',
      data: sameKey ? previous.data : undefined,
      error: undefined,
    }))
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return
        // What the data shows (a whole desk, a table of 200 rows) renders as a transition:
        // React yields to the browser between components instead of one long task.
        startTransition(() => setState({ status: 'ready', data, error: undefined }))
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error })
      },
    )
    return () => controller.abort()
  }, [attempt, key])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
