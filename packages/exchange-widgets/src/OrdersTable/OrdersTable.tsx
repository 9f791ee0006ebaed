import type { LabelsInput } from '../shared/labels'
import type { MarketInfo, OrderSide, SpotCancelReason, SpotOrder } from '@bourse/api-client'
import {
  filledPercent,
  pageOf,
  sortOrders,
  type OrdersPeriod,
  type OrdersSort,
  type OrdersSortKey,
} from '@bourse/rules'
import {
  Badge,
  Button,
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  formatNumber,
  ConfirmModal,
  type SortState,
  type TableColumn,
  type Tone,
} from '@bourse/ui'
import { useMemo, useState, type HTMLAttributes } from 'react'
import { formatDecimal } from '../shared/marketFormat'
import { Spacer } from '../shared/frame.styles'
import {
  defaultRecordsPagerLabels,
  Muted,
  pairFilterOptions,
  RecordsFilters,
  useRecordsFilters,
  withAll,
  RecordsPanel,
  RecordsRoot as Root,
  RecordsToolbar as Toolbar,
  StackedStatus as StatusCell,
  type RecordsPagerLabels,
  type RecordsTableStateProps,
} from '../shared/RecordsPanel'
import { Reason, SideText } from './OrdersTable.styles'
import { ordersTableLabelKeys } from './OrdersTable.messages'
import { useMessageLabels } from '../shared/widgetMessages'

export type OrdersTableMode = 'current' | 'history'

/** The history filters; an empty string means "all". */
export type OrdersFilters = {
  symbol: string
  side: '' | OrderSide
  status: '' | 'filled' | 'cancelled'
  period: OrdersPeriod
}

export const defaultOrdersFilters: OrdersFilters = {
  symbol: '',
  side: '',
  status: '',
  period: 'all',
}

/** A cancel that failed: the order (or `null` for "cancel all") and the message to show. */
export type OrdersCancelError = { orderId: string | null; message: string }

export type OrdersTableLabels = RecordsPagerLabels & {
  /** Accessible name of the current orders. @default 'Current orders' */
  currentTitle: string
  /** Accessible name of the order history. @default 'Order history' */
  historyTitle: string
  /** @default 'Time' */
  time: string
  /** @default 'Pair' */
  pair: string
  /** @default 'Side' */
  side: string
  /** @default 'Type' */
  type: string
  /** @default 'Price' */
  price: string
  /** @default 'Amount' */
  amount: string
  /** @default 'Filled' */
  filled: string
  /** @default 'Avg. price' */
  averagePrice: string
  /** @default 'Total' */
  total: string
  /** @default 'Fee' */
  fee: string
  /** @default 'Status' */
  status: string
  /** Header of the cancel buttons' column. @default 'Action' */
  action: string
  /** @default 'Buy' */
  buy: string
  /** @default 'Sell' */
  sell: string
  /** @default 'Limit' */
  limit: string
  /** Order type. @default 'Market' */
  market: string
  /** The price cell of a market order. @default 'Market' */
  marketPrice: string
  /** @default 'Open' */
  statusPending: string
  /** @default 'Partially filled' */
  statusPartiallyFilled: string
  /** @default 'Filled' */
  statusFilled: string
  /** @default 'Cancelled' */
  statusCancelled: string
  /** Why a cancelled order ended. @default 'By you' */
  reasonCancelled: string
  /** @default 'Would have traded with your own order' */
  reasonSelfTrade: string
  /** @default 'Price moved beyond the slippage limit' */
  reasonSlippage: string
  /** @default 'No liquidity left' */
  reasonNoLiquidity: string
  /** @default 'Market closed' */
  reasonMarketClosed: string
  /** @default 'Cancel' */
  cancel: string
  /**
   * Accessible name of a row's cancel button; `{side}`, `{pair}` and `{price}` are replaced.
   * @default 'Cancel {side} {pair} at {price}'
   */
  cancelOrder: string
  /** @default 'Cancelling…' */
  cancelling: string
  /** @default 'Cancel all' */
  cancelAll: string
  /** @default 'Cancel all open orders?' */
  cancelAllTitle: string
  /**
   * Body of the confirmation; `{count}` is replaced.
   * @default '{count} open orders will be cancelled and their frozen funds released.'
   */
  cancelAllBody: string
  /** @default 'Cancel all orders' */
  cancelAllConfirm: string
  /** @default 'Keep orders' */
  cancelAllDismiss: string
  /** The dialog's close button. @default 'Close' */
  close: string
  /** @default 'No open orders' */
  emptyCurrent: string
  /** @default 'No orders in this period' */
  emptyHistory: string
  /** @default 'Orders could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'Log in to view your orders' */
  visitor: string
  /** @default 'Log in' */
  login: string
  /** @default 'Loading orders' */
  loading: string
  /** Title of a failed cancel's message. @default 'The order could not be cancelled' */
  cancelFailed: string
  /** @default 'Pair' */
  filterPair: string
  /** @default 'All pairs' */
  allPairs: string
  /** @default 'Side' */
  filterSide: string
  /** @default 'All sides' */
  allSides: string
  /** @default 'Status' */
  filterStatus: string
  /** @default 'All statuses' */
  allStatuses: string
  /** @default 'Period' */
  filterPeriod: string
  /** @default 'All time' */
  periodAll: string
  /** @default '1 day' */
  period1d: string
  /** @default '1 week' */
  period1w: string
  /** @default '1 month' */
  period1m: string
  /** @default '3 months' */
  period3m: string
}

export const defaultOrdersTableLabels: OrdersTableLabels = {
  currentTitle: 'Current orders',
  historyTitle: 'Order history',
  time: 'Time',
  pair: 'Pair',
  side: 'Side',
  type: 'Type',
  price: 'Price',
  amount: 'Amount',
  filled: 'Filled',
  averagePrice: 'Avg. price',
  total: 'Total',
  fee: 'Fee',
  status: 'Status',
  action: 'Action',
  buy: 'Buy',
  sell: 'Sell',
  limit: 'Limit',
  market: 'Market',
  marketPrice: 'Market',
  statusPending: 'Open',
  statusPartiallyFilled: 'Partially filled',
  statusFilled: 'Filled',
  statusCancelled: 'Cancelled',
  reasonCancelled: 'By you',
  reasonSelfTrade: 'Would have traded with your own order',
  reasonSlippage: 'Price moved beyond the slippage limit',
  reasonNoLiquidity: 'No liquidity left',
  reasonMarketClosed: 'Market closed',
  cancel: 'Cancel',
  cancelOrder: 'Cancel {side} {pair} at {price}',
  cancelling: 'Cancelling…',
  cancelAll: 'Cancel all',
  cancelAllTitle: 'Cancel all open orders?',
  cancelAllBody: '{count} open orders will be cancelled and their frozen funds released.',
  cancelAllConfirm: 'Cancel all orders',
  cancelAllDismiss: 'Keep orders',
  close: 'Close',
  emptyCurrent: 'No open orders',
  emptyHistory: 'No orders in this period',
  error: 'Orders could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your orders',
  login: 'Log in',
  loading: 'Loading orders',
  cancelFailed: 'The order could not be cancelled',
  filterPair: 'Pair',
  allPairs: 'All pairs',
  filterSide: 'Side',
  allSides: 'All sides',
  filterStatus: 'Status',
  allStatuses: 'All statuses',
  filterPeriod: 'Period',
  periodAll: 'All time',
  period1d: '1 day',
  period1w: '1 week',
  period1m: '1 month',
  period3m: '3 months',
  ...defaultRecordsPagerLabels,
}

export type OrdersTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps & {
    /** `current`: open orders, cancellable, paged here. `history`: finished orders, paged by the server. */
    mode: OrdersTableMode
    /** The orders: every open order (`current`) or the rows of the page shown (`history`). */
    orders: readonly SpotOrder[]
    /**
     * Markets, for pair names and each market's price and quantity precision.
     * @default [] (symbols as sent, four decimals)
     */
    markets?: readonly MarketInfo[]
    /** Show the pair column (a table over every market). @default false */
    showSymbolColumn?: boolean
    /** Current: called by a row's cancel button. Without it there are no cancel buttons. */
    onCancel?: (details: { orderId: string }) => void
    /** Current: called after "Cancel all" is confirmed, with the open orders' ids. */
    onCancelAll?: (details: { orderIds: string[] }) => void
    /** Orders whose cancel is under way (their buttons are busy). @default [] */
    cancelling?: readonly string[]
    /** "Cancel all" is under way. @default false */
    cancellingAll?: boolean
    /** The last failed cancel, shown above the table. @default null */
    cancelError?: OrdersCancelError | null
    /** History: show the pair, side, status and period filters. @default false */
    filters?: boolean
    /** History: initial filter values. @default defaultOrdersFilters */
    defaultFilters?: Partial<OrdersFilters>
    /** History: called when a filter changes. @default undefined */
    onFiltersChange?: (details: { filters: OrdersFilters }) => void
    /** Initial sort; `null` is newest first. @default null */
    defaultSort?: OrdersSort
    /** BCP-47 locale for numbers and times. @default 'en' */
    locale?: string
    /** Time zone of the times (stories and tests pin it). @default the user's time zone */
    timeZone?: string
    /** Text, English by default. */
    labels?: LabelsInput<OrdersTableLabels>
  }

const DEFAULT_DECIMALS = 4
const noOrders: readonly string[] = []
const noMarkets: readonly MarketInfo[] = []

/** Table column prop -> rule sort key. */
const SORT_KEYS: Partial<Record<keyof SpotOrder, OrdersSortKey>> = {
  createdAt: 'time',
  symbol: 'pair',
  price: 'price',
  quantity: 'amount',
  filledQuantity: 'filled',
}
const SORT_PROPS: Record<OrdersSortKey, keyof SpotOrder> = {
  time: 'createdAt',
  pair: 'symbol',
  price: 'price',
  amount: 'quantity',
  filled: 'filledQuantity',
}

const STATUS_TONE: Record<SpotOrder['status'], Tone> = {
  pending: 'info',
  partially_filled: 'warning',
  filled: 'neutral',
  cancelled: 'neutral',
}

type Precision = { pair: string; base: string; quote: string; price: number; quantity: number }

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )

/**
 * A user's spot orders: the open ones (with cancel and cancel-all) or the finished ones (paged by
 * the server, with filters). Sortable by time, pair, price, amount and filled share (history
 * sorts the rows of the page shown; the server sends them newest first); numbers in each market's
 * precision. Renders from props only; `OrdersTableConnected` feeds it.
 */
export function OrdersTable({
  mode,
  orders,
  markets = noMarkets,
  status = 'ready',
  loggedIn = true,
  error,
  errorDetail,
  onRetry,
  onLogin,
  showSymbolColumn = false,
  total,
  pageIndex = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  onCancel,
  onCancelAll,
  cancelling = noOrders,
  cancellingAll = false,
  cancelError = null,
  filters: showFilters = false,
  defaultFilters,
  onFiltersChange,
  defaultSort = null,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: OrdersTableProps) {
  const labelOverrides = useMessageLabels(
    defaultOrdersTableLabels,
    ordersTableLabelKeys,
    labelsProp,
  )
  const labels = useMemo(
    () => ({ ...defaultOrdersTableLabels, ...labelOverrides }),
    [labelOverrides],
  )
  const current = mode === 'current'
  const title = current ? labels.currentTitle : labels.historyTitle
  const [sort, setSort] = useState<OrdersSort>(defaultSort)
  const [filterValues, changeFilter] = useRecordsFilters(
    defaultOrdersFilters,
    defaultFilters,
    onFiltersChange,
  )
  // Current orders are paged here; history pages come from the server.
  const [localPage, setLocalPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const [confirming, setConfirming] = useState(false)

  const precisions = useMemo(() => {
    const map = new Map<string, Precision>()
    for (const m of markets) {
      map.set(m.symbol, {
        pair: `${m.base}/${m.quote}`,
        base: m.base,
        quote: m.quote,
        price: m.pricePrecision,
        quantity: m.quantityPrecision,
      })
    }
    return map
  }, [markets])
  const precisionOf = (symbol: string): Precision =>
    precisions.get(symbol) ?? {
      pair: symbol,
      base: '',
      quote: '',
      price: DEFAULT_DECIMALS,
      quantity: DEFAULT_DECIMALS,
    }

  const sorted = useMemo(() => sortOrders(orders, sort), [orders, sort])
  const localPages = Math.max(1, Math.ceil(sorted.length / localPage.pageSize))
  const page = current
    ? { ...localPage, pageIndex: Math.min(localPage.pageIndex, localPages) }
    : { pageIndex, pageSize }
  const rowCount = current ? sorted.length : (total ?? sorted.length)
  const rows = current ? pageOf(sorted, page.pageIndex, page.pageSize) : sorted
  const busy = useMemo(() => new Set(cancelling), [cancelling])

  const num = (value: string, decimals: number) => formatDecimal(value, decimals, locale)
  const sideLabel = (side: OrderSide) => (side === 'buy' ? labels.buy : labels.sell)
  const priceText = (order: SpotOrder) =>
    order.price === null ? labels.marketPrice : num(order.price, precisionOf(order.symbol).price)
  const statusLabel: Record<SpotOrder['status'], string> = {
    pending: labels.statusPending,
    partially_filled: labels.statusPartiallyFilled,
    filled: labels.statusFilled,
    cancelled: labels.statusCancelled,
  }
  const reasonLabel: Record<SpotCancelReason, string> = {
    cancelled: labels.reasonCancelled,
    self_trade: labels.reasonSelfTrade,
    slippage: labels.reasonSlippage,
    no_liquidity: labels.reasonNoLiquidity,
    market_closed: labels.reasonMarketClosed,
  }

  const columns: TableColumn<SpotOrder>[] = [
    {
      prop: 'createdAt',
      label: labels.time,
      sort: true,
      render: (o) => formatDateTime(o.createdAt, locale, timeZone),
    },
    ...(showSymbolColumn
      ? [
          {
            prop: 'symbol',
            label: labels.pair,
            sort: true,
            render: (o: SpotOrder) => precisionOf(o.symbol).pair,
          } satisfies TableColumn<SpotOrder>,
        ]
      : []),
    {
      prop: 'side',
      label: labels.side,
      render: (o) => <SideText $side={o.side}>{sideLabel(o.side)}</SideText>,
    },
    {
      prop: 'type',
      label: labels.type,
      render: (o) => (o.type === 'market' ? labels.market : labels.limit),
    },
    { prop: 'price', label: labels.price, sort: true, align: 'right', render: priceText },
    {
      prop: 'quantity',
      label: labels.amount,
      sort: true,
      align: 'right',
      render: (o) => {
        const p = precisionOf(o.symbol)
        if (o.quantity !== null) return num(o.quantity, p.quantity)
        if (o.quoteAmount !== null) {
          return (
            <>
              {num(o.quoteAmount, p.price)} <Muted>{p.quote}</Muted>
            </>
          )
        }
        return '—'
      },
    },
    {
      prop: 'filledQuantity',
      label: labels.filled,
      sort: true,
      align: 'right',
      render: (o) => {
        const percent = filledPercent(o)
        return (
          <>
            {num(o.filledQuantity, precisionOf(o.symbol).quantity)}
            {percent !== null ? (
              <Muted> ({formatNumber(percent, { locale, decimals: 2, minDecimals: 2 })}%)</Muted>
            ) : null}
          </>
        )
      },
    },
    {
      prop: 'averagePrice',
      label: labels.averagePrice,
      align: 'right',
      render: (o) =>
        o.averagePrice === null ? (
          <Muted>—</Muted>
        ) : (
          num(o.averagePrice, precisionOf(o.symbol).price)
        ),
    },
    {
      prop: 'filledQuote',
      label: labels.total,
      align: 'right',
      render: (o) => num(o.filledQuote, precisionOf(o.symbol).price),
    },
    {
      prop: 'fee',
      label: labels.fee,
      align: 'right',
      render: (o) => {
        const p = precisionOf(o.symbol)
        return (
          <>
            {num(o.fee, o.feeAsset === p.base ? p.quantity : p.price)} <Muted>{o.feeAsset}</Muted>
          </>
        )
      },
    },
    {
      prop: 'status',
      label: labels.status,
      render: (o) => (
        <StatusCell>
          <Badge size="sm" tone={STATUS_TONE[o.status]}>
            {statusLabel[o.status]}
          </Badge>
          {o.status === 'cancelled' && o.cancelReason ? (
            <Reason>{reasonLabel[o.cancelReason]}</Reason>
          ) : null}
        </StatusCell>
      ),
    },
    ...(current && onCancel
      ? [
          {
            prop: 'id',
            label: labels.action,
            align: 'right',
            render: (o: SpotOrder) => {
              const pending = busy.has(o.id) || cancellingAll
              return (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={pending}
                  loadingLabel={labels.cancelling}
                  aria-label={fill(labels.cancelOrder, {
                    side: sideLabel(o.side),
                    pair: precisionOf(o.symbol).pair,
                    price: priceText(o),
                  })}
                  onClick={() => onCancel({ orderId: o.id })}
                >
                  {labels.cancel}
                </Button>
              )
            },
          } satisfies TableColumn<SpotOrder>,
        ]
      : []),
  ]

  const tableSort: SortState = sort
    ? { prop: SORT_PROPS[sort.key], direction: sort.direction }
    : null
  const onSortChange = ({ sort: next }: { sort: SortState }) => {
    const key = next ? SORT_KEYS[next.prop as keyof SpotOrder] : undefined
    setSort(next && key ? { key, direction: next.direction } : null)
  }

  const changePage = (next: { pageIndex: number; pageSize: number }) => {
    if (current) setLocalPage(next)
    else onPageChange?.(next)
  }

  const body = (
    <RecordsPanel
      status={status}
      loggedIn={loggedIn}
      onLogin={onLogin}
      error={error}
      errorDetail={errorDetail}
      onRetry={onRetry}
      title={title}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      sort={tableSort}
      onSortChange={onSortChange}
      emptyTitle={current ? labels.emptyCurrent : labels.emptyHistory}
      pagination={{
        pageIndex: page.pageIndex,
        pageSize: page.pageSize,
        total: rowCount,
        onPageChange: changePage,
      }}
      actionError={
        cancelError ? { title: labels.cancelFailed, message: cancelError.message } : null
      }
      labels={labels}
    />
  )

  const filterBar =
    !current && showFilters && loggedIn ? (
      <>
        <RecordsFilters
          values={filterValues}
          onChange={changeFilter}
          filters={[
            {
              key: 'symbol',
              label: labels.filterPair,
              options: pairFilterOptions(labels.allPairs, markets),
            },
            {
              key: 'side',
              label: labels.filterSide,
              options: withAll(labels.allSides, { buy: labels.buy, sell: labels.sell }),
            },
            {
              key: 'status',
              label: labels.filterStatus,
              options: withAll(labels.allStatuses, {
                filled: labels.statusFilled,
                cancelled: labels.statusCancelled,
              }),
            },
            {
              key: 'period',
              label: labels.filterPeriod,
              options: [
                { value: 'all', label: labels.periodAll },
                { value: '1d', label: labels.period1d },
                { value: '1w', label: labels.period1w },
                { value: '1m', label: labels.period1m },
                { value: '3m', label: labels.period3m },
              ],
            },
          ]}
        />
      </>
    ) : null
  const canCancelAll =
    current && loggedIn && onCancelAll !== undefined && status !== 'error' && orders.length > 0

  return (
    <Root aria-label={title} aria-busy={status === 'loading' || undefined} {...rest}>
      {filterBar || canCancelAll ? (
        <Toolbar>
          {filterBar}
          <Spacer />
          {canCancelAll ? (
            <Button
              size="sm"
              variant="danger"
              loading={cancellingAll}
              loadingLabel={labels.cancelling}
              onClick={() => setConfirming(true)}
            >
              {labels.cancelAll}
            </Button>
          ) : null}
        </Toolbar>
      ) : null}
      {body}
      <ConfirmModal
        open={confirming}
        tone="danger"
        title={labels.cancelAllTitle}
        confirmLabel={labels.cancelAllConfirm}
        cancelLabel={labels.cancelAllDismiss}
        closeLabel={labels.close}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onCancelAll?.({ orderIds: orders.map((o) => o.id) })
        }}
      >
        {fill(labels.cancelAllBody, { count: orders.length })}
      </ConfirmModal>
    </Root>
  )
}
OrdersTable.displayName = 'OrdersTable'
