import type { MarketInfo, RobotRun, RobotStep, RobotStrategy, SpotOrder } from '@bourse/api-client'
import { profitTone, robotTimeline } from '@bourse/rules'
import { Button, ConfirmModal, Countdown, formatAmount, formatTime } from '@bourse/ui'
import { useId, useState } from 'react'
import { formatDecimal, formatPercent } from '../shared/marketFormat'
import type { RobotPanelProps } from './RobotPanel'
import {
  END_LABEL,
  ORDER_STATUS_LABEL,
  STEP_LABEL,
  STRATEGY_LABEL,
  type RobotPanelLabels,
} from './RobotPanel.labels'
import {
  Actions,
  Columns,
  Facts,
  Muted,
  OrderTable,
  Section,
  StepDetail,
  StepLabel,
  Timeline,
  Toned,
} from './RobotPanel.styles'

/** What the start form and the run view both take from the panel. */
export type RobotViewCommon = {
  market: MarketInfo
  strategies: readonly RobotStrategy[]
  labels: RobotPanelLabels
  locale: string
  quoteAmount: (value: string, asset?: string) => string
}

function StepRow({
  step,
  market,
  labels,
  locale,
  timeZone,
}: {
  step: RobotStep
  market: MarketInfo
  labels: RobotPanelLabels
  locale: string
  timeZone: string | undefined
}) {
  const detail = [
    step.price !== null
      ? `${labels.price} ${formatDecimal(step.price, market.pricePrecision, locale)}`
      : null,
    step.quantity !== null
      ? `${labels.quantity} ${formatDecimal(step.quantity, market.quantityPrecision, locale)} ${market.base}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <li>
      <StepLabel $kind={step.kind}>{labels[STEP_LABEL[step.kind]]}</StepLabel>
      <StepDetail>{detail}</StepDetail>
      <time dateTime={new Date(step.ts).toISOString()}>
        {formatTime(step.ts, locale, timeZone)}
      </time>
    </li>
  )
}

/** A run: its facts, steps and orders, and the stop or "Run again" button. */
export function RunView({
  run,
  steps,
  orders,
  market,
  strategies,
  labels,
  locale,
  timeZone,
  now,
  quoteAmount,
  onStop,
  onRunAgain,
}: RobotViewCommon & {
  run: RobotRun
  steps: readonly RobotStep[]
  orders: readonly SpotOrder[]
  timeZone: string | undefined
  now: (() => number) | undefined
  onStop?: RobotPanelProps['onStop']
  onRunAgain: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const [stopping, setStopping] = useState(false)
  const ids = useId()
  const tone = profitTone(run.profit)
  const strategy = strategies.find((s) => s.id === run.strategy)
  const quote = strategy?.quote ?? market.quote
  const running = run.status === 'running'
  const timeline = robotTimeline(steps)

  const stop = async () => {
    setStopping(true)
    try {
      await onStop?.({ runId: run.id })
    } finally {
      setStopping(false)
      setConfirming(false)
    }
  }

  return (
    <>
      <Facts>
        {!running && run.endReason ? (
          <div>
            <dt>{labels.endReason}</dt>
            <dd>{labels[END_LABEL[run.endReason]]}</dd>
          </div>
        ) : null}
        <div>
          <dt>{labels.strategy}</dt>
          <dd>{labels[STRATEGY_LABEL[run.strategy][0]]}</dd>
        </div>
        <div>
          <dt>{labels.investment}</dt>
          <dd>{quoteAmount(run.investment, quote)}</dd>
        </div>
        <div>
          <dt>{labels.profit}</dt>
          <dd>
            <Toned $tone={tone}>
              {`${formatAmount(run.profit, { locale, signed: true })} ${quote}`}
            </Toned>
          </dd>
        </div>
        <div>
          <dt>{labels.profitRate}</dt>
          <dd>
            <Toned $tone={tone}>{formatPercent(run.profitRate, locale, 4)}</Toned>
          </dd>
        </div>
        <div>
          <dt>{`${labels.held} ${quote}`}</dt>
          <dd>{quoteAmount(run.quoteHeld, quote)}</dd>
        </div>
        <div>
          <dt>{`${labels.held} ${market.base}`}</dt>
          <dd>{`${formatDecimal(run.baseHeld, market.quantityPrecision, locale)} ${market.base}`}</dd>
        </div>
        <div>
          <dt>{labels.orders}</dt>
          <dd>{run.orderCount}</dd>
        </div>
        {running ? (
          <div>
            <dt id={`${ids}-left`}>{labels.timeLeft}</dt>
            <dd>
              <Countdown target={run.endsAt} now={now} aria-labelledby={`${ids}-left`} />
            </dd>
          </div>
        ) : null}
      </Facts>
      <Columns>
        <Section aria-labelledby={`${ids}-steps`}>
          <h3 id={`${ids}-steps`}>{labels.steps}</h3>
          {timeline.length === 0 ? (
            <Muted role="status">{labels.noSteps}</Muted>
          ) : (
            <Timeline role="log" aria-live="polite" aria-labelledby={`${ids}-steps`} tabIndex={0}>
              <ol>
                {timeline.map((step) => (
                  <StepRow
                    key={step.seq}
                    step={step}
                    market={market}
                    labels={labels}
                    locale={locale}
                    timeZone={timeZone}
                  />
                ))}
              </ol>
            </Timeline>
          )}
        </Section>
        <Section aria-labelledby={`${ids}-orders`}>
          <h3 id={`${ids}-orders`}>{labels.orders}</h3>
          {orders.length === 0 ? (
            <Muted>{labels.noOrders}</Muted>
          ) : (
            <OrderTable aria-labelledby={`${ids}-orders`}>
              <thead>
                <tr>
                  <th scope="col">{labels.side}</th>
                  <th scope="col">{labels.price}</th>
                  <th scope="col">{labels.quantity}</th>
                  <th scope="col">{labels.status}</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Toned $tone={order.side === 'buy' ? 'positive' : 'negative'}>
                        {order.side === 'buy' ? labels.buy : labels.sell}
                      </Toned>
                    </td>
                    <td>
                      {formatDecimal(
                        order.averagePrice ?? order.price ?? '0',
                        market.pricePrecision,
                        locale,
                      )}
                    </td>
                    <td>
                      {formatDecimal(
                        order.quantity ?? order.filledQuantity,
                        market.quantityPrecision,
                        locale,
                      )}
                    </td>
                    <td>{labels[ORDER_STATUS_LABEL[order.status]]}</td>
                  </tr>
                ))}
              </tbody>
            </OrderTable>
          )}
        </Section>
      </Columns>
      <Actions>
        <span />
        {running ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {labels.stop}
          </Button>
        ) : (
          <Button variant="primary" onClick={onRunAgain}>
            {labels.runAgain}
          </Button>
        )}
      </Actions>
      <ConfirmModal
        open={confirming}
        tone="danger"
        busy={stopping}
        title={labels.stopTitle}
        confirmLabel={labels.stopConfirm}
        cancelLabel={labels.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={stop}
      >
        {labels.stopBody}
      </ConfirmModal>
    </>
  )
}
