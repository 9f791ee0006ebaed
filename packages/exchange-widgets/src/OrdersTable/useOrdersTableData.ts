import type { SpotOrder, SpotOrderPage } from '@bourse/api-client'
import { isOpenOrder, mergeOrderEvent, periodStart } from '@bourse/rules'
import { useCallback } from 'react'
import {
  isUserEvent,
  useEventReloads,
  useLiveBulkAction,
  useLiveList,
  useLiveRowAction,
  useOpenOrHistory,
  useRecordActions,
  useRecordsQuery,
  useSpotMarkets,
} from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import { defaultOrdersFilters, type OrdersFilters, type OrdersTableProps } from './OrdersTable'
import type { OrdersTableConnectedProps } from './OrdersTable.connected'

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
  const { client, locale } = useWidgets()
  const current = mode === 'current'
  const { page, setPage, filters, changeFilters } = useRecordsQuery<OrdersFilters>(
    () => ({ ...defaultOrdersFilters, ...defaultFilters }),
    onFiltersChange,
  )
  const actions = useRecordActions()

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

  const market = symbol ?? (filters.symbol || undefined)
  const history = useLoad<SpotOrderPage>(
    !current && loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/spot/order/history', {
          body: {
            pageIndex: page.pageIndex,
            pageSize: page.pageSize,
            ...(market ? { symbol: market } : {}),
            ...(filters.side ? { side: filters.side } : {}),
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.period !== 'all' ? { from: periodStart(filters.period, Date.now()) } : {}),
          },
          signal,
          silent: true,
        }),
      [client, market, page, filters],
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
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    onPageChange: setPage,
    onCancel: cancel,
    onCancelAll: cancelAll,
    cancelling: actions.busy,
    cancellingAll: actions.busyAll,
    cancelError: actions.error,
    defaultFilters,
    onFiltersChange: changeFilters,
    locale,
  }
}
