import type { SecondOrder, SecondStatus } from '@bourse/api-client'
import { newestFirst } from './liveList'

/*
 * Second-contract list rules: keeping the ticket's open contracts and the records table current
 * from pushed `second` events. A contract has no update time, but its status only moves forward
 * (pending -> holding -> settling -> settled), so a late copy is recognised by its status.
 */

const STATUS_RANK: Record<SecondStatus, number> = {
  pending: 0,
  holding: 1,
  settling: 2,
  settled: 3,
}

/** Whether a contract still waits for its result (anything but `settled`). */
export function isOpenSecondOrder(order: Pick<SecondOrder, 'status'>): boolean {
  return order.status !== 'settled'
}

export type MergeSecondOptions = {
  /** Keep the list to one market. @default undefined (every market) */
  symbol?: string
  /** Remove a contract once settled (the "open only" list). @default false */
  dropSettled?: boolean
  /** Add contracts not in the list yet (false: only update the rows held). @default true */
  insert?: boolean
  /** Keep at most this many, newest first. @default unlimited */
  limit?: number
}

/**
 * Applies one pushed contract to a list (newest first): replaces the held copy, or inserts a new
 * one. A copy whose status is behind the held one is ignored (a late REST answer or a reordered
 * push never turns a settled contract back). Returns the same array when nothing changed.
 */
export function mergeSecondOrder(
  list: readonly SecondOrder[],
  order: SecondOrder,
  options: MergeSecondOptions = {},
): readonly SecondOrder[] {
  const { symbol, dropSettled = false, insert = true, limit } = options
  if (symbol !== undefined && order.symbol !== symbol) return list
  const index = list.findIndex((held) => held.id === order.id)
  const held = index >= 0 ? list[index] : undefined
  if (held && STATUS_RANK[held.status] > STATUS_RANK[order.status]) return list
  if (dropSettled && !isOpenSecondOrder(order)) {
    return held ? list.filter((_, i) => i !== index) : list
  }
  if (held) {
    const next = list.slice()
    next[index] = order
    return next
  }
  if (!insert) return list
  const next = [...list, order].sort(newestFirst)
  return limit !== undefined && next.length > limit ? next.slice(0, limit) : next
}

/** Whole seconds left until `settleAt` (0 once due). */
export function secondsLeft(settleAt: number, now: number): number {
  return Math.max(0, Math.ceil((settleAt - now) / 1000))
}
