import type { SecondDirection, SecondOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import { Badge, Countdown, formatAmount, formatPrice, type Tone } from '@bourse/ui'
import { Toned } from '../shared/frame.styles'
import type { SecondContractTicketLabels } from './SecondContractTicket.labels'
import {
  Contract,
  ContractList,
  Contracts,
  ContractsTitle,
  Muted,
} from './SecondContractTicket.styles'

/** Decimals a stake can be typed with (shown by the display rule, docs/adr/0029). */
export const AMOUNT_DECIMALS = 8

const RESULT_TONE: Record<NonNullable<SecondOrder['result']>, Tone> = {
  win: 'positive',
  loss: 'negative',
  tie: 'neutral',
}

export type SecondContractsProps = {
  /** The contracts shown, newest first. */
  orders: readonly SecondOrder[]
  /** Id of the list's heading. */
  titleId: string
  /** The stake asset. */
  asset: string
  /** Decimals of prices. */
  pricePrecision: number
  /** BCP-47 locale for numbers. */
  locale: string
  /** Clock of the countdowns. */
  now: () => number
  /** The ticket's texts. */
  labels: SecondContractTicketLabels
}

/**
 * The user's contracts under the ticket: direction and stake, the status by name (pending with a
 * countdown to its open time, holding with a countdown to settlement, settling, settlement
 * complete) and, once settled, the result and the profit.
 */
export function SecondContracts({
  orders,
  titleId,
  asset,
  pricePrecision,
  locale,
  now,
  labels,
}: SecondContractsProps) {
  const money = (value: string) => formatAmount(value, { locale })
  const price = (value: string) => formatPrice(value, { locale, precision: pricePrecision })
  const directionName = (d: SecondDirection) =>
    d === 'up' ? labels.directionUp : labels.directionDown
  return (
    <Contracts aria-labelledby={titleId}>
      <ContractsTitle id={titleId}>{labels.contracts}</ContractsTitle>
      <ContractList>
        {orders.map((o) => (
          <Contract
            key={o.id}
            aria-label={formatMessage(labels.contractName, {
              direction: directionName(o.direction),
              amount: money(o.amount),
              asset,
            })}
          >
            <span>
              <Toned $tone={o.direction === 'up' ? 'positive' : 'negative'}>
                {directionName(o.direction)}
              </Toned>{' '}
              {money(o.amount)} {asset} <Muted>· {o.durationSeconds} s</Muted>
            </span>
            <span>
              {o.status === 'settled' ? (
                <>
                  <Muted>{labels.statusSettled}</Muted>{' '}
                  {o.result ? (
                    <Badge size="sm" tone={RESULT_TONE[o.result]}>
                      {labels[o.result]}
                    </Badge>
                  ) : null}
                </>
              ) : o.status === 'holding' ? (
                <>
                  <Muted>{labels.statusHolding}</Muted>{' '}
                  <Countdown target={o.settleAt} now={now} aria-label={labels.timeLeft} />
                </>
              ) : o.status === 'pending' ? (
                <>
                  <Muted>{labels.statusPending}</Muted>{' '}
                  <Countdown target={o.openAt} now={now} aria-label={labels.opensIn} />
                </>
              ) : (
                <Muted>{labels.statusSettling}</Muted>
              )}
            </span>
            <Muted>
              {labels.buyPrice} {o.buyPrice ? price(o.buyPrice) : '–'}
              {o.settlementPrice ? ` → ${price(o.settlementPrice)}` : ''}
            </Muted>
            <span>
              {o.status === 'settled' && o.profit !== null ? (
                <Toned
                  $tone={
                    compare(o.profit, '0') > 0
                      ? 'positive'
                      : compare(o.profit, '0') < 0
                        ? 'negative'
                        : 'neutral'
                  }
                >
                  {formatAmount(o.profit, { locale, signed: true })} {asset}
                </Toned>
              ) : null}
            </span>
          </Contract>
        ))}
      </ContractList>
    </Contracts>
  )
}
