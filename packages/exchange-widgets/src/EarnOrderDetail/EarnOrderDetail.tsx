import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { Alert } from '@bourse/ui'
import { Fragment, type HTMLAttributes, type ReactNode } from 'react'
import {
  defaultEarnTermLabels,
  defaultMiningStatusLabels,
  defaultSavingsStatusLabels,
  earnFormats,
  type EarnStatus,
  EarnStatusBadge,
  miningStatus,
  savingsStatus,
} from '../shared/earnDisplay'
import { PendingState } from '../shared/PendingState'
import { DetailHead, FactList } from '../shared/detail.styles'
import { Name, Root } from './EarnOrderDetail.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import { earnOrderDetailLabelKeys } from './EarnOrderDetail.messages'

/** The order a detail shows: a mining order or a savings order. */
export type EarnOrderRef =
  { kind: 'mining'; order: MiningOrder } | { kind: 'savings'; order: FinanceOrder }

export const defaultEarnOrderDetailLabels = {
  /** Accessible name of the detail. */
  title: 'Order details',
  id: 'Order number',
  amount: 'Amount',
  purchaseAmount: 'Purchase amount',
  rate: 'Rate',
  /** `{rate}`. */
  rateDaily: '{rate} a day',
  /** `{rate}`. */
  rateMonthly: '{rate} a month',
  /** `{rate}`. */
  rateAnnual: '{rate} a year',
  ...defaultEarnTermLabels,
  createdAt: 'Order time',
  boughtAt: 'Buy time',
  startAt: 'Mining start',
  nextPayoutAt: 'Next payout',
  endAt: 'Refund time',
  interestStartAt: 'Interest from',
  dueAt: 'Due time',
  settledAt: 'Settled at',
  expected: 'Expected earnings',
  earned: 'Earned',
  earnings: 'Earnings generated',
  ...defaultMiningStatusLabels,
  ...defaultSavingsStatusLabels,
  earlyNote: 'Transferred out before the due time: the principal came back with no interest.',
  error: 'The order could not be loaded.',
  retry: 'Retry',
  loading: 'Loading',
}

export type EarnOrderDetailLabels = LabelsOf<typeof defaultEarnOrderDetailLabels>

export type EarnOrderDetailProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The order shown; null while it loads or after a failure. */
  value: EarnOrderRef | null
  /** State of the order. @default 'ready' */
  status?: 'loading' | 'ready' | 'error'
  /** A second line of the error state. @default undefined */
  errorDetail?: string
  /** The error state's retry. @default undefined */
  onRetry?: () => void
  /** Shown under the facts (a mining order's payouts). @default undefined */
  children?: ReactNode
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the times (stories pin it). @default the user's time zone */
  timeZone?: string
  /** Text, English by default. */
  labels?: LabelsInput<EarnOrderDetailLabels>
}

/**
 * One earn order in full. Mining: pool, amount, rate, term, payout mode, status, order, start,
 * next payout and refund times, expected earnings and what was earned. Savings: product,
 * purchase amount, annualized rate, term, status, buy time, interest start, due and settle
 * times, expected earnings and the earnings generated (none after an early transfer out).
 * Renders from props only; `EarnOrderDetailConnected` loads it fresh.
 */
export function EarnOrderDetail({
  value,
  status = 'ready',
  errorDetail,
  onRetry,
  children,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: EarnOrderDetailProps) {
  const labels = useWidgetLabels(defaultEarnOrderDetailLabels, earnOrderDetailLabelKeys, labelsProp)
  if (status === 'loading' || status === 'error' || !value) {
    const loading = status === 'loading' || (status === 'ready' && !value)
    return (
      <Root aria-label={labels.title} aria-busy={loading || undefined} {...rest}>
        <PendingState
          status={loading ? 'loading' : 'error'}
          minHeight="10rem"
          errorDetail={errorDetail}
          onRetry={onRetry}
          labels={labels}
        />
      </Root>
    )
  }

  const { money, percent, time } = earnFormats(locale, timeZone)
  const days = (n: number) => formatMessage(labels.days, { days: n })
  const rows: [string, ReactNode][] = []
  let name: string
  let badge: EarnStatus
  let note: string | null = null

  if (value.kind === 'mining') {
    const o = value.order
    name = o.poolName
    badge = miningStatus(o.status, labels)
    rows.push(
      [labels.id, o.id],
      [labels.amount, money(o.amount, o.currency)],
      [
        labels.rate,
        formatMessage(o.rateUnit === 'daily' ? labels.rateDaily : labels.rateMonthly, {
          rate: percent(o.rate),
        }),
      ],
      [labels.term, days(o.termDays)],
      [labels.payout, o.payoutMode === 'daily' ? labels.payoutDaily : labels.payoutEnd],
      [labels.createdAt, time(o.createdAt)],
      [labels.startAt, time(o.startAt)],
    )
    if (o.nextPayoutAt !== undefined && o.status === 'mining')
      rows.push([labels.nextPayoutAt, time(o.nextPayoutAt)])
    rows.push(
      [labels.endAt, time(o.endAt)],
      [labels.expected, money(o.expectedEarnings, o.currency)],
      [labels.earned, money(o.earned, o.earningsCurrency)],
    )
  } else {
    const o = value.order
    name = o.productName
    badge = savingsStatus(o, labels)
    if (o.early) note = labels.earlyNote
    rows.push(
      [labels.id, o.id],
      [labels.purchaseAmount, money(o.amount, o.currency)],
      [labels.rate, formatMessage(labels.rateAnnual, { rate: percent(o.annualRate) })],
      [labels.term, days(o.termDays)],
      [labels.boughtAt, time(o.createdAt)],
      [labels.interestStartAt, time(o.interestStartAt)],
      [labels.dueAt, time(o.dueAt)],
    )
    if (o.settledAt !== undefined) rows.push([labels.settledAt, time(o.settledAt)])
    rows.push(
      [labels.expected, money(o.expectedEarnings, o.currency)],
      [labels.earnings, money(o.earnings, o.currency)],
    )
  }

  return (
    <Root aria-label={labels.title} {...rest}>
      <DetailHead>
        <Name>{name}</Name>
        <EarnStatusBadge status={badge} />
      </DetailHead>
      <FactList>
        {rows.map(([term, figure]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{figure}</dd>
          </Fragment>
        ))}
      </FactList>
      {note ? <Alert tone="warning">{note}</Alert> : null}
      {children}
    </Root>
  )
}
EarnOrderDetail.displayName = 'EarnOrderDetail'
