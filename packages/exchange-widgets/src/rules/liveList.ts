/*
 * The rule every live records list shares (spot open orders, futures pending orders): applying
 * one pushed record to a list held newest first, so a late or reordered copy never turns a
 * record back.
 */

/** What a live list needs of a record: its id, its market and when it was made. */
export type LiveRecord = { id: string; symbol: string; createdAt: number }

/** How one list judges a pushed record. */
export type LiveMergeRule<T> = {
  /** Whether the record belongs in the list (an open order, a pending one); if not, it leaves. */
  belongs: (record: T) => boolean
  /** Whether the pushed copy is behind the held one (older, or an earlier status): ignored. */
  isBehind: (held: T, pushed: T) => boolean
  /** Keep the list to one market. @default undefined (every market) */
  symbol?: string | undefined
}

/** Newest first, then by id so equal times keep one order. */
export function newestFirst(a: LiveRecord, b: LiveRecord): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/**
 * Applies one pushed record to a list held newest first: one that belongs is inserted or
 * replaces the held copy in its place; one that no longer belongs is removed; a copy behind the
 * held one, or of another market, changes nothing. Returns the same array when nothing changed.
 */
export function mergeLiveRecord<T extends LiveRecord>(
  list: readonly T[],
  record: T,
  rule: LiveMergeRule<T>,
): readonly T[] {
  if (rule.symbol !== undefined && record.symbol !== rule.symbol) return list
  const index = list.findIndex((held) => held.id === record.id)
  const held = index >= 0 ? list[index] : undefined
  if (held && rule.isBehind(held, record)) return list
  if (!rule.belongs(record)) return held ? list.filter((_, i) => i !== index) : list
  if (held) {
    const next = list.slice()
    next[index] = record
    return next
  }
  return [...list, record].sort(newestFirst)
}
