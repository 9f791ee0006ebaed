import type { FinanceOrder, MiningOrderStatus } from '@bourse/api-client'
import type { TableColumn, Tone } from '@bourse/ui'
import {
  Badge,
  Button,
  formatAmount,
  formatDateTime,
  formatNumber,
  formatPercent,
} from '@bourse/ui'

/*
 * What the earn widgets (product cards, order tables, order detail) show alike: amounts with
 * their coin, times and rates in the reader's locale, and the status badge of an order.
 */

/** A status as shown: its badge tone and text. */
export type EarnStatus = { tone: Tone; text: string }

/** The texts of a mining order's statuses. */
export type MiningStatusLabels = { statusMining: string; statusFinished: string }

/** The texts of a savings order's statuses. */
export type SavingsStatusLabels = {
  statusPurchasing: string
  statusSettled: string
  statusEarly: string
}

/** A mining order's statuses in English. */
export const defaultMiningStatusLabels = {
  statusMining: 'Mining',
  statusFinished: 'Finished',
} satisfies MiningStatusLabels

/** A savings order's statuses in English. */
export const defaultSavingsStatusLabels = {
  statusPurchasing: 'Purchasing',
  statusSettled: 'Settled',
  statusEarly: 'Settled early',
} satisfies SavingsStatusLabels

/** The term and payout facts of a pool, product or order, in English. */
export const defaultEarnTermLabels = {
  term: 'Term',
  /** `{days}`. */
  days: '{days} days',
  payout: 'Payout',
  payoutDaily: 'Daily at 1:00',
  payoutEnd: 'At the end of the term',
}

/** A mining order's status: mining (info) or finished (neutral). */
export const miningStatus = (status: MiningOrderStatus, labels: MiningStatusLabels): EarnStatus =>
  status === 'mining'
    ? { tone: 'info', text: labels.statusMining }
    : { tone: 'neutral', text: labels.statusFinished }

/** A savings order's status: purchasing (info), settled early (warning) or settled (positive). */
export const savingsStatus = (
  order: Pick<FinanceOrder, 'status' | 'early'>,
  labels: SavingsStatusLabels,
): EarnStatus =>
  order.status === 'purchasing'
    ? { tone: 'info', text: labels.statusPurchasing }
    : order.early
      ? { tone: 'warning', text: labels.statusEarly }
      : { tone: 'positive', text: labels.statusSettled }

/** A status as a small badge. */
export function EarnStatusBadge({ status }: { status: EarnStatus }) {
  return (
    <Badge size="sm" tone={status.tone}>
      {status.text}
    </Badge>
  )
}

/**
 * The formats of the earn widgets in `locale` (and `timeZone` for times): an amount by the display
 * rule (four decimals, truncated, docs/adr/0029; `coin` after it when given), an exact limit (min /
 * max amount, every digit: a minimum cut to four decimals would mislead), a rate up to 2 decimals,
 * a time.
 */
export function earnFormats(locale: string, timeZone?: string) {
  return {
    money: (value: string, coin?: string) => {
      const figure = formatAmount(value, { locale })
      return coin === undefined ? figure : `${figure} ${coin}`
    },
    /** An exact limit the user must type (min / max amount): every digit, up to 8 (ADR 0029). */
    limit: (value: string) => formatNumber(value, { locale, decimals: 8, minDecimals: 0 }),
    percent: (ratio: string) => formatPercent(ratio, { locale, decimals: 2, minDecimals: 0 }),
    time: (ms: number) => formatDateTime(ms, locale, timeZone),
  }
}

/** The keys of `Row` whose values are of type `V`. */
type KeysOf<Row, V> = { [K in keyof Row]: Row[K] extends V ? K : never }[keyof Row] & string

/**
 * `earnFormats` and the columns of the earn tables built on them: an amount (right-aligned, with
 * the coin in the row's field `coin`) and a time.
 */
export function earnColumns<Row>(locale: string, timeZone?: string) {
  const formats = earnFormats(locale, timeZone)
  return {
    ...formats,
    moneyColumn: (
      prop: KeysOf<Row, string>,
      label: string,
      coin: KeysOf<Row, string>,
    ): TableColumn<Row> => ({
      prop,
      label,
      align: 'right',
      render: (row) => formats.money(String(row[prop]), String(row[coin])),
    }),
    timeColumn: (prop: KeysOf<Row, number>, label: string): TableColumn<Row> => ({
      prop,
      label,
      render: (row) => formats.time(Number(row[prop])),
    }),
  }
}

export type RowDetailsButtonProps = {
  /** The button's accessible name (which row it opens). */
  label: string
  /** The visible text. */
  children: string
  /** Opens the row. */
  onClick: () => void
}

/** A table row's quiet "Details" button. */
export function RowDetailsButton({ label, children, onClick }: RowDetailsButtonProps) {
  return (
    <Button size="sm" variant="ghost" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  )
}
RowDetailsButton.displayName = 'RowDetailsButton'
