import { USER_CHANNEL } from '@bourse/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Loaded } from '../../shared/load'
import { useWidgets } from '../../WidgetsProvider'

export type LiveListOptions<T> = {
  /** Load and listen (signed in, the view shown). */
  enabled: boolean
  /** The list from the server. */
  load: (signal: AbortSignal) => Promise<readonly T[]>
  /** The item a `user` channel message carries, or undefined when it carries none of ours. */
  pick: (data: unknown) => T | undefined
  /** The list with a pushed item applied (the list is null after a failure). */
  merge: (list: readonly T[] | null, item: T) => readonly T[] | null
  /**
   * What the list is of (the market): when it changes, or the list is disabled, the rows go
   * until the answer; a reload of the same scope keeps them. Without it the rows always stay.
   * @default undefined
   */
  scope?: string | undefined
  /** Change it to load again. @default undefined */
  reloadKey?: unknown
}

export type LiveList<T> = Loaded<readonly T[]> & {
  /** Applies items (the answer of a cancel or close) to the list shown. */
  apply: (items: readonly T[]) => void
  /** Forgets the list and the failure and loads again (the error state's retry). */
  retry: () => void
}

/**
 * A list loaded from the server and kept live from the `user` channel: it subscribes first and
 * holds the items pushed until the answer, then applies them to it, so none is lost between;
 * it loads again after the stream reconnects (the pushes in between are gone).
 */
export function useLiveList<T>({
  enabled,
  load,
  pick,
  merge,
  scope,
  reloadKey,
}: LiveListOptions<T>): LiveList<T> {
  const { stream } = useWidgets()
  const [state, setState] = useState<Loaded<readonly T[]>>({ data: null, failure: null })
  const [attempt, setAttempt] = useState(0)
  const pickRef = useRef(pick)
  pickRef.current = pick
  const mergeRef = useRef(merge)
  mergeRef.current = merge
  const scopeRef = useRef<string | null>(null)
  const keyed = scope !== undefined

  useEffect(() => {
    if (!enabled) {
      if (keyed) {
        scopeRef.current = null
        setState({ data: null, failure: null })
      }
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    let held: T[] | null = []
    if (keyed && scopeRef.current !== scope) setState({ data: null, failure: null })
    else setState((s) => ({ data: s.data, failure: null }))
    scopeRef.current = scope ?? null
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data') return
      const item = pickRef.current(message.data)
      if (item === undefined) return
      if (held) held.push(item)
      else setState((s) => ({ ...s, data: mergeRef.current(s.data, item) }))
    })
    let wasOpen = stream.status() === 'open'
    const offStatus = stream.onStatus((status) => {
      // After a reconnect the pushes in between are gone: load the list again.
      if (status === 'open' && !wasOpen) setAttempt((n) => n + 1)
      wasOpen = status === 'open'
    })
    load(signal).then(
      (list) => {
        if (signal.aborted) return
        let data: readonly T[] | null = list
        for (const item of held ?? []) data = mergeRef.current(data, item)
        held = null
        setState({ data, failure: null })
      },
      (failure: unknown) => {
        if (signal.aborted) return
        held = null
        setState({ data: null, failure })
      },
    )
    return () => {
      controller.abort()
      off()
      offStatus()
    }
  }, [enabled, keyed, scope, stream, load, reloadKey, attempt])

  const apply = useCallback(
    (items: readonly T[]) =>
      setState((s) => {
        let data = s.data
        for (const item of items) if (data) data = mergeRef.current(data, item)
        return { ...s, data }
      }),
    [],
  )
  const retry = useCallback(() => {
    setState({ data: null, failure: null })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, apply, retry }
}
