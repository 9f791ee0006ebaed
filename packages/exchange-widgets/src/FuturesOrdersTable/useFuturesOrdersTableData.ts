import type { FuturesOrder, FuturesOrderPage } from '@bourse/api-client'
import { finishesFuturesRecord, mergePendingFuturesOrder } from '@bourse/rules'
import { useCallback } from 'react'
import {
  isUserEvent,
  useEventReloads,
  useFuturesMarkets,
  useLiveList,
  useLiveRowAction,
  pairSidePage,
  useOpenOrHistory,
  useOrdersQuery,
} from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import {
  defaultFuturesOrdersFilters,
  type FuturesOrdersFilters,
  type FuturesOrdersTableProps,
} from './FuturesOrdersTable'
import type { FuturesOrdersTableConnectedProps } from './FuturesOrdersTable.connected'

/**
 * The signed-in user's futures orders from the client given to `WidgetsProvider`. `current`
 * loads the pending limit orders and keeps them live from `position` events (pending ones in,
 * the rest out; reloading after a reconnect) and cancels through the client; `closed` and
 * `history` page and filter on the server (`/app/futures/orders/history`, `status: 'closed'` for
 * the closed view) and reload when a record closes or is cancelled.
 */
export function useFuturesOrdersTableData({
  view,
  loggedIn,
  symbol,
  markets: marketsProp,
  refreshKey,
  onFiltersChange,
  defaultFilters,
  ...props
}: FuturesOrdersTableConnectedProps): FuturesOrdersTableProps {
  const current = view === 'current'
  const { client, query, actions, feed } = useOrdersQuery<FuturesOrdersFilters>(
    defaultFuturesOrdersFilters,
    defaultFilters,
    onFiltersChange,
  )
  const { page, setPage, filters } = query

  const markets = useFuturesMarkets(marketsProp)

  // Current: the pending limit orders, live from position events (pending ones in, the rest out).
  const pending = useLiveList<FuturesOrder>({
    enabled: current && loggedIn,
    reloadKey: refreshKey,
    load: useCallback(
      (signal: AbortSignal) =>
        client
          .get('/app/futures/orders/current', {
            params: { query: symbol ? { symbol } : {} },
            signal,
            silent: true,
          })
          .then((list) =>
            list.filter((o) => o.status === 'pending' && (!symbol || o.symbol === symbol)),
          ),
      [client, symbol],
    ),
    pick: (data) => (isUserEvent(data, 'position') ? data.position : undefined),
    merge: (list, order) => mergePendingFuturesOrder(list ?? [], order, symbol),
  })

  // Closed / history: one page from the server; a record that finishes reloads it, from page 1.
  const historyTick = useEventReloads(
    !current && loggedIn,
    `${view}:${symbol ?? ''}`,
    (data) => isUserEvent(data, 'position') && finishesFuturesRecord(view, data.position, symbol),
    () => setPage((p) => (p.pageIndex === 1 ? p : { ...p, pageIndex: 1 })),
  )

  const history = useLoad<FuturesOrderPage>(
    !current && loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/futures/orders/history', {
          body: {
            ...pairSidePage(page, filters, symbol),
            ...(view === 'closed' ? { status: 'closed' as const } : {}),
          },
          signal,
          silent: true,
        }),
      [client, symbol, page, filters, view],
    ),
    `${historyTick}:${refreshKey ?? ''}`,
  )

  const shown = useOpenOrHistory(current, pending, history)
  const cancel = useLiveRowAction(actions, pending.apply, (orderId: string) =>
    client.post('/app/futures/order/cancel', { body: { orderId }, silent: true }),
  )

  return {
    ...props,
    view,
    markets,
    loggedIn,
    ...shown,
    ...feed,
    onCancel: cancel,
  }
}
