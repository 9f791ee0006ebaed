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

/** A page of records as the server answers it. */
export type RecordPage<T> = { list: T[]; total: number; pageIndex: number; pageSize: number }

/** Where a pushed record may go on the page held: a new one joins page 1 only, up to its size. */
export type PagePlacement = { insert: boolean; limit: number }

/**
 * Applies one pushed record to the page held with `merge` (the list's own rule, told where a
 * new record may go): the total grows by a record that joined the page and shrinks by one that
 * left it. Returns the same page when the list did not change.
 */
export function mergeIntoPage<T extends { id: string }>(
  page: RecordPage<T>,
  record: T,
  merge: (list: readonly T[], record: T, placement: PagePlacement) => readonly T[],
): RecordPage<T> {
  const list = merge(page.list, record, { insert: page.pageIndex === 1, limit: page.pageSize })
  if (list === page.list) return page
  const had = page.list.some((held) => held.id === record.id)
  const has = list.some((held) => held.id === record.id)
  return { ...page, list: [...list], total: page.total + (has && !had ? 1 : !has && had ? -1 : 0) }
}
