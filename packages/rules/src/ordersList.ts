import type { SpotOrder } from '@bourse/api-client'
import { compare, div, isZero, mul } from './decimal'
import { mergeLiveRecord, newestFirst } from './liveList'

/*
 * The spot orders table's list rules: keeping the open-order list current from pushed order
 * events, sorting, client-side paging, the filled share of an order and the history periods.
 */

/** A column the orders table sorts by. */
export type OrdersSortKey = 'time' | 'pair' | 'price' | 'amount' | 'filled'
export type OrdersSort = { key: OrdersSortKey; direction: 'asc' | 'desc' } | null

/** History periods offered by the filters; `all` sends no time bound. */
export type OrdersPeriod = 'all' | '1d' | '1w' | '1m' | '3m'

const DAY_MS = 86_400_000
const PERIOD_DAYS: Record<Exclude<OrdersPeriod, 'all'>, number> = {
  '1d': 1,
  '1w': 7,
  '1m': 30,
  '3m': 90,
}

/** Whether an order still rests in the book (the "current" list). */
export function isOpenOrder(order: Pick<SpotOrder, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'partially_filled'
}

/**
 * Applies one pushed order to the open-order list (newest first): an open order is inserted or
 * replaced, a filled or cancelled one removed. An event older than the held copy (`updatedAt`)
 * is ignored, so a late REST answer or a reordered push never turns an order back. `symbol`
 * keeps the list to one market. Returns the same array when nothing changed.
 */
export function mergeOrderEvent(
  list: readonly SpotOrder[],
  order: SpotOrder,
  symbol?: string,
): readonly SpotOrder[] {
  return mergeLiveRecord(list, order, {
    symbol,
    belongs: isOpenOrder,
    isBehind: (held, pushed) => held.updatedAt > pushed.updatedAt,
  })
}

/**
 * How much of an order has filled, in percent (exactly two places, truncated): by quantity, or by quote
 * spent for a market buy by amount. `null` when the order has no size to compare with.
 */
export function filledPercent(order: SpotOrder): string | null {
  const [done, of] =
    order.quantity !== null
      ? [order.filledQuantity, order.quantity]
      : order.quoteAmount !== null
        ? [order.filledQuote, order.quoteAmount]
        : [null, null]
  if (done === null || of === null || isZero(of)) return null
  return div(mul(done, '100'), of, 2)
}

/** The value a sort key compares; `null` sorts last in either direction. */
function sortValue(order: SpotOrder, key: OrdersSortKey): string | number | null {
  switch (key) {
    case 'time':
      return order.createdAt
    case 'pair':
      return order.symbol
    case 'price':
      return order.price
    case 'amount':
      // A market buy by amount has no base quantity; its quote budget is not comparable.
      return order.quantity
    case 'filled':
      return filledPercent(order)
  }
}

function compareValues(a: string | number, b: string | number, key: OrdersSortKey): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (key === 'pair') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
  return compare(String(a), String(b))
}

/**
 * Orders sorted by a column, ties broken newest first; without a sort, newest first. Decimals
 * compare exactly (no floats); orders without the value (a market order's price) go last.
 */
export function sortOrders(list: readonly SpotOrder[], sort: OrdersSort): SpotOrder[] {
  if (!sort) return [...list].sort(newestFirst)
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...list].sort((a, b) => {
    const va = sortValue(a, sort.key)
    const vb = sortValue(b, sort.key)
    if (va === null || vb === null) {
      if (va === vb) return newestFirst(a, b)
      return va === null ? 1 : -1
    }
    return sign * compareValues(va, vb, sort.key) || newestFirst(a, b)
  })
}

/** The rows of one page (1-based); a page past the end gives the last page's rows. */
export function pageOf<T>(list: readonly T[], pageIndex: number, pageSize: number): T[] {
  const pages = Math.max(1, Math.ceil(list.length / pageSize))
  const page = Math.min(Math.max(1, pageIndex), pages)
  return list.slice((page - 1) * pageSize, page * pageSize)
}

/** The `from` bound (epoch ms) of a history period ending `now`; `undefined` for all time. */
export function periodStart(period: OrdersPeriod, now: number): number | undefined {
  return period === 'all' ? undefined : now - PERIOD_DAYS[period] * DAY_MS
}
