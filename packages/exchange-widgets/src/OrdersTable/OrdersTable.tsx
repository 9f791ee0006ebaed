import type { MarketInfo, OrderSide, SpotOrder } from '@bourse/api-client'
import { sortOrders, type OrdersPeriod, type OrdersSort } from '@bourse/rules'
import type { SortState } from '@bourse/ui'
import { useMemo, useState } from 'react'
import {
  ActionRecords,
  useConfirmedBulkAction,
  type RecordActionError,
} from '../shared/actionRecords'
import { Spacer } from '../shared/frame.styles'
import type { LabelsInput } from '../shared/labels'
import {
  pairSideFilters,
  RecordsFilters,
  RecordsToolbar as Toolbar,
  useRecordsFilters,
  withAll,
  type ServerRecordsTableProps,
} from '../shared/RecordsPanel'
import { useWidgetLabels } from '../shared/widgetMessages'
import { ordersColumns, precisionsOf, SORT_KEYS, SORT_PROPS } from './OrdersTable.columns'
import { defaultOrdersTableLabels, type OrdersTableLabels } from './OrdersTable.labels'
import { ordersTableLabelKeys } from './OrdersTable.messages'

export { defaultOrdersTableLabels, type OrdersTableLabels } from './OrdersTable.labels'

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
export type OrdersCancelError = RecordActionError

export type OrdersTableProps = ServerRecordsTableProps & {
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
  /** Text, English by default. */
  labels?: LabelsInput<OrdersTableLabels>
}

const noOrders: readonly string[] = []
const noMarkets: readonly MarketInfo[] = []

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
  showSymbolColumn = false,
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
  const labels = useWidgetLabels(defaultOrdersTableLabels, ordersTableLabelKeys, labelsProp)
  const current = mode === 'current'
  const title = current ? labels.currentTitle : labels.historyTitle
  const [sort, setSort] = useState<OrdersSort>(defaultSort)
  const [filterValues, changeFilter] = useRecordsFilters(
    defaultOrdersFilters,
    defaultFilters,
    onFiltersChange,
  )

  const precisions = useMemo(() => precisionsOf(markets), [markets])
  const sorted = useMemo(() => sortOrders(orders, sort), [orders, sort])
  const busy = useMemo(() => new Set(cancelling), [cancelling])
  const ids = useMemo(() => orders.map((o) => o.id), [orders])

  const columns = ordersColumns({
    labels,
    precisions,
    locale,
    timeZone,
    showSymbolColumn,
    onCancel: current ? onCancel : undefined,
    isCancelling: (orderId) => busy.has(orderId) || cancellingAll,
  })

  const tableSort: SortState = sort
    ? { prop: SORT_PROPS[sort.key], direction: sort.direction }
    : null
  const onSortChange = ({ sort: next }: { sort: SortState }) => {
    const key = next ? SORT_KEYS[next.prop as keyof SpotOrder] : undefined
    setSort(next && key ? { key, direction: next.direction } : null)
  }

  const filterBar =
    !current && showFilters && loggedIn ? (
      <RecordsFilters
        values={filterValues}
        onChange={changeFilter}
        filters={[
          ...pairSideFilters(labels, markets, { buy: labels.buy, sell: labels.sell }),
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
    ) : null
  const cancelAll = useConfirmedBulkAction({
    ids,
    busy: cancellingAll,
    busyLabel: labels.cancelling,
    label: labels.cancelAll,
    labels: {
      title: labels.cancelAllTitle,
      body: labels.cancelAllBody,
      confirm: labels.cancelAllConfirm,
      dismiss: labels.cancelAllDismiss,
      close: labels.close,
    },
    onConfirm: onCancelAll,
  })
  const canCancelAll =
    current && loggedIn && onCancelAll !== undefined && status !== 'error' && orders.length > 0

  return (
    <ActionRecords
      {...rest}
      status={status}
      loggedIn={loggedIn}
      title={title}
      emptyTitle={current ? labels.emptyCurrent : labels.emptyHistory}
      columns={columns}
      rows={sorted}
      sort={tableSort}
      onSortChange={onSortChange}
      paging={current ? 'here' : 'server'}
      toolbar={
        filterBar || canCancelAll ? (
          <Toolbar>
            {filterBar}
            <Spacer />
            {canCancelAll ? cancelAll.button : null}
          </Toolbar>
        ) : null
      }
      actionError={cancelError}
      actionErrorTitle={labels.cancelFailed}
      labels={labels}
    >
      {cancelAll.dialog}
    </ActionRecords>
  )
}
OrdersTable.displayName = 'OrdersTable'
