import { useSyncExternalStore } from 'react'
import { WIDE_DESK_QUERY } from '../Desk.styles'

function subscribeWide(onChange: () => void) {
  const query = globalThis.matchMedia?.(WIDE_DESK_QUERY)
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}
/** Whether the screen is wide enough now (without media queries: no). */
export const isWide = () => globalThis.matchMedia?.(WIDE_DESK_QUERY).matches ?? false

/** Whether the screen is wide enough for the one-screen, resizable desk. */
export function useWideDesk(): boolean {
  return useSyncExternalStore(subscribeWide, isWide, () => false)
}
