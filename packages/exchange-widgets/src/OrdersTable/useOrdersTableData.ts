import type { SpotOrder, SpotOrderPage } from '@bourse/api-client'
import { isOpenOrder, mergeOrderEvent, periodStart } from '@bourse/rules'
import { useCallback } from 'react'
import {
  isUserEvent,
  useEventReloads,
  useLiveBulkAction,
  useLiveList,
  useLiveRowAction,
  pairSidePage,
  useOpenOrHistory,
  useOrdersQuery,
  useSpotMarkets,
} from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import { defaultOrdersFilters, type OrdersFilters, type OrdersTableProps } from './OrdersTable'
import type { OrdersTableConnectedProps } from './OrdersTable.connected'
import { useClockNow } from '../serverClock/useServerNow'

/**
 * The signed-in user's spot orders from the client given to `WidgetsProvider`. `current` loads
 * the open orders and keeps them live from the `user` channel (reloading after a reconnect);
 * `history` pages and filters on the server and reloads when an order finishes. Cancel and
 * cancel-all go through the client; a failed cancel shows its message above the table.
 */
export function useOrdersTableData({
  mode,
  symbol,
  markets: marketsProp,
  loggedIn,
  refreshKey,
  onFiltersChange,
  defaultFilters,
  ...props
}: OrdersTableConnectedProps): OrdersTableProps {
  const current = mode === 'current'
  const { client, query, actions, feed } = useOrdersQuery<OrdersFilters>(
    defaultOrdersFilters,
    defaultFilters,
    onFiltersChange,
  )
  const { page, filters } = query
  // "The last 7 days" of the server's timestamps, counted back from the server's now.
  const serverNow = useClockNow(undefined)

  const markets = useSpotMarkets(marketsProp)

  // Current: the open orders, live from order events; another market blanks the rows.
  const open = useLiveList<SpotOrder>({
    enabled: current && loggedIn,
    scope: symbol ?? '',
    reloadKey: refreshKey,
    load: useCallback(
      (signal: AbortSignal) =>
        client
          .get('/app/spot/order/current', {
            params: { query: symbol ? { symbol } : {} },
            signal,
            silent: true,
          })
          .then((list) => (symbol ? list.filter((o) => o.symbol === symbol) : list)),
      [client, symbol],
    ),
    pick: (data) => (isUserEvent(data, 'order') ? data.order : undefined),
    merge: (list, order) => mergeOrderEvent(list ?? [], order, symbol),
  })

  // History: one page from the server; an order that finishes reloads it.
  const historyTick = useEventReloads(
    !current && loggedIn,
    symbol ?? '',
    (data) =>
      isUserEvent(data, 'order') &&
      !isOpenOrder(data.order) &&
      !(symbol && data.order.symbol !== symbol),
  )

  const history = useLoad<SpotOrderPage>(
    !current && loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/spot/order/history', {
          body: {
            ...pairSidePage(page, filters, symbol),
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.period !== 'all' ? { from: periodStart(filters.period, serverNow()) } : {}),
          },
          signal,
          silent: true,
        }),
      [client, symbol, page, filters, serverNow],
    ),
    `${historyTick}:${refreshKey ?? ''}`,
  )

  const shown = useOpenOrHistory(current, open, history)
  const cancel = useLiveRowAction(actions, open.apply, (orderId: string) =>
    client.post('/app/spot/order/cancel', { body: { orderId }, silent: true }),
  )
  const cancelAll = useLiveBulkAction(actions, open.apply, () =>
    client.post('/app/spot/order/cancelAll', { body: symbol ? { symbol } : {}, silent: true }),
  )

  return {
    ...props,
    mode,
    markets,
    loggedIn,
    ...shown,
    ...feed,
    onCancel: cancel,
    onCancelAll: cancelAll,
    cancellingAll: actions.busyAll,
  }
}
