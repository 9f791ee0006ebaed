import type { FuturesOrder, FuturesStatus } from '@bourse/api-client'

/*
 * Futures orders table rules: keeping the pending limit orders current from pushed `position`
 * events, and telling when a finished record should reload the closed or history pages.
 */

/** Which records a futures orders table shows. */
export type FuturesOrdersView = 'current' | 'closed' | 'history'

const STATUS_RANK: Record<FuturesStatus, number> = { pending: 0, open: 1, closed: 2, cancelled: 2 }

/** Newest first, then by id so equal times keep one order. */
function byNewest(a: FuturesOrder, b: FuturesOrder): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/**
 * Applies one pushed order to the pending-order list (newest first): a pending order is
 * inserted or replaced; one that opened, closed or was cancelled leaves. A copy behind the held
 * one's status is ignored. `symbol` keeps the list to one market. Returns the same array when
 * nothing changed.
 */
export function mergePendingFuturesOrder(
  list: readonly FuturesOrder[],
  order: FuturesOrder,
  symbol?: string,
): readonly FuturesOrder[] {
  if (symbol !== undefined && order.symbol !== symbol) return list
  const index = list.findIndex((held) => held.id === order.id)
  const held = index >= 0 ? list[index] : undefined
  if (held && STATUS_RANK[held.status] > STATUS_RANK[order.status]) return list
  if (order.status !== 'pending') return held ? list.filter((_, i) => i !== index) : list
  if (held) {
    const next = list.slice()
    next[index] = order
    return next
  }
  return [...list, order].sort(byNewest)
}

/**
 * Whether a pushed order changes the pages of `view`: `closed` when a position closed,
 * `history` when one closed or an order was cancelled (of `symbol` when given); never for
 * `current` (it merges instead).
 */
export function finishesFuturesRecord(
  view: FuturesOrdersView,
  order: Pick<FuturesOrder, 'status' | 'symbol'>,
  symbol?: string,
): boolean {
  if (view === 'current') return false
  if (symbol !== undefined && order.symbol !== symbol) return false
  if (view === 'closed') return order.status === 'closed'
  return order.status === 'closed' || order.status === 'cancelled'
}
