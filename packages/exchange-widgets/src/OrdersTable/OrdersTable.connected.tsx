import { type MarketInfo, type SpotOrder, type SpotOrderPage } from '@bourse/api-client'
import { isOpenOrder, mergeOrderEvent, periodStart } from '@bourse/rules'
import { useCallback } from 'react'
import {
  recordsStatus,
  useSpotMarkets,
  useLiveList,
  useRecordActions,
  useRecordsQuery,
  useEventReloads,
  type RecordsConnectedProps,
  type RecordsFedProps,
  isUserEvent,
} from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import {
  defaultOrdersFilters,
  OrdersTable,
  type OrdersFilters,
  type OrdersTableProps,
} from './OrdersTable'

export type OrdersTableConnectedProps = Omit<
  OrdersTableProps,
  | RecordsFedProps
  | 'orders'
  | 'markets'
  | 'onCancel'
  | 'onCancelAll'
  | 'cancelling'
  | 'cancellingAll'
  | 'cancelError'
  | 'onFiltersChange'
> &
  RecordsConnectedProps & {
    /**
     * Markets for names and precision; loaded from `/app/market/list` when omitted.
     * @default undefined
     */
    markets?: readonly MarketInfo[]
    /** Called when a filter changes (the table has already reloaded). @default undefined */
    onFiltersChange?: OrdersTableProps['onFiltersChange']
  }

/**
 * The signed-in user's spot orders from the client given to `WidgetsProvider`. `current` loads
 * the open orders and keeps them live from the `user` channel (reloading after a reconnect);
 * `history` pages and filters on the server and reloads when an order finishes. Cancel and
 * cancel-all go through the client; a failed cancel shows its message above the table.
 */
export function OrdersTableConnected({
  mode,
  symbol,
  markets: marketsProp,
  loggedIn,
  refreshKey,
  onFiltersChange,
  defaultFilters,
  ...props
}: OrdersTableConnectedProps) {
  const { client, locale } = useWidgets()
  const current = mode === 'current'
  const { page, setPage, filters, changeFilters } = useRecordsQuery<OrdersFilters>(
    () => ({ ...defaultOrdersFilters, ...defaultFilters }),
    onFiltersChange,
  )
  const { describe } = useApiErrors()
  const actions = useRecordActions(describe)

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

  const { retry: retryOpen, apply: applyCancelled } = open
  const { retry: retryHistory } = history
  const retry = useCallback(() => {
    retryOpen()
    retryHistory()
  }, [retryOpen, retryHistory])

  const { run, runAll } = actions
  const cancel = useCallback(
    ({ orderId }: { orderId: string }) =>
      run(
        orderId,
        () => client.post('/app/spot/order/cancel', { body: { orderId }, silent: true }),
        (order) => applyCancelled([order]),
      ),
    [client, run, applyCancelled],
  )

  const cancelAll = useCallback(
    () =>
      runAll(
        () =>
          client.post('/app/spot/order/cancelAll', {
            body: symbol ? { symbol } : {},
            silent: true,
          }),
        applyCancelled,
      ),
    [client, symbol, runAll, applyCancelled],
  )

  const loaded = current ? open : history
  const orders = current ? (open.data ?? []) : (history.data?.list ?? [])

  return (
    <OrdersTable
      {...props}
      mode={mode}
      orders={orders}
      markets={markets}
      status={recordsStatus(loaded, orders.length)}
      loggedIn={loggedIn}
      errorDetail={describe(loaded.failure)}
      onRetry={retry}
      total={current ? undefined : (history.data?.total ?? 0)}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      onPageChange={setPage}
      onCancel={cancel}
      onCancelAll={cancelAll}
      cancelling={actions.busy}
      cancellingAll={actions.busyAll}
      cancelError={actions.error}
      defaultFilters={defaultFilters}
      onFiltersChange={changeFilters}
      locale={locale}
    />
  )
}
OrdersTableConnected.displayName = 'OrdersTableConnected'
