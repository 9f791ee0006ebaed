import type { SecondDirection, SecondOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import { Badge, Countdown, formatNumber, type Tone } from '@bourse/ui'
import { Toned } from '../shared/frame.styles'
import type { SecondContractTicketLabels } from './SecondContractTicket.labels'
import {
  Contract,
  ContractList,
  Contracts,
  ContractsTitle,
  Muted,
} from './SecondContractTicket.styles'

/** Decimals of stake amounts. */
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
  const num = (value: string, decimals: number, minDecimals = 0) =>
    formatNumber(value, { locale, decimals, minDecimals })
  const money = (value: string) => num(value, AMOUNT_DECIMALS, 2)
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
              {labels.buyPrice} {o.buyPrice ? num(o.buyPrice, pricePrecision, pricePrecision) : '–'}
              {o.settlementPrice
                ? ` → ${num(o.settlementPrice, pricePrecision, pricePrecision)}`
                : ''}
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
                  {formatNumber(o.profit, {
                    locale,
                    decimals: AMOUNT_DECIMALS,
                    minDecimals: 2,
                    signed: true,
                  })}{' '}
                  {asset}
                </Toned>
              ) : null}
            </span>
          </Contract>
        ))}
      </ContractList>
    </Contracts>
  )
}
