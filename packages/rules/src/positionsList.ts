import type { FuturesOrder } from '@bourse/api-client'

/*
 * The position table's list rule: keeping the open positions current from pushed `position`
 * events (sent on every change and about once a second with fresh live figures).
 */

/** Whether a futures record is an open position (a pending limit order is not one yet). */
export function isOpenPosition(position: Pick<FuturesOrder, 'status'>): boolean {
  return position.status === 'open'
}

const openedAt = (p: FuturesOrder) => p.openedAt ?? p.createdAt

/** Newest opened first, then by id, so equal times keep one order. */
function byNewest(a: FuturesOrder, b: FuturesOrder): number {
  const at = openedAt(b) - openedAt(a)
  if (at !== 0) return at
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/** Open positions newest first. */
export function sortPositions(list: readonly FuturesOrder[]): FuturesOrder[] {
  return [...list].sort(byNewest)
}

/**
 * Applies one pushed record to the open-position list (newest first): an open position replaces
 * the held row with the same id (keeping its place) or is inserted; a closed or cancelled one is
 * removed; a pending order is not a position and changes nothing. `symbol` keeps the list to one
 * market. Returns the same array when nothing changed.
 */
export function mergePositionEvent(
  list: readonly FuturesOrder[],
  position: FuturesOrder,
  symbol?: string,
): readonly FuturesOrder[] {
  if (symbol !== undefined && position.symbol !== symbol) return list
  const index = list.findIndex((held) => held.id === position.id)
  if (!isOpenPosition(position)) {
    if (index < 0 || position.status === 'pending') return list
    return list.filter((_, i) => i !== index)
  }
  if (index >= 0) {
    const next = list.slice()
    next[index] = position
    return next
  }
  return sortPositions([...list, position])
}
