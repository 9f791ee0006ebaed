import type { MarketInfo, OrderSide, SpotCancelReason, SpotOrder } from '@bourse/api-client'
import { filledPercent, formatMessage, type OrdersSortKey } from '@bourse/rules'
import {
  formatAmount,
  formatDateTime,
  formatFee,
  formatNumber,
  type TableColumn,
  type Tone,
} from '@bourse/ui'
import { RowActionButton } from '../shared/actionRecords'
import { formatDecimal } from '../shared/marketFormat'
import { Muted, statusColumn } from '../shared/RecordsPanel'
import type { OrdersTableLabels } from './OrdersTable.labels'
import { Reason, SideText } from './OrdersTable.styles'

const DEFAULT_DECIMALS = 4

/** Table column prop -> rule sort key. */
export const SORT_KEYS: Partial<Record<keyof SpotOrder, OrdersSortKey>> = {
  createdAt: 'time',
  symbol: 'pair',
  price: 'price',
  quantity: 'amount',
  filledQuantity: 'filled',
}
export const SORT_PROPS: Record<OrdersSortKey, keyof SpotOrder> = {
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

/** Each market's pair name and price and quantity precision, by symbol. */
export function precisionsOf(markets: readonly MarketInfo[]): Map<string, Precision> {
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
}

export type OrdersColumnsOptions = {
  labels: OrdersTableLabels
  precisions: Map<string, Precision>
  locale: string
  timeZone: string | undefined
  showSymbolColumn: boolean
  /** Cancel buttons (current orders with `onCancel`). */
  onCancel: ((details: { orderId: string }) => void) | undefined
  /** Whether a row's cancel is under way. */
  isCancelling: (orderId: string) => boolean
}

/** The columns of the spot orders table, in each market's precision. */
export function ordersColumns({
  labels,
  precisions,
  locale,
  timeZone,
  showSymbolColumn,
  onCancel,
  isCancelling,
}: OrdersColumnsOptions): TableColumn<SpotOrder>[] {
  const precisionOf = (symbol: string): Precision =>
    precisions.get(symbol) ?? {
      pair: symbol,
      base: '',
      quote: '',
      price: DEFAULT_DECIMALS,
      quantity: DEFAULT_DECIMALS,
    }
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

  return [
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
      render: (o) => formatAmount(o.filledQuote, { locale }),
    },
    {
      prop: 'fee',
      label: labels.fee,
      align: 'right',
      // a fee too small for four decimals says so ("< 0.0001"), never "0.00000" (docs/adr/0029)
      render: (o) => (
        <>
          {formatFee(o.fee, { locale })} <Muted>{o.feeAsset}</Muted>
        </>
      ),
    },
    statusColumn<SpotOrder>({
      label: labels.status,
      tone: STATUS_TONE,
      text: statusLabel,
      note: (o) =>
        o.status === 'cancelled' && o.cancelReason ? (
          <Reason>{reasonLabel[o.cancelReason]}</Reason>
        ) : null,
    }),
    ...(onCancel
      ? [
          {
            prop: 'id',
            label: labels.action,
            align: 'right',
            render: (o: SpotOrder) => (
              <RowActionButton
                busy={isCancelling(o.id)}
                busyLabel={labels.cancelling}
                label={formatMessage(labels.cancelOrder, {
                  side: sideLabel(o.side),
                  pair: precisionOf(o.symbol).pair,
                  price: priceText(o),
                })}
                onClick={() => onCancel({ orderId: o.id })}
              >
                {labels.cancel}
              </RowActionButton>
            ),
          } satisfies TableColumn<SpotOrder>,
        ]
      : []),
  ]
}
