import type { LabelsInput } from '../shared/labels'
import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { Alert } from '@bourse/ui'
import { Fragment, useMemo, type HTMLAttributes, type ReactNode } from 'react'
import {
  earnFormats,
  EarnStatusBadge,
  miningStatus,
  savingsStatus,
  type EarnStatus,
} from '../shared/earnDisplay'
import { PendingState } from '../shared/PendingState'
import { DetailHead, FactList } from '../shared/detail.styles'
import { Name, Root } from './EarnOrderDetail.styles'
import { useMessageLabels } from '../shared/widgetMessages'
import { earnOrderDetailLabelKeys } from './EarnOrderDetail.messages'

/** The order a detail shows: a mining order or a savings order. */
export type EarnOrderRef =
  { kind: 'mining'; order: MiningOrder } | { kind: 'savings'; order: FinanceOrder }

export type EarnOrderDetailLabels = {
  /** Accessible name of the detail. @default 'Order details' */
  title: string
  /** @default 'Order number' */
  id: string
  /** @default 'Amount' */
  amount: string
  /** @default 'Purchase amount' */
  purchaseAmount: string
  /** @default 'Rate' */
  rate: string
  /** `{rate}`. @default '{rate} a day' */
  rateDaily: string
  /** `{rate}`. @default '{rate} a month' */
  rateMonthly: string
  /** `{rate}`. @default '{rate} a year' */
  rateAnnual: string
  /** @default 'Term' */
  term: string
  /** `{days}`. @default '{days} days' */
  days: string
  /** @default 'Payout' */
  payout: string
  /** @default 'Daily at 1:00' */
  payoutDaily: string
  /** @default 'At the end of the term' */
  payoutEnd: string
  /** @default 'Order time' */
  createdAt: string
  /** @default 'Buy time' */
  boughtAt: string
  /** @default 'Mining start' */
  startAt: string
  /** @default 'Next payout' */
  nextPayoutAt: string
  /** @default 'Refund time' */
  endAt: string
  /** @default 'Interest from' */
  interestStartAt: string
  /** @default 'Due time' */
  dueAt: string
  /** @default 'Settled at' */
  settledAt: string
  /** @default 'Expected earnings' */
  expected: string
  /** @default 'Earned' */
  earned: string
  /** @default 'Earnings generated' */
  earnings: string
  /** @default 'Mining' */
  statusMining: string
  /** @default 'Finished' */
  statusFinished: string
  /** @default 'Purchasing' */
  statusPurchasing: string
  /** @default 'Settled' */
  statusSettled: string
  /** @default 'Settled early' */
  statusEarly: string
  /** @default 'Transferred out before the due time: the principal came back with no interest.' */
  earlyNote: string
  /** @default 'The order could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'Loading' */
  loading: string
}

export const defaultEarnOrderDetailLabels: EarnOrderDetailLabels = {
  title: 'Order details',
  id: 'Order number',
  amount: 'Amount',
  purchaseAmount: 'Purchase amount',
  rate: 'Rate',
  rateDaily: '{rate} a day',
  rateMonthly: '{rate} a month',
  rateAnnual: '{rate} a year',
  term: 'Term',
  days: '{days} days',
  payout: 'Payout',
  payoutDaily: 'Daily at 1:00',
  payoutEnd: 'At the end of the term',
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
  statusMining: 'Mining',
  statusFinished: 'Finished',
  statusPurchasing: 'Purchasing',
  statusSettled: 'Settled',
  statusEarly: 'Settled early',
  earlyNote: 'Transferred out before the due time: the principal came back with no interest.',
  error: 'The order could not be loaded.',
  retry: 'Retry',
  loading: 'Loading',
}

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
  const labelOverrides = useMessageLabels(
    defaultEarnOrderDetailLabels,
    earnOrderDetailLabelKeys,
    labelsProp,
  )
  const labels = useMemo(
    () => ({ ...defaultEarnOrderDetailLabels, ...labelOverrides }),
    [labelOverrides],
  )
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
