import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { FinanceProduct, MiningPool } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { compare, div, sub } from '@bourse/rules/decimal'
import { Badge, Button } from '@bourse/ui'
import { useId, type HTMLAttributes } from 'react'
import { DetailHead, FactList } from '../shared/detail.styles'
import { defaultEarnTermLabels, earnFormats } from '../shared/earnDisplay'
import { ProgressFill, ProgressTrack } from '../shared/progress.styles'
import { Card, Name, Progress, ProgressText, Rate } from './EarnProductCard.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import { earnProductCardLabelKeys } from './EarnProductCard.messages'

/** What a card offers: a mining pool or a fixed-term savings product. */
export type EarnOffer =
  { kind: 'mining'; pool: MiningPool } | { kind: 'savings'; product: FinanceProduct }

export const defaultEarnProductCardLabels = {
  /** Unit under a daily rate. */
  dailyRate: 'Daily rate',
  /** Unit under a monthly rate. */
  monthlyRate: 'Monthly rate',
  /** Unit under a savings rate. */
  annualRate: 'Annualized rate',
  range: 'Amount range',
  currency: 'Mined currency',
  earningsCurrency: 'Earnings paid in',
  ...defaultEarnTermLabels,
  rebate: 'Rebate',
  rebateNone: 'None',
  /** `{ratio}`. */
  rebateInviter: '{ratio} to the inviter',
  released: 'Released funds',
  surplus: 'Surplus funds',
  interestStart: 'Interest from',
  /** `{percent}`. */
  sold: '{percent} sold',
  mine: 'Mine',
  buy: 'Buy',
  closed: 'Closed',
  soldOut: 'Sold out',
}

export type EarnProductCardLabels = LabelsOf<typeof defaultEarnProductCardLabels>

export type EarnProductCardProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The pool or product shown. */
  offer: EarnOffer
  /**
   * When interest on a savings purchase made now would start (0:00 GMT+8 tomorrow, from the
   * earn rules); not shown when undefined. @default undefined
   */
  interestStartAt?: number
  /** The primary action (Mine / Buy); the button is disabled when closed or sold out. */
  onAction?: (details: { offer: EarnOffer }) => void
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the times (stories pin it). @default the user's time zone */
  timeZone?: string
  /** Text, English by default. */
  labels?: LabelsInput<EarnProductCardLabels>
}

/** Whether an offer can be bought now: open and, for savings, with surplus funds left. */
export function isOfferAvailable(offer: EarnOffer): boolean {
  if (offer.kind === 'mining') return offer.pool.isOpen
  return offer.product.isOpen && compare(offer.product.surplusFunds, '0') > 0
}

/**
 * One earn offer as a card: a mining pool (rate per day or month, range, mined and earnings
 * currency, term, payout mode, rebate) or a savings product (annualized rate, term, the funds
 * sold as a bar, released and surplus funds, when interest starts), with its primary action.
 * A closed pool or product, or one sold out, shows a badge and a disabled action.
 */
export function EarnProductCard({
  offer,
  interestStartAt,
  onAction,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: EarnProductCardProps) {
  const labels = useWidgetLabels(defaultEarnProductCardLabels, earnProductCardLabelKeys, labelsProp)
  const titleId = useId()
  const { money, limit, percent, time } = earnFormats(locale, timeZone)
  const available = isOfferAvailable(offer)
  const closedText =
    offer.kind === 'savings' && offer.product.isOpen ? labels.soldOut : labels.closed
  const name = offer.kind === 'mining' ? offer.pool.name : offer.product.name
  const days = (n: number) => formatMessage(labels.days, { days: n })

  let body
  if (offer.kind === 'mining') {
    const { pool } = offer
    body = (
      <>
        <Rate>
          <strong>{percent(pool.rate)}</strong>
          <span>{pool.rateUnit === 'daily' ? labels.dailyRate : labels.monthlyRate}</span>
        </Rate>
        <FactList $columnGap={5}>
          <dt>{labels.range}</dt>
          <dd>
            {limit(pool.minAmount)} – {limit(pool.maxAmount)} {pool.currency}
          </dd>
          <dt>{labels.currency}</dt>
          <dd>{pool.currency}</dd>
          <dt>{labels.earningsCurrency}</dt>
          <dd>{pool.earningsCurrency}</dd>
          <dt>{labels.term}</dt>
          <dd>{days(pool.termDays)}</dd>
          <dt>{labels.payout}</dt>
          <dd>{pool.payoutMode === 'daily' ? labels.payoutDaily : labels.payoutEnd}</dd>
          <dt>{labels.rebate}</dt>
          <dd>
            {pool.rebateType === 'inviter'
              ? formatMessage(labels.rebateInviter, { ratio: percent(pool.rebateRatio) })
              : labels.rebateNone}
          </dd>
        </FactList>
      </>
    )
  } else {
    const { product } = offer
    const released = product.releasedFunds
    const soldRatio =
      compare(released, '0') > 0 ? div(sub(released, product.surplusFunds), released, 4) : '0'
    const soldPercent = percent(soldRatio)
    body = (
      <>
        <Rate>
          <strong>{percent(product.annualRate)}</strong>
          <span>{labels.annualRate}</span>
        </Rate>
        <Progress>
          <ProgressTrack
            role="progressbar"
            aria-label={formatMessage(labels.sold, { percent: soldPercent })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Number(soldRatio) * 100}
          >
            <ProgressFill $rounded style={{ width: `calc(${soldRatio} * 100%)` }} />
          </ProgressTrack>
          <ProgressText>
            <span>{formatMessage(labels.sold, { percent: soldPercent })}</span>
          </ProgressText>
        </Progress>
        <FactList $columnGap={5}>
          <dt>{labels.term}</dt>
          <dd>{days(product.termDays)}</dd>
          <dt>{labels.range}</dt>
          <dd>
            {limit(product.minAmount)} – {limit(product.maxAmount)} {product.currency}
          </dd>
          <dt>{labels.released}</dt>
          <dd>
            {money(product.releasedFunds)} {product.currency}
          </dd>
          <dt>{labels.surplus}</dt>
          <dd>
            {money(product.surplusFunds)} {product.currency}
          </dd>
          {interestStartAt !== undefined ? (
            <>
              <dt>{labels.interestStart}</dt>
              <dd>{time(interestStartAt)}</dd>
            </>
          ) : null}
        </FactList>
      </>
    )
  }

  return (
    <Card aria-labelledby={titleId} data-closed={available ? undefined : ''} {...rest}>
      <DetailHead>
        <Name id={titleId}>{name}</Name>
        {available ? null : (
          <Badge size="sm" tone="neutral">
            {closedText}
          </Badge>
        )}
      </DetailHead>
      {body}
      <Button
        variant="primary"
        block
        disabled={!available}
        onClick={() => onAction?.({ offer })}
        aria-describedby={titleId}
      >
        {offer.kind === 'mining' ? labels.mine : labels.buy}
      </Button>
    </Card>
  )
}
EarnProductCard.displayName = 'EarnProductCard'
