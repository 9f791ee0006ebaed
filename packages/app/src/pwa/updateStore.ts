import { useSyncExternalStore } from 'react'

/** Activates the waiting service worker; the page reloads once it controls the page. */
export type ApplyUpdate = () => Promise<void>

let waiting: ApplyUpdate | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Tells the page that a new version waits (the service worker's registration calls it); `null`
 * once it is applied. Kept out of React so that the registration stays a lazy chunk of its own.
 */
export function setWaitingUpdate(apply: ApplyUpdate | null): void {
  waiting = apply
  for (const listener of listeners) listener()
}

/** The waiting version's `apply`, or `null` while the page runs the newest version. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  )
}
