import type { LabelsInput } from '../shared/labels'
import type {
  CloseMethod,
  FuturesMarket,
  FuturesOrder,
  FuturesStatus,
  PositionSide,
} from '@bourse/api-client'
import { type FuturesOrdersView, formatMessage, pageOf } from '@bourse/rules'
import { add, compare, decimalsOf } from '@bourse/rules/decimal'
import {
  Badge,
  Button,
  DEFAULT_PAGE_SIZE,
  formatDateTime,
  formatNumber,
  formatPercent,
  type TableColumn,
  type Tone,
} from '@bourse/ui'
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react'
import { formatDecimal } from '../shared/marketFormat'
import { Toned } from '../shared/frame.styles'
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
import { Small } from './FuturesOrdersTable.styles'
import { futuresOrdersTableLabelKeys } from './FuturesOrdersTable.messages'
import { useMessageLabels } from '../shared/widgetMessages'

/** The closed/history filters; an empty string means "all". */
export type FuturesOrdersFilters = { symbol: string; side: '' | PositionSide }

export const defaultFuturesOrdersFilters: FuturesOrdersFilters = { symbol: '', side: '' }

/** A cancel that failed: the order (never `null` here: there is no cancel-all) and the message to show. */
export type FuturesCancelError = { orderId: string | null; message: string }

export type FuturesOrdersTableLabels = RecordsPagerLabels & {
  /** Accessible name of the `current` view. @default 'Open orders' */
  currentTitle: string
  /** Accessible name of the `closed` view. @default 'Closed positions' */
  closedTitle: string
  /** Accessible name of the `history` view. @default 'Order history' */
  historyTitle: string
  /** @default 'Pair' */
  pair: string
  /** @default 'Side' */
  side: string
  /** @default 'Long' */
  long: string
  /** @default 'Short' */
  short: string
  /** @default 'Leverage' */
  leverage: string
  /** `{leverage}`. @default '{leverage}x' */
  leverageValue: string
  /** @default 'Price' */
  price: string
  /** The price cell of a market order. @default 'Market' */
  marketPrice: string
  /** @default 'Lots' */
  lots: string
  /** @default 'Margin' */
  margin: string
  /** @default 'TP/SL' */
  tpsl: string
  /** @default 'Time' */
  time: string
  /** @default 'Open price' */
  openPrice: string
  /** @default 'Close price' */
  closePrice: string
  /** @default 'Realised PnL' */
  realisedPnl: string
  /** @default 'Yield' */
  yieldRate: string
  /** @default 'Close method' */
  closeMethod: string
  /** Open, close and holding fees together. @default 'Fees' */
  fees: string
  /** @default 'Open time' */
  openTime: string
  /** @default 'Close time' */
  closeTime: string
  /** @default 'Status' */
  status: string
  /** @default 'Action' */
  action: string
  /** @default 'Pending' */
  statusPending: string
  /** @default 'Open' */
  statusOpen: string
  /** @default 'Closed' */
  statusClosed: string
  /** @default 'Cancelled' */
  statusCancelled: string
  /** @default 'By you' */
  methodUser: string
  /** @default 'Close all' */
  methodCloseAll: string
  /** @default 'Take profit' */
  methodTakeProfit: string
  /** @default 'Stop loss' */
  methodStopLoss: string
  /** @default 'Liquidation' */
  methodLiquidation: string
  /** @default 'Cancel' */
  cancel: string
  /** `{side}`, `{pair}`, `{price}`. @default 'Cancel {side} {pair} at {price}' */
  cancelOrder: string
  /** @default 'Cancelling…' */
  cancelling: string
  /** @default 'The order could not be cancelled' */
  cancelFailed: string
  /** @default 'No open orders' */
  emptyCurrent: string
  /** @default 'No closed positions' */
  emptyClosed: string
  /** @default 'No orders yet' */
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
  /** @default 'Pair' */
  filterPair: string
  /** @default 'All pairs' */
  allPairs: string
  /** @default 'Side' */
  filterSide: string
  /** @default 'All sides' */
  allSides: string
}

export const defaultFuturesOrdersTableLabels: FuturesOrdersTableLabels = {
  currentTitle: 'Open orders',
  closedTitle: 'Closed positions',
  historyTitle: 'Order history',
  pair: 'Pair',
  side: 'Side',
  long: 'Long',
  short: 'Short',
  leverage: 'Leverage',
  leverageValue: '{leverage}x',
  price: 'Price',
  marketPrice: 'Market',
  lots: 'Lots',
  margin: 'Margin',
  tpsl: 'TP/SL',
  time: 'Time',
  openPrice: 'Open price',
  closePrice: 'Close price',
  realisedPnl: 'Realised PnL',
  yieldRate: 'Yield',
  closeMethod: 'Close method',
  fees: 'Fees',
  openTime: 'Open time',
  closeTime: 'Close time',
  status: 'Status',
  action: 'Action',
  statusPending: 'Pending',
  statusOpen: 'Open',
  statusClosed: 'Closed',
  statusCancelled: 'Cancelled',
  methodUser: 'By you',
  methodCloseAll: 'Close all',
  methodTakeProfit: 'Take profit',
  methodStopLoss: 'Stop loss',
  methodLiquidation: 'Liquidation',
  cancel: 'Cancel',
  cancelOrder: 'Cancel {side} {pair} at {price}',
  cancelling: 'Cancelling…',
  cancelFailed: 'The order could not be cancelled',
  emptyCurrent: 'No open orders',
  emptyClosed: 'No closed positions',
  emptyHistory: 'No orders yet',
  error: 'Orders could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your orders',
  login: 'Log in',
  loading: 'Loading orders',
  filterPair: 'Pair',
  allPairs: 'All pairs',
  filterSide: 'Side',
  allSides: 'All sides',
  ...defaultRecordsPagerLabels,
}

export type FuturesOrdersTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps & {
    /**
     * `current`: pending limit orders (cancellable, paged here); `closed`: closed positions;
     * `history`: closed and cancelled records (both paged by the server).
     */
    view: FuturesOrdersView
    /** Every pending order (`current`) or the rows of the page shown. */
    orders: readonly FuturesOrder[]
    /** Perpetual markets, for pair names and price decimals. @default [] (symbols as sent) */
    markets?: readonly FuturesMarket[]
    /** Current: a row's cancel button. Without it there are no cancel buttons. @default undefined */
    onCancel?: (details: { orderId: string }) => void
    /** Orders whose cancel is under way. @default [] */
    cancelling?: readonly string[]
    /** The last failed cancel, shown above the table. @default null */
    cancelError?: FuturesCancelError | null
    /** Closed/history: show the pair and side filters. @default false */
    filters?: boolean
    /** Initial filter values. @default defaultFuturesOrdersFilters */
    defaultFilters?: Partial<FuturesOrdersFilters>
    /** Called when a filter changes. @default undefined */
    onFiltersChange?: (details: { filters: FuturesOrdersFilters }) => void
    /** BCP-47 locale for numbers and times. @default 'en' */
    locale?: string
    /** Time zone of the times (stories and tests pin it). @default the user's time zone */
    timeZone?: string
    /** Text, English by default. */
    labels?: LabelsInput<FuturesOrdersTableLabels>
  }

const DEFAULT_DECIMALS = 4
const AMOUNT_DECIMALS = 8
const noIds: readonly string[] = []
const noMarkets: readonly FuturesMarket[] = []

const STATUS_TONE: Record<FuturesStatus, Tone> = {
  pending: 'info',
  open: 'warning',
  closed: 'neutral',
  cancelled: 'neutral',
}

const toneOf = (value: string): 'positive' | 'negative' | 'neutral' => {
  const sign = compare(value, '0')
  return sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'neutral'
}

/**
 * A user's futures orders in one of three views: the pending limit orders (with cancel), the
 * closed positions (prices, realised PnL, yield, close method, fees, times) or the whole history
 * of closed and cancelled records; closed and history are paged by the server, with pair and
 * side filters. Renders from props only; `FuturesOrdersTableConnected` feeds it.
 */
export function FuturesOrdersTable({
  view,
  orders,
  markets = noMarkets,
  status = 'ready',
  loggedIn = true,
  error,
  errorDetail,
  onRetry,
  onLogin,
  total,
  pageIndex = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  onCancel,
  cancelling = noIds,
  cancelError = null,
  filters: showFilters = false,
  defaultFilters,
  onFiltersChange,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: FuturesOrdersTableProps) {
  const labelOverrides = useMessageLabels(
    defaultFuturesOrdersTableLabels,
    futuresOrdersTableLabelKeys,
    labelsProp,
  )
  const labels = useMemo(
    () => ({ ...defaultFuturesOrdersTableLabels, ...labelOverrides }),
    [labelOverrides],
  )
  const current = view === 'current'
  const title =
    view === 'current'
      ? labels.currentTitle
      : view === 'closed'
        ? labels.closedTitle
        : labels.historyTitle
  const [filterValues, changeFilter] = useRecordsFilters(
    defaultFuturesOrdersFilters,
    defaultFilters,
    onFiltersChange,
  )
  const [localPage, setLocalPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const busy = useMemo(() => new Set(cancelling), [cancelling])
  const byMarket = useMemo(() => new Map(markets.map((m) => [m.symbol, m])), [markets])

  const pairOf = (symbol: string) => {
    const m = byMarket.get(symbol)
    return m ? `${m.base}/${m.quote}` : symbol
  }
  const priceText = (symbol: string, value: string | null): ReactNode => {
    if (value === null) return <Muted>—</Muted>
    const m = byMarket.get(symbol)
    return formatDecimal(value, m ? decimalsOf(m.tickSize) : DEFAULT_DECIMALS, locale)
  }
  const money = (value: string, signed = false) =>
    formatNumber(value, { locale, decimals: AMOUNT_DECIMALS, minDecimals: 2, signed })
  const time = (ms: number | null) =>
    ms === null ? <Muted>—</Muted> : formatDateTime(ms, locale, timeZone)
  const sideLabel = (side: PositionSide) => (side === 'long' ? labels.long : labels.short)
  const methodLabel: Record<CloseMethod, string> = {
    user: labels.methodUser,
    close_all: labels.methodCloseAll,
    take_profit: labels.methodTakeProfit,
    stop_loss: labels.methodStopLoss,
    liquidation: labels.methodLiquidation,
  }
  const statusLabel: Record<FuturesStatus, string> = {
    pending: labels.statusPending,
    open: labels.statusOpen,
    closed: labels.statusClosed,
    cancelled: labels.statusCancelled,
  }

  const pair: TableColumn<FuturesOrder> = {
    prop: 'symbol',
    label: labels.pair,
    render: (o) => pairOf(o.symbol),
  }
  const side: TableColumn<FuturesOrder> = {
    prop: 'side',
    label: labels.side,
    render: (o) => (
      <Toned $tone={o.side === 'long' ? 'positive' : 'negative'}>{sideLabel(o.side)}</Toned>
    ),
  }
  const leverage: TableColumn<FuturesOrder> = {
    prop: 'leverage',
    label: labels.leverage,
    align: 'right',
    render: (o) => formatMessage(labels.leverageValue, { leverage: o.leverage }),
  }
  const lots: TableColumn<FuturesOrder> = {
    prop: 'lots',
    label: labels.lots,
    align: 'right',
    render: (o) => formatNumber(String(o.lots), { locale, decimals: 0 }),
  }
  const pnl: TableColumn<FuturesOrder> = {
    prop: 'realisedPnl',
    label: labels.realisedPnl,
    align: 'right',
    render: (o) =>
      o.realisedPnl === null ? (
        <Muted>—</Muted>
      ) : (
        <Toned $tone={toneOf(o.realisedPnl)}>{money(o.realisedPnl, true)}</Toned>
      ),
  }
  const limitPrice = (o: FuturesOrder) =>
    o.price === null ? labels.marketPrice : priceText(o.symbol, o.price)

  let columns: TableColumn<FuturesOrder>[]
  if (current) {
    columns = [
      pair,
      side,
      leverage,
      { prop: 'price', label: labels.price, align: 'right', render: limitPrice },
      lots,
      { prop: 'margin', label: labels.margin, align: 'right', render: (o) => money(o.margin) },
      {
        prop: 'takeProfit',
        label: labels.tpsl,
        align: 'right',
        render: (o) => (
          <>
            {priceText(o.symbol, o.takeProfit)} / {priceText(o.symbol, o.stopLoss)}
          </>
        ),
      },
      { prop: 'createdAt', label: labels.time, render: (o) => time(o.createdAt) },
      ...(onCancel
        ? [
            {
              prop: 'id',
              label: labels.action,
              align: 'right',
              render: (o: FuturesOrder) => (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy.has(o.id)}
                  loadingLabel={labels.cancelling}
                  aria-label={formatMessage(labels.cancelOrder, {
                    side: sideLabel(o.side),
                    pair: pairOf(o.symbol),
                    price: o.price === null ? labels.marketPrice : String(limitPrice(o)),
                  })}
                  onClick={() => onCancel({ orderId: o.id })}
                >
                  {labels.cancel}
                </Button>
              ),
            } satisfies TableColumn<FuturesOrder>,
          ]
        : []),
    ]
  } else if (view === 'closed') {
    columns = [
      pair,
      side,
      leverage,
      {
        prop: 'openPrice',
        label: labels.openPrice,
        align: 'right',
        render: (o) => priceText(o.symbol, o.openPrice),
      },
      {
        prop: 'closePrice',
        label: labels.closePrice,
        align: 'right',
        render: (o) => priceText(o.symbol, o.closePrice),
      },
      lots,
      pnl,
      {
        prop: 'yieldRate',
        label: labels.yieldRate,
        align: 'right',
        render: (o) =>
          o.yieldRate === null ? (
            <Muted>—</Muted>
          ) : (
            <Toned $tone={toneOf(o.yieldRate)}>
              {formatPercent(o.yieldRate, { locale, decimals: 2, signed: true })}
            </Toned>
          ),
      },
      {
        prop: 'closeMethod',
        label: labels.closeMethod,
        render: (o) => (o.closeMethod ? methodLabel[o.closeMethod] : <Muted>—</Muted>),
      },
      {
        prop: 'openFee',
        label: labels.fees,
        align: 'right',
        render: (o) => money(add(add(o.openFee, o.closeFee), o.holdingFee)),
      },
      { prop: 'openedAt', label: labels.openTime, render: (o) => time(o.openedAt) },
      { prop: 'closedAt', label: labels.closeTime, render: (o) => time(o.closedAt) },
    ]
  } else {
    columns = [
      { prop: 'createdAt', label: labels.time, render: (o) => time(o.createdAt) },
      pair,
      side,
      leverage,
      {
        prop: 'price',
        label: labels.price,
        align: 'right',
        render: (o) => (o.openPrice !== null ? priceText(o.symbol, o.openPrice) : limitPrice(o)),
      },
      {
        prop: 'closePrice',
        label: labels.closePrice,
        align: 'right',
        render: (o) => priceText(o.symbol, o.closePrice),
      },
      lots,
      pnl,
      {
        prop: 'status',
        label: labels.status,
        render: (o) => (
          <StatusCell>
            <Badge size="sm" tone={STATUS_TONE[o.status]}>
              {statusLabel[o.status]}
            </Badge>
            {o.closeMethod ? <Small>{methodLabel[o.closeMethod]}</Small> : null}
          </StatusCell>
        ),
      },
      {
        prop: 'closedAt',
        label: labels.closeTime,
        render: (o) => time(o.closedAt ?? o.cancelledAt),
      },
    ]
  }

  const localPages = Math.max(1, Math.ceil(orders.length / localPage.pageSize))
  const page = current
    ? { ...localPage, pageIndex: Math.min(localPage.pageIndex, localPages) }
    : { pageIndex, pageSize }
  const rows = current ? pageOf(orders, page.pageIndex, page.pageSize) : orders
  const rowCount = current ? orders.length : (total ?? orders.length)

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
      emptyTitle={
        current ? labels.emptyCurrent : view === 'closed' ? labels.emptyClosed : labels.emptyHistory
      }
      pagination={{
        pageIndex: page.pageIndex,
        pageSize: page.pageSize,
        total: rowCount,
        onPageChange: (next) => {
          if (current) setLocalPage(next)
          else onPageChange?.(next)
        },
      }}
      actionError={
        cancelError ? { title: labels.cancelFailed, message: cancelError.message } : null
      }
      labels={labels}
    />
  )

  return (
    <Root aria-label={title} aria-busy={status === 'loading' || undefined} {...rest}>
      {!current && showFilters && loggedIn ? (
        <Toolbar>
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
                options: withAll(labels.allSides, { long: labels.long, short: labels.short }),
              },
            ]}
          />
        </Toolbar>
      ) : null}
      {body}
    </Root>
  )
}
FuturesOrdersTable.displayName = 'FuturesOrdersTable'
