import type { FuturesOrder, FuturesStatus } from '@bourse/api-client'
import { mergeLiveRecord } from './liveList'

/*
 * Futures orders table rules: keeping the pending limit orders current from pushed `position`
 * events, and telling when a finished record should reload the closed or history pages.
 */

/** Which records a futures orders table shows. */
export type FuturesOrdersView = 'current' | 'closed' | 'history'

const STATUS_RANK: Record<FuturesStatus, number> = { pending: 0, open: 1, closed: 2, cancelled: 2 }

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
  return mergeLiveRecord(list, order, {
    symbol,
    belongs: (o) => o.status === 'pending',
    isBehind: (held, pushed) => STATUS_RANK[held.status] > STATUS_RANK[pushed.status],
  })
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
