import {
  isApiError,
  type MarketInfo,
  type SpotOrder,
  type SpotOrderPage,
  type UserStreamEvent,
} from '@bourse/api-client'
import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isOpenOrder, mergeOrderEvent, periodStart } from '../rules/ordersList'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import {
  defaultOrdersFilters,
  OrdersTable,
  type OrdersCancelError,
  type OrdersFilters,
  type OrdersTableProps,
} from './OrdersTable'

export type OrdersTableConnectedProps = Omit<
  OrdersTableProps,
  | 'orders'
  | 'markets'
  | 'status'
  | 'loggedIn'
  | 'error'
  | 'errorDetail'
  | 'onRetry'
  | 'total'
  | 'pageIndex'
  | 'pageSize'
  | 'onPageChange'
  | 'onCancel'
  | 'onCancelAll'
  | 'cancelling'
  | 'cancellingAll'
  | 'cancelError'
  | 'onFiltersChange'
  | 'locale'
> & {
  /** Keep the table to one market (the spot desk); all markets without it. @default undefined */
  symbol?: string
  /**
   * Markets for names and precision; loaded from `/app/market/list` when omitted.
   * @default undefined
   */
  markets?: readonly MarketInfo[]
  /** Whether a user is signed in; the embedding page owns the session. */
  loggedIn: boolean
  /**
   * The message of a server error code (`order.not.cancellable`, `network.timeout`, ...), e.g.
   * the site's translated `errors.<code>`.
   * @default the server's own message
   */
  errorMessage?: (code: string) => string
  /** Change it to load the orders again (after the page placed an order, say). @default undefined */
  refreshKey?: string | number
  /** Called when a filter changes (the table has already reloaded). @default undefined */
  onFiltersChange?: OrdersTableProps['onFiltersChange']
}

type Loaded<T> = { data: T | null; failure: unknown }

/** Coalesces history reloads after order events: a burst of fills reloads once. */
const HISTORY_RELOAD_DELAY_MS = 300

const isOrderEvent = (data: unknown): data is Extract<UserStreamEvent, { type: 'order' }> =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'order'

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
  errorMessage,
  refreshKey,
  onFiltersChange,
  defaultFilters,
  ...props
}: OrdersTableConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const current = mode === 'current'
  const [loadedMarkets, setLoadedMarkets] = useState<MarketInfo[] | null>(null)
  const [open, setOpen] = useState<Loaded<readonly SpotOrder[]>>({ data: null, failure: null })
  const [history, setHistory] = useState<Loaded<SpotOrderPage>>({ data: null, failure: null })
  const [page, setPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const [filters, setFilters] = useState<OrdersFilters>(() => ({
    ...defaultOrdersFilters,
    ...defaultFilters,
  }))
  const [attempt, setAttempt] = useState(0)
  const [cancelling, setCancelling] = useState<readonly string[]>([])
  const [cancellingAll, setCancellingAll] = useState(false)
  const [cancelError, setCancelError] = useState<OrdersCancelError | null>(null)
  const messageOf = useRef(errorMessage)
  messageOf.current = errorMessage
  const describe = useCallback((failure: unknown): string | undefined => {
    if (!isApiError(failure)) return undefined
    return messageOf.current ? messageOf.current(failure.code) : failure.message
  }, [])

  useEffect(() => {
    if (marketsProp) return
    const controller = new AbortController()
    client.get('/app/market/list', { signal: controller.signal, silent: true }).then(
      (list) => setLoadedMarkets(list),
      // Without markets the table still shows symbols, in four decimals.
      () => undefined,
    )
    return () => controller.abort()
  }, [client, marketsProp])

  const scopeRef = useRef<string | null>(null)
  // Current: subscribe first and hold events until the REST answer, so none is lost between.
  useEffect(() => {
    if (!current || !loggedIn) {
      scopeRef.current = null
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    let held: SpotOrder[] | null = []
    // A reload (reconnect, refreshKey) keeps the rows until the answer; another market does not.
    const scope = symbol ?? ''
    if (scopeRef.current !== scope) setOpen({ data: null, failure: null })
    else setOpen((state) => ({ data: state.data, failure: null }))
    scopeRef.current = scope
    const off = stream.subscribe('user', (message) => {
      if (message.op !== 'data' || !isOrderEvent(message.data)) return
      const order = message.data.order
      if (held) held.push(order)
      else
        setOpen((state) => ({ ...state, data: mergeOrderEvent(state.data ?? [], order, symbol) }))
    })
    let wasOpen = stream.status() === 'open'
    const offStatus = stream.onStatus((status) => {
      // After a reconnect the pushes in between are gone: load the list again.
      if (status === 'open' && !wasOpen) setAttempt((n) => n + 1)
      wasOpen = status === 'open'
    })
    client
      .get('/app/spot/order/current', {
        params: { query: symbol ? { symbol } : {} },
        signal,
        silent: true,
      })
      .then(
        (list) => {
          if (signal.aborted) return
          let data: readonly SpotOrder[] = symbol ? list.filter((o) => o.symbol === symbol) : list
          for (const order of held ?? []) data = mergeOrderEvent(data, order, symbol)
          held = null
          setOpen({ data, failure: null })
        },
        (failure: unknown) => {
          if (signal.aborted) return
          held = null
          setOpen({ data: null, failure })
        },
      )
    return () => {
      controller.abort()
      off()
      offStatus()
    }
  }, [current, loggedIn, client, stream, symbol, attempt, refreshKey])

  // History: one page from the server; an order that finishes reloads it.
  const [historyTick, setHistoryTick] = useState(0)
  useEffect(() => {
    if (current || !loggedIn) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = stream.subscribe('user', (message) => {
      if (message.op !== 'data' || !isOrderEvent(message.data)) return
      const order = message.data.order
      if (isOpenOrder(order) || (symbol && order.symbol !== symbol)) return
      clearTimeout(timer)
      timer = setTimeout(() => setHistoryTick((n) => n + 1), HISTORY_RELOAD_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [current, loggedIn, stream, symbol])

  useEffect(() => {
    if (current || !loggedIn) return
    const controller = new AbortController()
    const { signal } = controller
    const market = symbol ?? (filters.symbol || undefined)
    setHistory((state) => ({ data: state.data, failure: null }))
    client
      .post('/app/spot/order/history', {
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
      })
      .then(
        (data) => {
          if (!signal.aborted) setHistory({ data, failure: null })
        },
        (failure: unknown) => {
          if (!signal.aborted) setHistory({ data: null, failure })
        },
      )
    return () => controller.abort()
  }, [current, loggedIn, client, symbol, page, filters, attempt, historyTick, refreshKey])

  const retry = useCallback(() => {
    setOpen({ data: null, failure: null })
    setHistory({ data: null, failure: null })
    setAttempt((n) => n + 1)
  }, [])

  const applyCancelled = useCallback(
    (orders: readonly SpotOrder[]) =>
      setOpen((state) => {
        let data = state.data
        for (const order of orders) if (data) data = mergeOrderEvent(data, order, symbol)
        return { ...state, data }
      }),
    [symbol],
  )

  const cancel = useCallback(
    ({ orderId }: { orderId: string }) => {
      setCancelError(null)
      setCancelling((ids) => [...ids, orderId])
      client
        .post('/app/spot/order/cancel', { body: { orderId }, silent: true })
        .then(
          (order) => applyCancelled([order]),
          (failure: unknown) =>
            setCancelError({ orderId, message: describe(failure) ?? String(failure) }),
        )
        .finally(() => setCancelling((ids) => ids.filter((id) => id !== orderId)))
    },
    [client, applyCancelled, describe],
  )

  const cancelAll = useCallback(() => {
    setCancelError(null)
    setCancellingAll(true)
    client
      .post('/app/spot/order/cancelAll', { body: symbol ? { symbol } : {}, silent: true })
      .then(applyCancelled, (failure: unknown) =>
        setCancelError({ orderId: null, message: describe(failure) ?? String(failure) }),
      )
      .finally(() => setCancellingAll(false))
  }, [client, symbol, applyCancelled, describe])

  const changeFilters = useCallback(
    (details: { filters: OrdersFilters }) => {
      setFilters(details.filters)
      setPage((p) => ({ ...p, pageIndex: 1 }))
      onFiltersChange?.(details)
    },
    [onFiltersChange],
  )

  const loaded = current ? open : history
  let status: WidgetStatus = 'ready'
  if (loaded.failure) status = 'error'
  else if (loaded.data === null) status = 'loading'
  const orders = current ? (open.data ?? []) : (history.data?.list ?? [])
  if (status === 'ready' && orders.length === 0) status = 'empty'

  return (
    <OrdersTable
      {...props}
      mode={mode}
      orders={orders}
      markets={marketsProp ?? loadedMarkets ?? undefined}
      status={status}
      loggedIn={loggedIn}
      errorDetail={describe(loaded.failure)}
      onRetry={retry}
      total={current ? undefined : (history.data?.total ?? 0)}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      onPageChange={setPage}
      onCancel={cancel}
      onCancelAll={cancelAll}
      cancelling={cancelling}
      cancellingAll={cancellingAll}
      cancelError={cancelError}
      defaultFilters={defaultFilters}
      onFiltersChange={changeFilters}
      locale={locale}
    />
  )
}
OrdersTableConnected.displayName = 'OrdersTableConnected'
