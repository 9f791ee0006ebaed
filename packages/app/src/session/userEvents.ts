import { USER_CHANNEL, type StreamClient, type UserInfo } from '@bourse/api-client'
import { useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { userInfoAtom, type AppStore } from './atoms'
import { applyInboxEvent } from './inbox'

/**
 * Applies one message of the `user` channel to the session: a `user` event (`{type: 'user',
 * user}`) replaces the signed-in user, so a verification result, a freeze or a binding made
 * elsewhere shows without a reload. Events for another user (a stale socket) are ignored.
 * Returns whether the user was replaced.
 */
export function applyUserEvent(store: AppStore, data: unknown): boolean {
  if (!data || typeof data !== 'object') return false
  const event = data as { type?: unknown; user?: UserInfo }
  if (event.type !== 'user' || !event.user || typeof event.user !== 'object') return false
  const current = store.get(userInfoAtom)
  if (!current || current.id !== event.user.id) return false
  store.set(userInfoAtom, event.user)
  return true
}

/** While someone is signed in, listens to the `user` channel for `user` and `inbox` events. */
export function useUserEvents(stream: StreamClient): void {
  const store = useStore()
  const loggedIn = useAtomValue(userInfoAtom) !== null
  useEffect(() => {
    if (!loggedIn) return
    return stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op === 'data' && !applyUserEvent(store, message.data))
        applyInboxEvent(store, message.data)
    })
  }, [stream, store, loggedIn])
}
