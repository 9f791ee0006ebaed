import { type FuturesMarket, type FuturesOrder, type FuturesOrderPage } from '@bourse/api-client'
import { finishesFuturesRecord, mergePendingFuturesOrder } from '@bourse/rules'
import { useCallback } from 'react'
import {
  recordsStatus,
  useFuturesMarkets,
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
  defaultFuturesOrdersFilters,
  FuturesOrdersTable,
  type FuturesOrdersFilters,
  type FuturesOrdersTableProps,
} from './FuturesOrdersTable'

export type FuturesOrdersTableConnectedProps = Omit<
  FuturesOrdersTableProps,
  | RecordsFedProps
  | 'orders'
  | 'markets'
  | 'onCancel'
  | 'cancelling'
  | 'cancelError'
  | 'onFiltersChange'
> &
  RecordsConnectedProps & {
    /** Perpetual markets; loaded from `/app/futures/markets` when omitted. @default undefined */
    markets?: readonly FuturesMarket[]
    /** Called when a filter changes (the table has already reloaded). @default undefined */
    onFiltersChange?: FuturesOrdersTableProps['onFiltersChange']
  }

/**
 * The signed-in user's futures orders from the client given to `WidgetsProvider`. `current`
 * loads the pending limit orders and keeps them live from `position` events (pending ones in,
 * the rest out; reloading after a reconnect) and cancels through the client; `closed` and
 * `history` page and filter on the server (`/app/futures/orders/history`, `status: 'closed'` for
 * the closed view) and reload when a record closes or is cancelled.
 */
export function FuturesOrdersTableConnected({
  view,
  loggedIn,
  symbol,
  markets: marketsProp,
  refreshKey,
  onFiltersChange,
  defaultFilters,
  ...props
}: FuturesOrdersTableConnectedProps) {
  const { client, locale } = useWidgets()
  const current = view === 'current'
  const { page, setPage, filters, changeFilters } = useRecordsQuery<FuturesOrdersFilters>(
    () => ({ ...defaultFuturesOrdersFilters, ...defaultFilters }),
    onFiltersChange,
  )
  const { describe } = useApiErrors()
  const actions = useRecordActions(describe)

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

  const market = symbol ?? (filters.symbol || undefined)
  const history = useLoad<FuturesOrderPage>(
    !current && loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/futures/orders/history', {
          body: {
            pageIndex: page.pageIndex,
            pageSize: page.pageSize,
            ...(market ? { symbol: market } : {}),
            ...(filters.side ? { side: filters.side } : {}),
            ...(view === 'closed' ? { status: 'closed' as const } : {}),
          },
          signal,
          silent: true,
        }),
      [client, market, page, filters, view],
    ),
    `${historyTick}:${refreshKey ?? ''}`,
  )

  const { retry: retryPending, apply: applyCancelled } = pending
  const { retry: retryHistory } = history
  const retry = useCallback(() => {
    retryPending()
    retryHistory()
  }, [retryPending, retryHistory])

  const { run } = actions
  const cancel = useCallback(
    ({ orderId }: { orderId: string }) =>
      run(
        orderId,
        () => client.post('/app/futures/order/cancel', { body: { orderId }, silent: true }),
        (order) => applyCancelled([order]),
      ),
    [client, run, applyCancelled],
  )

  const loaded = current ? pending : history
  const orders = current ? (pending.data ?? []) : (history.data?.list ?? [])

  return (
    <FuturesOrdersTable
      {...props}
      view={view}
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
      cancelling={actions.busy}
      cancelError={actions.error}
      defaultFilters={defaultFilters}
      onFiltersChange={changeFilters}
      locale={locale}
    />
  )
}
FuturesOrdersTableConnected.displayName = 'FuturesOrdersTableConnected'
