import { USER_CHANNEL, type UserStreamEvent } from '@bourse/api-client'
import { useEffect, useRef, useState } from 'react'
import { useWidgets } from '../../WidgetsProvider'

/** Calls `onReconnect` each time the stream opens again after it was down. */
export function useOnReconnect(enabled: boolean, onReconnect: () => void): void {
  const { stream } = useWidgets()
  const callback = useRef(onReconnect)
  callback.current = onReconnect
  useEffect(() => {
    if (!enabled) return
    let wasOpen = stream.status() === 'open'
    return stream.onStatus((status) => {
      // After a reconnect the pushes in between are gone: load again.
      if (status === 'open' && !wasOpen) callback.current()
      wasOpen = status === 'open'
    })
  }, [enabled, stream])
}

/** Coalesces reloads after events: a burst of fills or closes reloads once. */
const EVENT_RELOAD_DELAY_MS = 300

/**
 * A count of the reloads that `user` channel events ask for while `enabled` (`wanted(data)`:
 * an order finished, a position closed), a burst coalesced into one; `onReload` runs just
 * before each. Pass it as a reload key. Listening starts again when `scope` changes.
 */
export function useEventReloads(
  enabled: boolean,
  scope: string,
  wanted: (data: unknown) => boolean,
  onReload?: () => void,
): number {
  const { stream } = useWidgets()
  const [tick, setTick] = useState(0)
  const wantedRef = useRef(wanted)
  wantedRef.current = wanted
  const onReloadRef = useRef(onReload)
  onReloadRef.current = onReload
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data' || !wantedRef.current(message.data)) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        onReloadRef.current?.()
        setTick((n) => n + 1)
      }, EVENT_RELOAD_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [enabled, scope, stream])
  return tick
}

/** Whether a `user` channel message's data is an event of `type` (`order`, `position`, ...). */
export function isUserEvent<K extends UserStreamEvent['type']>(
  data: unknown,
  type: K,
): data is Extract<UserStreamEvent, { type: K }> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type
}
