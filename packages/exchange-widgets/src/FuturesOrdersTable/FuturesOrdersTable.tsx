import type {
  CloseMethod,
  FuturesMarket,
  FuturesOrder,
  FuturesStatus,
  PositionSide,
} from '@bourse/api-client'
import { type FuturesOrdersView, formatMessage } from '@bourse/rules'
import { compare, decimalsOf } from '@bourse/rules/decimal'
import {
  formatDateTime,
  formatAmount,
  formatFee,
  formatNumber,
  formatPercent,
  type TableColumn,
  type Tone,
} from '@bourse/ui'
import { useMemo, type ReactNode } from 'react'
import { ActionRecords, RowActionButton, type RecordActionError } from '../shared/actionRecords'
import { Toned } from '../shared/frame.styles'
import type { LabelsInput } from '../shared/labels'
import { formatDecimal } from '../shared/marketFormat'
import {
  Muted,
  pairSideFilters,
  priceColumns,
  RecordsFilters,
  RecordsToolbar as Toolbar,
  statusColumn,
  useRecordsFilters,
  type ServerRecordsTableProps,
} from '../shared/RecordsPanel'
import { useWidgetLabels } from '../shared/widgetMessages'
import {
  defaultFuturesOrdersTableLabels,
  type FuturesOrdersTableLabels,
} from './FuturesOrdersTable.labels'
import { futuresOrdersTableLabelKeys } from './FuturesOrdersTable.messages'
import { FeeLines, Small } from './FuturesOrdersTable.styles'

export {
  defaultFuturesOrdersTableLabels,
  type FuturesOrdersTableLabels,
} from './FuturesOrdersTable.labels'

/** The closed/history filters; an empty string means "all". */
export type FuturesOrdersFilters = { symbol: string; side: '' | PositionSide }

export const defaultFuturesOrdersFilters: FuturesOrdersFilters = { symbol: '', side: '' }

/** A cancel that failed: the order (never `null` here: there is no cancel-all) and the message to show. */
export type FuturesCancelError = RecordActionError

export type FuturesOrdersTableProps = ServerRecordsTableProps & {
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
  /** Text, English by default. */
  labels?: LabelsInput<FuturesOrdersTableLabels>
}

const DEFAULT_DECIMALS = 4
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
  loggedIn = true,
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
  const labels = useWidgetLabels(
    defaultFuturesOrdersTableLabels,
    futuresOrdersTableLabelKeys,
    labelsProp,
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
  const money = (value: string, signed = false) => formatAmount(value, { locale, signed })
  const fee = (value: string) => formatFee(value, { locale })
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
  const multiplier: TableColumn<FuturesOrder> = {
    prop: 'multiplier',
    label: labels.multiplier,
    align: 'right',
    render: (o) => formatDecimal(o.multiplier, decimalsOf(o.multiplier), locale),
  }
  // The close fee apart from the open fee (and the holding fees), each on its line.
  const fees: TableColumn<FuturesOrder> = {
    prop: 'openFee',
    label: labels.fees,
    align: 'right',
    render: (o) => (
      <FeeLines>
        <span>{formatMessage(labels.openFee, { fee: fee(o.openFee) })}</span>
        <span>{formatMessage(labels.closeFee, { fee: fee(o.closeFee) })}</span>
        <Small>{formatMessage(labels.holdingFee, { fee: fee(o.holdingFee) })}</Small>
      </FeeLines>
    ),
  }
  const priceColumn = priceColumns<FuturesOrder>(priceText)
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
                <RowActionButton
                  busy={busy.has(o.id)}
                  busyLabel={labels.cancelling}
                  label={formatMessage(labels.cancelOrder, {
                    side: sideLabel(o.side),
                    pair: pairOf(o.symbol),
                    price: o.price === null ? labels.marketPrice : String(limitPrice(o)),
                  })}
                  onClick={() => onCancel({ orderId: o.id })}
                >
                  {labels.cancel}
                </RowActionButton>
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
      priceColumn('openPrice', labels.openPrice),
      priceColumn('closePrice', labels.closePrice),
      lots,
      multiplier,
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
      fees,
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
      priceColumn('closePrice', labels.closePrice),
      lots,
      multiplier,
      pnl,
      fees,
      statusColumn<FuturesOrder>({
        label: labels.status,
        tone: STATUS_TONE,
        text: statusLabel,
        note: (o) => (o.closeMethod ? <Small>{methodLabel[o.closeMethod]}</Small> : null),
      }),
      {
        prop: 'closedAt',
        label: labels.closeTime,
        render: (o) => time(o.closedAt),
      },
      { prop: 'cancelledAt', label: labels.cancelTime, render: (o) => time(o.cancelledAt) },
    ]
  }

  return (
    <ActionRecords
      {...rest}
      loggedIn={loggedIn}
      title={title}
      emptyTitle={
        current ? labels.emptyCurrent : view === 'closed' ? labels.emptyClosed : labels.emptyHistory
      }
      columns={columns}
      rows={orders}
      paging={current ? 'here' : 'server'}
      toolbar={
        !current && showFilters && loggedIn ? (
          <Toolbar>
            <RecordsFilters
              values={filterValues}
              onChange={changeFilter}
              filters={pairSideFilters(labels, markets, { long: labels.long, short: labels.short })}
            />
          </Toolbar>
        ) : null
      }
      actionError={cancelError}
      actionErrorTitle={labels.cancelFailed}
      labels={labels}
    />
  )
}
FuturesOrdersTable.displayName = 'FuturesOrdersTable'
