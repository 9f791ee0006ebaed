import type { Withdrawal, WithdrawalStatus } from '@bourse/api-client'

/*
 * The withdrawal records kept live from `withdrawal` events: a pushed withdrawal replaces its
 * row in place, a new one joins the first page when it passes the filters, and a late copy
 * never turns a decided withdrawal back to applied.
 */

/** The filters of the records table; an empty string means "all". */
export type WithdrawalRecordsFilters = { coin: string; status: '' | WithdrawalStatus }

/** Newest first, then by id so equal times keep one order. */
function newestFirst(a: Withdrawal, b: Withdrawal): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

const STATUS_RANK: Record<WithdrawalStatus, number> = { applied: 0, withdrawn: 1, rejected: 1 }

export type MergeWithdrawalOptions = {
  /** Only rows passing these filters are inserted; a row that stops passing leaves. */
  filters?: WithdrawalRecordsFilters | undefined
  /** Whether a new withdrawal joins the list (page 1 only). @default true */
  insert?: boolean
  /** Most rows kept after an insert (the page size). @default undefined (no limit) */
  limit?: number | undefined
}

/** Whether `w` passes `filters`. */
export function matchesWithdrawalFilters(
  w: Withdrawal,
  filters: WithdrawalRecordsFilters | undefined,
): boolean {
  if (!filters) return true
  return (
    (!filters.coin || w.coin === filters.coin) && (!filters.status || w.status === filters.status)
  )
}

/**
 * Applies one pushed withdrawal to a page held newest first; returns the same array when
 * nothing changed.
 */
export function mergeWithdrawal(
  list: readonly Withdrawal[],
  pushed: Withdrawal,
  options: MergeWithdrawalOptions = {},
): readonly Withdrawal[] {
  const { filters, insert = true, limit } = options
  const index = list.findIndex((held) => held.id === pushed.id)
  const held = index >= 0 ? list[index] : undefined
  if (held && STATUS_RANK[held.status] > STATUS_RANK[pushed.status]) return list
  if (!matchesWithdrawalFilters(pushed, filters))
    return held ? list.filter((_, i) => i !== index) : list
  if (held) {
    const next = list.slice()
    next[index] = pushed
    return next
  }
  if (!insert) return list
  const next = [...list, pushed].sort(newestFirst)
  return limit !== undefined && next.length > limit ? next.slice(0, limit) : next
}
