import type { Withdrawal, WithdrawalLimits } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { Alert, Badge, formatDateTime } from '@bourse/ui'
import type { ReactNode } from 'react'
import { FigureRow } from '../shared/OrderEntry'
import { LinkButton } from '../shared/orderEntry.styles'
import type { WithdrawalFormLabels } from './WithdrawalForm.labels'
import { Applied, Figures, Limits, LimitsTitle, Tier, Tiers } from './WithdrawalForm.styles'

/** The limits box under the form: the daily limit, what was used today and the tiers. */
export function WithdrawalLimitsBox({
  limits,
  labels,
  titleId,
  usdt,
}: {
  limits: WithdrawalLimits
  labels: WithdrawalFormLabels
  titleId: string
  usdt: (value: string) => string
}) {
  return (
    <Limits aria-labelledby={titleId}>
      <LimitsTitle id={titleId}>{labels.limitsTitle}</LimitsTitle>
      <Figures>
        <FigureRow term={labels.dailyLimit} testId="daily-limit">
          {usdt(limits.dailyLimitUsdt)} USDT
        </FigureRow>
        <FigureRow term={labels.usedToday}>{usdt(limits.usedTodayUsdt)} USDT</FigureRow>
      </Figures>
      <Tiers aria-label={labels.tiers}>
        {limits.tiers.map((t) => (
          <Tier key={t.requirement}>
            {labels.requirements[t.requirement]} +{usdt(t.amountUsdt)}
            <Badge size="sm" tone={t.met ? 'positive' : 'neutral'}>
              {t.met ? labels.tierMet : labels.tierNotMet}
            </Badge>
          </Tier>
        ))}
      </Tiers>
    </Limits>
  )
}

/**
 * What is shown instead of the form when no withdrawal is possible: a frozen account, a block
 * that is not over, or no fund password; null when the form can be used.
 */
export function withdrawalBlocker({
  limits,
  labels,
  blockedUntil,
  locale,
  timeZone,
  onSetFundPassword,
}: {
  limits: WithdrawalLimits
  labels: WithdrawalFormLabels
  blockedUntil: number | null
  locale: string
  timeZone: string | undefined
  onSetFundPassword: (() => void) | undefined
}): ReactNode {
  if (limits.frozen) {
    return (
      <Alert tone="negative" title={labels.frozenTitle}>
        {labels.frozen}
      </Alert>
    )
  }
  if (blockedUntil !== null) {
    // A block from before reasons were recorded has none: the password change was its only cause.
    const text = labels.blockedReasons[limits.blockReason ?? 'password_changed']
    return (
      <Alert tone="warning" title={labels.blockedTitle}>
        {formatMessage(text, { time: formatDateTime(blockedUntil, locale, timeZone) })}
      </Alert>
    )
  }
  if (!limits.fundPasswordSet) {
    return (
      <Alert tone="info" title={labels.fundPasswordUnsetTitle}>
        {labels.fundPasswordUnset}{' '}
        {onSetFundPassword ? (
          <LinkButton type="button" onClick={onSetFundPassword}>
            {labels.setFundPassword}
          </LinkButton>
        ) : null}
      </Alert>
    )
  }
  return null
}

const destination = (w: Withdrawal) =>
  w.method === 'bank' ? `${w.bankName ?? ''} ${w.cardNumber ?? ''}`.trim() : (w.address ?? '')

/** The answer after a withdrawal was applied for: its amount, arrival and destination. */
export function AppliedNote({
  applied,
  labels,
  money,
}: {
  applied: Withdrawal
  labels: WithdrawalFormLabels
  money: (value: string) => string
}) {
  return (
    <Alert tone="positive" role="status" title={labels.applied}>
      {labels.appliedNote}
      <Applied>
        <dt>{labels.amount}</dt>
        <dd>
          {money(applied.amount)} {applied.coin}
        </dd>
        <dt>{labels.arrival}</dt>
        <dd>
          {money(applied.arrivalAmount)} {applied.coin}
        </dd>
        <dt>{labels.destination}</dt>
        <dd>{destination(applied)}</dd>
      </Applied>
    </Alert>
  )
}
