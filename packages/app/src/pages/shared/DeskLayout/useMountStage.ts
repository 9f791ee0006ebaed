import { startTransition, useEffect, useState } from 'react'
import type { DeskSlot } from './DeskLayout'

export type DeskArea = 'ticker' | 'book' | 'chart' | 'form' | 'orders' | 'markets' | 'trades'

/**
 * The order in which a desk's areas first mount, one group per browser task: the panels' frame
 * with the ticker alone (the resizing library measures every panel as it mounts: with empty
 * panels that is cheap; the ticker's row sets where the panels start, so it is there from the
 * first), then what a trader reads first (their orders), the order form, the book, the chart, the
 * trades and the other markets. Mounted all at once, the desk was one commit of
 * 150–450 ms that kept the page from answering; one group at a time, each is a short task and the
 * first areas show sooner.
 */
export const MOUNT_ORDER: readonly (readonly DeskArea[])[] = [
  ['ticker'],
  ['orders'],
  ['form'],
  ['book'],
  ['chart'],
  ['trades'],
  ['markets'],
]

/**
 * How many of `MOUNT_ORDER`'s groups are mounted: the first at once, each next one in a task of
 * its own after the previous one's commit (a transition, so input comes first). Only the desk's
 * first mount is staged; a new market keeps every area mounted.
 */
export function useMountStage(): number {
  const [stage, setStage] = useState(1)
  useEffect(() => {
    if (stage >= MOUNT_ORDER.length) return undefined
    const timer = setTimeout(() => startTransition(() => setStage((n) => n + 1)), 0)
    return () => clearTimeout(timer)
  }, [stage])
  return stage
}

/** The desk's areas, each group mounted in its own task from this first render (`MOUNT_ORDER`). */
export function useStagedSlots<S extends Record<DeskArea, DeskSlot>>(slots: S): S {
  return stagedSlots(slots, useMountStage())
}

/** The desk's areas with the ones not mounted yet empty (their boxes keep their size). */
export function stagedSlots<S extends Record<DeskArea, DeskSlot>>(slots: S, stage: number): S {
  const mounted = new Set(MOUNT_ORDER.slice(0, stage).flat())
  const staged = { ...slots }
  for (const area of Object.keys(slots) as DeskArea[]) {
    if (!mounted.has(area)) staged[area] = { ...slots[area], content: null }
  }
  return staged
}
