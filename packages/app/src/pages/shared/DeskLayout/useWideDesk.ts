import { useSyncExternalStore } from 'react'
import { isWide, WIDE_DESK_QUERY } from '../deskWidth'

function subscribeWide(onChange: () => void) {
  const query = globalThis.matchMedia?.(WIDE_DESK_QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
/** Whether the screen is wide enough for the one-screen, resizable desk. */
export function useWideDesk(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => false)
}
