import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { MarketInfo, SecondOrder, SecondOrdersSummary, SecondStatus } from '@bourse/api-client'
import { compare } from '@bourse/rules/decimal'
import {
  Countdown,
  formatAmount,
  formatDateTime,
  formatFee,
  formatNumber,
  type TableColumn,
  type Tone,
} from '@bourse/ui'
import { useMemo, type HTMLAttributes } from 'react'
import { formatDecimal } from '../shared/marketFormat'
import { Toned } from '../shared/frame.styles'
import {
  defaultRecordsStateLabels,
  priceColumns,
  ServerRecords,
  statusColumn,
  type RecordsFormatProps,
  type RecordsTableStateProps,
} from '../shared/RecordsPanel'
import { Muted, StatusCell, Summary } from './SecondOrdersTable.styles'
import { secondOrdersTableLabelKeys } from './SecondOrdersTable.messages'
import { useWidgetLabels } from '../shared/widgetMessages'
import { useClockNow } from '../serverClock/useServerNow'

export const defaultSecondOrdersTableLabels = {
  /** Accessible name of the table. */
  title: 'Second-contract records',
  pair: 'Pair',
  direction: 'Direction',
  duration: 'Duration',
  /** `{seconds}`. */
  seconds: '{seconds} s',
  openTime: 'Open time',
  buyPrice: 'Buy price',
  settlementPrice: 'Settlement price',
  profit: 'Profit/loss',
  amount: 'Amount',
  fee: 'Fee',
  status: 'Status',
  up: 'Up',
  down: 'Down',
  statusPending: 'Pending',
  statusHolding: 'Holding',
  statusSettling: 'Settling',
  /** The spec's last state: paid out once. */
  statusSettled: 'Settlement complete',
  timeLeft: 'Time left',
  /** Countdown of a pending contract to its scheduled open time. */
  opensIn: 'Opens in',
  /** Summary over every record shown (all pages): contracts opened. */
  transactions: 'Transactions',
  /** Summary: their buy prices weighted by stake. */
  averagePrice: 'Average transaction price',
  empty: 'No second contracts yet',
  ...defaultRecordsStateLabels,
}

export type SecondOrdersTableLabels = LabelsOf<typeof defaultSecondOrdersTableLabels>

export type SecondOrdersTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps &
  RecordsFormatProps & {
    /** The rows of the page shown, newest first. */
    orders: readonly SecondOrder[]
    /** Markets, for pair names and price precision. @default [] (symbols as sent, four decimals) */
    markets?: readonly MarketInfo[]
    /** Stake asset. @default 'USDT' */
    asset?: string
    /**
     * The server's summary over every matching record: the number of transactions and their
     * average price (no average across markets). Without it no summary shows. @default null
     */
    summary?: SecondOrdersSummary | null
    /** Clock of the countdowns (stories pin it). @default the server clock (`useServerClock`) */
    now?: () => number
    /** Text, English by default. */
    labels?: LabelsInput<SecondOrdersTableLabels>
  }

const DEFAULT_DECIMALS = 4
const noMarkets: readonly MarketInfo[] = []

const STATUS_TONE: Record<SecondStatus, Tone> = {
  pending: 'info',
  holding: 'warning',
  settling: 'info',
  settled: 'neutral',
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )

/**
 * The user's second contracts, paged by the server: pair, direction, duration, scheduled open
 * time, buy and settlement prices, profit or loss in the rise/fall colours, amount, fee and
 * status (pending until the scheduled open time, holding, settling, settlement complete), with a
 * countdown while pending or holding, and the server's summary: the number of transactions and
 * their average price. Renders from props only; `SecondOrdersTableConnected`
 * feeds it and keeps the rows live from `second` events.
 */
export function SecondOrdersTable({
  orders,
  markets = noMarkets,
  asset = 'USDT',
  summary = null,
  locale = 'en',
  timeZone,
  now: nowProp,
  labels: labelsProp,
  ...rest
}: SecondOrdersTableProps) {
  const now = useClockNow(nowProp)
  const labels = useWidgetLabels(
    defaultSecondOrdersTableLabels,
    secondOrdersTableLabelKeys,
    labelsProp,
  )
  const byMarket = useMemo(() => new Map(markets.map((m) => [m.symbol, m])), [markets])
  const pairOf = (symbol: string) => {
    const m = byMarket.get(symbol)
    return m ? `${m.base}/${m.quote}` : symbol
  }
  const price = (symbol: string, value: string | null) =>
    value === null ? (
      <Muted>—</Muted>
    ) : (
      formatDecimal(value, byMarket.get(symbol)?.pricePrecision ?? DEFAULT_DECIMALS, locale)
    )
  const priceColumn = priceColumns<SecondOrder>(price)
  const money = (value: string, signed = false) => formatAmount(value, { locale, signed })
  const statusLabel: Record<SecondStatus, string> = {
    pending: labels.statusPending,
    holding: labels.statusHolding,
    settling: labels.statusSettling,
    settled: labels.statusSettled,
  }

  const columns: TableColumn<SecondOrder>[] = [
    { prop: 'symbol', label: labels.pair, render: (o) => pairOf(o.symbol) },
    {
      prop: 'direction',
      label: labels.direction,
      render: (o) => (
        <Toned $tone={o.direction === 'up' ? 'positive' : 'negative'}>
          {o.direction === 'up' ? labels.up : labels.down}
        </Toned>
      ),
    },
    {
      prop: 'durationSeconds',
      label: labels.duration,
      align: 'right',
      render: (o) => fill(labels.seconds, { seconds: o.durationSeconds }),
    },
    {
      prop: 'openAt',
      label: labels.openTime,
      render: (o) => formatDateTime(o.openAt, locale, timeZone),
    },
    priceColumn('buyPrice', labels.buyPrice),
    priceColumn('settlementPrice', labels.settlementPrice),
    {
      prop: 'profit',
      label: labels.profit,
      align: 'right',
      render: (o) => {
        if (o.profit === null) return <Muted>—</Muted>
        const sign = compare(o.profit, '0')
        return (
          <Toned $tone={sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'neutral'}>
            {money(o.profit, true)}
          </Toned>
        )
      },
    },
    {
      prop: 'amount',
      label: labels.amount,
      align: 'right',
      render: (o) => (
        <>
          {money(o.amount)} <Muted>{asset}</Muted>
        </>
      ),
    },
    { prop: 'fee', label: labels.fee, align: 'right', render: (o) => formatFee(o.fee, { locale }) },
    statusColumn<SecondOrder>({
      label: labels.status,
      tone: STATUS_TONE,
      text: statusLabel,
      note: (o) =>
        o.status === 'holding' ? (
          <Countdown target={o.settleAt} now={now} aria-label={labels.timeLeft} />
        ) : o.status === 'pending' ? (
          <Countdown target={o.openAt} now={now} aria-label={labels.opensIn} />
        ) : null,
      Cell: StatusCell,
    }),
  ]

  const symbolShown = orders[0]?.symbol
  const toolbar = summary ? (
    <Summary>
      <div>
        <dt>{labels.transactions}</dt>
        <dd>{formatNumber(String(summary.transactions), { locale, decimals: 0 })}</dd>
      </div>
      <div>
        <dt>{labels.averagePrice}</dt>
        <dd>
          {summary.averagePrice !== null && symbolShown ? (
            price(symbolShown, summary.averagePrice)
          ) : (
            <Muted>—</Muted>
          )}
        </dd>
      </div>
    </Summary>
  ) : null

  return (
    <ServerRecords {...rest} toolbar={toolbar} columns={columns} rows={orders} labels={labels} />
  )
}
SecondOrdersTable.displayName = 'SecondOrdersTable'
