import type { ExchangeClient, InboxMessage } from '@bourse/api-client'
import { atom, useAtomValue, useStore } from 'jotai'
import { useEffect } from 'react'
import { userInfoAtom, type AppStore } from './atoms'

/** How many of the signed-in user's messages are unread: the header's notice badge. */
export const inboxUnreadAtom = atom(0)

/**
 * The last message that arrived live (an `inbox` event), so an open message centre can show it
 * without polling; null until one arrives.
 */
export const inboxLatestAtom = atom<InboxMessage | null>(null)

/**
 * Applies one message of the `user` channel to the message centre's state: an `inbox` event
 * (`{type: 'inbox', message}`) counts one more unread message (when it is unread) and becomes
 * the latest. Returns whether it was an inbox event.
 */
export function applyInboxEvent(store: AppStore, data: unknown): boolean {
  if (!data || typeof data !== 'object') return false
  const event = data as { type?: unknown; message?: unknown }
  if (event.type !== 'inbox' || !event.message || typeof event.message !== 'object') return false
  const message = event.message as InboxMessage
  if (typeof message.id !== 'string' || store.get(userInfoAtom) === null) return false
  if (!message.read) store.set(inboxUnreadAtom, (n) => n + 1)
  store.set(inboxLatestAtom, message)
  return true
}

/** Sets the unread count from the server's answer to a read or list call. */
export function setInboxUnread(store: AppStore, unread: number): void {
  store.set(inboxUnreadAtom, Math.max(0, unread))
}

/**
 * Reads the unread count (`GET /app/inbox/unread`) into the atom. Silent: a failure keeps the
 * count as it was, as a badge is not worth a toast.
 */
export async function refreshInboxUnread(
  client: ExchangeClient,
  store: AppStore,
  signal?: AbortSignal,
): Promise<void> {
  try {
    const { unread } = await client.get('/app/inbox/unread', { silent: true, signal })
    if (!signal?.aborted) setInboxUnread(store, unread)
  } catch {
    // Kept as it was; the next page load or `inbox` event brings it right.
  }
}

/**
 * While someone is signed in, keeps the unread count: read once when the user signs in (or the
 * page loads signed in), back to 0 when they sign out. Live changes come from `applyInboxEvent`.
 */
export function useInboxUnread(client: ExchangeClient): void {
  const store = useStore()
  const userId = useAtomValue(userInfoAtom)?.id
  useEffect(() => {
    if (userId === undefined) {
      store.set(inboxUnreadAtom, 0)
      store.set(inboxLatestAtom, null)
      return
    }
    const controller = new AbortController()
    void refreshInboxUnread(client, store, controller.signal)
    return () => controller.abort()
  }, [client, store, userId])
}
