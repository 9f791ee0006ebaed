import type { LabelsInput } from '../shared/labels'
import type {
  MarketInfo,
  RobotEndReason,
  RobotParam,
  RobotRun,
  RobotStep,
  RobotStepKind,
  RobotStrategy,
  RobotStrategyId,
  SpotOrder,
  SpotOrderStatus,
} from '@bourse/api-client'
import {
  formatMessage,
  defaultRobotParams,
  profitTone,
  robotTimeline,
  validateRobotStart,
  type RobotInvestmentError,
  type RobotParamError,
  type RobotStartErrors,
} from '@bourse/rules'
import { decimalsOf } from '@bourse/rules/decimal'
import {
  Alert,
  Badge,
  Button,
  Countdown,
  formatNumber,
  formatTime,
  Input,
  ConfirmModal,
  NumberInput,
  Skeleton,
} from '@bourse/ui'
import { useEffect, useId, useState, type FormEvent, type HTMLAttributes } from 'react'
import { formatDecimal, formatPercent } from '../shared/marketFormat'
import type { WidgetStatus } from '../types'
import {
  Actions,
  Columns,
  Facts,
  Fields,
  Form,
  Header,
  LinkButton,
  Muted,
  OrderTable,
  Prompt,
  Root,
  Section,
  StepDetail,
  StepLabel,
  Strategies,
  StrategyCard,
  Timeline,
  Title,
  Toned,
} from './RobotPanel.styles'
import { useMessageLabels } from '../shared/widgetMessages'
import { robotPanelLabelKeys } from './RobotPanel.messages'

export type RobotPanelLabels = {
  /** @default 'Quantitative robot' */
  title: string
  /** @default 'Strategy' */
  strategy: string
  /** @default 'Grid' */
  strategyGrid: string
  /** @default 'Buys and sells on a grid of prices around the current price.' */
  strategyGridDescription: string
  /** @default 'Mean reversion' */
  strategyMeanReversion: string
  /** @default 'Buys below the moving average and sells above it.' */
  strategyMeanReversionDescription: string
  /** Parameter `rangePercent`. @default 'Price range (%)' */
  paramRangePercent: string
  /** Parameter `gridCount`. @default 'Grid lines' */
  paramGridCount: string
  /** Parameter `windowSize`. @default 'Average window (ticks)' */
  paramWindowSize: string
  /** Parameter `bandPercent`. @default 'Band width (%)' */
  paramBandPercent: string
  /** Parameter `orderPercent`. @default 'Order size (% of investment)' */
  paramOrderPercent: string
  /** Under each parameter; `{min}`, `{max}`. @default 'From {min} to {max}' */
  paramRange: string
  /** @default 'Starting amount' */
  startingAmount: string
  /** @default 'Run time' */
  runTime: string
  /** `{minutes}`. @default '{minutes} min' */
  minutes: string
  /** @default 'Investment' */
  investment: string
  /** `{amount}` with its asset. @default 'Available: {amount}' */
  available: string
  /** @default 'Secret key' */
  secretKey: string
  /** @default 'Your robot secret key' */
  secretKeyPlaceholder: string
  /** @default 'Show secret key' */
  showKey: string
  /** @default 'Hide secret key' */
  hideKey: string
  /** @default 'Get a secret key' */
  getKey: string
  /** @default 'Start robot' */
  start: string
  /** @default 'Starting…' */
  starting: string
  /** @default 'Enter a value' */
  errorRequired: string
  /** `{min}`. @default 'At least {min}' */
  errorBelowMin: string
  /** `{max}`. @default 'At most {max}' */
  errorAboveMax: string
  /** `{step}`. @default 'Use steps of {step}' */
  errorOffStep: string
  /** @default 'Enter an investment' */
  errorInvestmentRequired: string
  /** @default 'The investment cannot be 0' */
  errorInvestmentZero: string
  /** `{amount}` with its asset. @default 'Investment below starting amount ({amount})' */
  errorInvestmentLow: string
  /** @default 'Insufficient balance' */
  errorInvestmentHigh: string
  /** @default 'Enter your secret key' */
  errorSecretKeyRequired: string
  /** @default 'Running' */
  running: string
  /** @default 'Ended' */
  ended: string
  /** @default 'Profit' */
  profit: string
  /** @default 'Profit rate' */
  profitRate: string
  /** Followed by the asset. @default 'Held' */
  held: string
  /** @default 'Time left' */
  timeLeft: string
  /** @default 'Orders' */
  orders: string
  /** @default 'Run steps' */
  steps: string
  /** @default 'Waiting for the first step…' */
  noSteps: string
  /** @default 'No orders yet' */
  noOrders: string
  /** @default 'Start' */
  stepStart: string
  /** @default 'Queue' */
  stepQueue: string
  /** @default 'Fetch market price' */
  stepFetchPrice: string
  /** @default 'Execute buy' */
  stepExecuteBuy: string
  /** @default 'Execute sell' */
  stepExecuteSell: string
  /** @default 'End' */
  stepEnd: string
  /** @default 'Side' */
  side: string
  /** @default 'Price' */
  price: string
  /** @default 'Quantity' */
  quantity: string
  /** @default 'Status' */
  status: string
  /** @default 'Buy' */
  buy: string
  /** @default 'Sell' */
  sell: string
  /** @default 'Open' */
  orderPending: string
  /** @default 'Partly filled' */
  orderPartiallyFilled: string
  /** @default 'Filled' */
  orderFilled: string
  /** @default 'Cancelled' */
  orderCancelled: string
  /** @default 'Stop robot' */
  stop: string
  /** @default 'Stop the robot?' */
  stopTitle: string
  /** @default 'Its open orders are cancelled; what it holds stays in your spot account.' */
  stopBody: string
  /** @default 'Stop' */
  stopConfirm: string
  /** @default 'Cancel' */
  cancel: string
  /** @default 'Result' */
  endReason: string
  /** @default 'Completed' */
  endCompleted: string
  /** @default 'Stopped' */
  endStopped: string
  /** @default 'Market closed' */
  endMarketClosed: string
  /** @default 'Account frozen' */
  endAccountFrozen: string
  /** @default 'Run again' */
  runAgain: string
  /** @default 'Log in to run a quantitative robot on this market.' */
  loginPrompt: string
  /** @default 'Log in' */
  login: string
  /** @default 'Loading the robot…' */
  loading: string
  /** @default 'The robot could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
}

export const defaultRobotPanelLabels: RobotPanelLabels = {
  title: 'Quantitative robot',
  strategy: 'Strategy',
  strategyGrid: 'Grid',
  strategyGridDescription: 'Buys and sells on a grid of prices around the current price.',
  strategyMeanReversion: 'Mean reversion',
  strategyMeanReversionDescription: 'Buys below the moving average and sells above it.',
  paramRangePercent: 'Price range (%)',
  paramGridCount: 'Grid lines',
  paramWindowSize: 'Average window (ticks)',
  paramBandPercent: 'Band width (%)',
  paramOrderPercent: 'Order size (% of investment)',
  paramRange: 'From {min} to {max}',
  startingAmount: 'Starting amount',
  runTime: 'Run time',
  minutes: '{minutes} min',
  investment: 'Investment',
  available: 'Available: {amount}',
  secretKey: 'Secret key',
  secretKeyPlaceholder: 'Your robot secret key',
  showKey: 'Show secret key',
  hideKey: 'Hide secret key',
  getKey: 'Get a secret key',
  start: 'Start robot',
  starting: 'Starting…',
  errorRequired: 'Enter a value',
  errorBelowMin: 'At least {min}',
  errorAboveMax: 'At most {max}',
  errorOffStep: 'Use steps of {step}',
  errorInvestmentRequired: 'Enter an investment',
  errorInvestmentZero: 'The investment cannot be 0',
  errorInvestmentLow: 'Investment below starting amount ({amount})',
  errorInvestmentHigh: 'Insufficient balance',
  errorSecretKeyRequired: 'Enter your secret key',
  running: 'Running',
  ended: 'Ended',
  profit: 'Profit',
  profitRate: 'Profit rate',
  held: 'Held',
  timeLeft: 'Time left',
  orders: 'Orders',
  steps: 'Run steps',
  noSteps: 'Waiting for the first step…',
  noOrders: 'No orders yet',
  stepStart: 'Start',
  stepQueue: 'Queue',
  stepFetchPrice: 'Fetch market price',
  stepExecuteBuy: 'Execute buy',
  stepExecuteSell: 'Execute sell',
  stepEnd: 'End',
  side: 'Side',
  price: 'Price',
  quantity: 'Quantity',
  status: 'Status',
  buy: 'Buy',
  sell: 'Sell',
  orderPending: 'Open',
  orderPartiallyFilled: 'Partly filled',
  orderFilled: 'Filled',
  orderCancelled: 'Cancelled',
  stop: 'Stop robot',
  stopTitle: 'Stop the robot?',
  stopBody: 'Its open orders are cancelled; what it holds stays in your spot account.',
  stopConfirm: 'Stop',
  cancel: 'Cancel',
  endReason: 'Result',
  endCompleted: 'Completed',
  endStopped: 'Stopped',
  endMarketClosed: 'Market closed',
  endAccountFrozen: 'Account frozen',
  runAgain: 'Run again',
  loginPrompt: 'Log in to run a quantitative robot on this market.',
  login: 'Log in',
  loading: 'Loading the robot…',
  error: 'The robot could not be loaded.',
  retry: 'Retry',
}

/** What the panel hands to `onStart`. */
export type RobotStartDetails = {
  strategy: RobotStrategyId
  /** Parameter name -> decimal string. */
  params: Record<string, string>
  /** Decimal string in the strategy's quote asset. */
  investment: string
  secretKey: string
}

export type RobotPanelProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onError'> & {
  /** The market the robot trades: names and precisions. */
  market: MarketInfo
  /**
   * The strategies offered, with their parameters and starting amounts.
   * @default []
   */
  strategies?: readonly RobotStrategy[]
  /**
   * Available balance of the quote asset in the spot account; null when unknown.
   * @default null
   */
  available?: string | null
  /**
   * The run to show (running, or just ended); null shows the start form.
   * @default null
   */
  run?: RobotRun | null
  /**
   * The run's steps, oldest first (the panel shows them newest first).
   * @default []
   */
  steps?: readonly RobotStep[]
  /**
   * The run's orders, newest first.
   * @default []
   */
  orders?: readonly SpotOrder[]
  /**
   * What to render.
   * @default 'ready'
   */
  status?: WidgetStatus
  /**
   * Whether a user is signed in; a visitor sees the strategies and a login prompt.
   * @default true
   */
  loggedIn?: boolean
  /**
   * BCP-47 locale for numbers and times.
   * @default 'en'
   */
  locale?: string
  /**
   * Time zone of step times (stories and tests pin it).
   * @default the user's time zone
   */
  timeZone?: string
  /**
   * Clock of the time-left countdown (stories pin it).
   * @default Date.now
   */
  now?: () => number
  /** Text, English by default. */
  labels?: LabelsInput<RobotPanelLabels>
  /**
   * Starts a run. A rejection's `message` shows above the button and the inputs stay.
   * @default undefined
   */
  onStart?: (details: RobotStartDetails) => Promise<unknown>
  /**
   * Stops the run, after the user confirmed.
   * @default undefined
   */
  onStop?: (details: { runId: string }) => Promise<unknown> | void
  /**
   * Called by the visitor's login button.
   * @default undefined
   */
  onLogin?: () => void
  /**
   * Called by the "Get a secret key" link (the key is issued on the account page).
   * @default undefined
   */
  onGetKeyRequest?: () => void
  /**
   * Called by the error state's retry button.
   * @default undefined
   */
  onRetry?: () => void
}

const STEP_LABEL: Record<RobotStepKind, keyof RobotPanelLabels> = {
  start: 'stepStart',
  queue: 'stepQueue',
  fetch_price: 'stepFetchPrice',
  execute_buy: 'stepExecuteBuy',
  execute_sell: 'stepExecuteSell',
  end: 'stepEnd',
}

const END_LABEL: Record<RobotEndReason, keyof RobotPanelLabels> = {
  completed: 'endCompleted',
  stopped: 'endStopped',
  market_closed: 'endMarketClosed',
  account_frozen: 'endAccountFrozen',
}

const ORDER_STATUS_LABEL: Record<SpotOrderStatus, keyof RobotPanelLabels> = {
  pending: 'orderPending',
  partially_filled: 'orderPartiallyFilled',
  filled: 'orderFilled',
  cancelled: 'orderCancelled',
}

const PARAM_LABEL: Record<string, keyof RobotPanelLabels> = {
  rangePercent: 'paramRangePercent',
  gridCount: 'paramGridCount',
  windowSize: 'paramWindowSize',
  bandPercent: 'paramBandPercent',
  orderPercent: 'paramOrderPercent',
}

const STRATEGY_LABEL: Record<RobotStrategyId, [keyof RobotPanelLabels, keyof RobotPanelLabels]> = {
  grid: ['strategyGrid', 'strategyGridDescription'],
  mean_reversion: ['strategyMeanReversion', 'strategyMeanReversionDescription'],
}

type FormState = {
  strategy: RobotStrategyId | null
  params: Record<string, string>
  investment: string
  secretKey: string
}

/**
 * The quantitative robot of one spot market: pick a strategy and its parameters, invest at least
 * its starting amount with the secret key, then follow the run's steps, orders and profit live
 * and stop it; an ended run shows its result and "Run again". Renders from props only;
 * `RobotPanelConnected` feeds it.
 */
export function RobotPanel({
  market,
  strategies = [],
  available = null,
  run = null,
  steps = [],
  orders = [],
  status = 'ready',
  loggedIn = true,
  locale = 'en',
  timeZone,
  now,
  labels: labelsProp,
  onStart,
  onStop,
  onLogin,
  onGetKeyRequest,
  onRetry,
  ...rest
}: RobotPanelProps) {
  const labelOverrides = useMessageLabels(defaultRobotPanelLabels, robotPanelLabelKeys, labelsProp)
  const labels = { ...defaultRobotPanelLabels, ...labelOverrides }
  const headingId = useId()
  // An ended run stays on screen until "Run again"; a new run shows by itself.
  const [dismissedRunId, setDismissedRunId] = useState<string | null>(null)
  const showRun = run && (run.status === 'running' || run.id !== dismissedRunId) ? run : null

  const money = (value: string) => formatNumber(value, { locale, decimals: 4, minDecimals: 2 })
  const quoteAmount = (value: string, asset = market.quote) => `${money(value)} ${asset}`

  let body
  if (status === 'loading') {
    body = <Skeleton width="100%" height="160px" label={labels.loading} />
  } else if (status === 'error') {
    body = (
      <Prompt>
        <Alert tone="negative" role="alert">
          {labels.error}
        </Alert>
        {onRetry ? (
          <Button size="sm" onClick={() => onRetry()}>
            {labels.retry}
          </Button>
        ) : null}
      </Prompt>
    )
  } else if (showRun && loggedIn) {
    body = (
      <RunView
        run={showRun}
        steps={steps}
        orders={orders}
        market={market}
        strategies={strategies}
        labels={labels}
        locale={locale}
        timeZone={timeZone}
        now={now}
        quoteAmount={quoteAmount}
        onStop={onStop}
        onRunAgain={() => setDismissedRunId(showRun.id)}
      />
    )
  } else {
    body = (
      <StartForm
        key={dismissedRunId ?? 'first'}
        strategies={strategies}
        available={available}
        previous={run}
        loggedIn={loggedIn}
        labels={labels}
        locale={locale}
        quoteAmount={quoteAmount}
        onStart={onStart}
        onLogin={onLogin}
        onGetKeyRequest={onGetKeyRequest}
      />
    )
  }

  return (
    <Root aria-labelledby={headingId} aria-busy={status === 'loading' || undefined} {...rest}>
      <Header>
        <Title id={headingId}>
          {labels.title} <span>{`${market.base}/${market.quote}`}</span>
        </Title>
        {showRun && loggedIn && status === 'ready' ? (
          <Badge tone={showRun.status === 'running' ? 'info' : 'neutral'}>
            {showRun.status === 'running' ? labels.running : labels.ended}
          </Badge>
        ) : null}
      </Header>
      {body}
    </Root>
  )
}
RobotPanel.displayName = 'RobotPanel'

type Common = {
  market: MarketInfo
  strategies: readonly RobotStrategy[]
  labels: RobotPanelLabels
  locale: string
  quoteAmount: (value: string, asset?: string) => string
}

function paramError(labels: RobotPanelLabels, param: RobotParam, error: RobotParamError): string {
  const text = {
    required: labels.errorRequired,
    belowMin: labels.errorBelowMin,
    aboveMax: labels.errorAboveMax,
    offStep: labels.errorOffStep,
  }[error]
  return formatMessage(text, { min: param.min, max: param.max, step: param.step })
}

function investmentError(
  labels: RobotPanelLabels,
  error: RobotInvestmentError,
  amount: string,
): string {
  const text = {
    required: labels.errorInvestmentRequired,
    zero: labels.errorInvestmentZero,
    belowStartingAmount: labels.errorInvestmentLow,
    aboveAvailable: labels.errorInvestmentHigh,
  }[error]
  return formatMessage(text, { amount })
}

function initialForm(strategies: readonly RobotStrategy[], previous: RobotRun | null): FormState {
  const strategy = strategies.find((s) => s.id === previous?.strategy) ?? strategies[0] ?? null
  return {
    strategy: strategy?.id ?? null,
    params: strategy
      ? {
          ...defaultRobotParams(strategy),
          ...(previous?.strategy === strategy.id ? previous.params : {}),
        }
      : {},
    investment: previous?.investment ?? '',
    secretKey: '',
  }
}

function StartForm({
  strategies,
  available,
  previous,
  loggedIn,
  labels,
  locale,
  quoteAmount,
  onStart,
  onLogin,
  onGetKeyRequest,
}: Omit<Common, 'market'> & {
  available: string | null
  previous: RobotRun | null
  loggedIn: boolean
  onStart?: RobotPanelProps['onStart']
  onLogin?: () => void
  onGetKeyRequest?: () => void
}) {
  const [form, setForm] = useState<FormState>(() => initialForm(strategies, previous))
  const [checked, setChecked] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const ids = useId()

  // Strategies may arrive after the first render.
  useEffect(() => {
    if (form.strategy === null && strategies.length > 0) setForm(initialForm(strategies, previous))
  }, [strategies, previous, form.strategy])

  const strategy = strategies.find((s) => s.id === form.strategy) ?? null
  const { errors } = strategy
    ? validateRobotStart(strategy, form, available)
    : { errors: { params: {} } as RobotStartErrors }
  const shown: RobotStartErrors = checked ? errors : { params: {} }

  const choose = (id: RobotStrategyId) => {
    const next = strategies.find((s) => s.id === id)
    if (!next || next.id === form.strategy) return
    setForm((f) => ({ ...f, strategy: id, params: defaultRobotParams(next) }))
    setFailure(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!strategy || submitting) return
    setChecked(true)
    setFailure(null)
    if (!validateRobotStart(strategy, form, available).valid) return
    if (!onStart) return
    setSubmitting(true)
    try {
      await onStart({
        strategy: strategy.id,
        params: { ...form.params },
        investment: form.investment,
        secretKey: form.secretKey,
      })
      setForm((f) => ({ ...f, secretKey: '' }))
      setChecked(false)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setSubmitting(false)
    }
  }

  const minutes = strategy ? Math.round(strategy.runSeconds / 60) : 0

  return (
    <Form noValidate onSubmit={submit} aria-describedby={failure ? `${ids}-failure` : undefined}>
      <Strategies>
        <legend>{labels.strategy}</legend>
        {strategies.map((s) => {
          const [name, description] = STRATEGY_LABEL[s.id]
          return (
            <StrategyCard key={s.id} $selected={s.id === form.strategy}>
              <input
                type="radio"
                name={`${ids}-strategy`}
                value={s.id}
                checked={s.id === form.strategy}
                onChange={() => choose(s.id)}
                aria-describedby={`${ids}-${s.id}-description`}
              />
              <strong>{labels[name]}</strong>
              <span id={`${ids}-${s.id}-description`}>{labels[description]}</span>
            </StrategyCard>
          )
        })}
      </Strategies>
      {strategy ? (
        <>
          <Fields>
            {strategy.params.map((param) => {
              const error = shown.params[param.name]
              const labelKey = PARAM_LABEL[param.name]
              return (
                <NumberInput
                  key={`${strategy.id}-${param.name}`}
                  label={labelKey ? labels[labelKey] : param.name}
                  value={form.params[param.name] ?? ''}
                  onChange={({ value }) =>
                    setForm((f) => ({ ...f, params: { ...f.params, [param.name]: value } }))
                  }
                  min={param.min}
                  max={param.max}
                  step={param.step}
                  precision={decimalsOf(param.step)}
                  locale={locale}
                  suffix={param.kind === 'percent' ? '%' : undefined}
                  hint={formatMessage(labels.paramRange, { min: param.min, max: param.max })}
                  error={error ? paramError(labels, param, error) : undefined}
                  disabled={submitting}
                />
              )
            })}
          </Fields>
          <Facts>
            <div>
              <dt>{labels.startingAmount}</dt>
              <dd>{quoteAmount(strategy.startingAmount, strategy.quote)}</dd>
            </div>
            <div>
              <dt>{labels.runTime}</dt>
              <dd>{formatMessage(labels.minutes, { minutes })}</dd>
            </div>
          </Facts>
          {loggedIn ? (
            <>
              <Fields>
                <NumberInput
                  label={labels.investment}
                  value={form.investment}
                  onChange={({ value }) => setForm((f) => ({ ...f, investment: value }))}
                  locale={locale}
                  precision={2}
                  suffix={strategy.quote}
                  hint={
                    available !== null
                      ? formatMessage(labels.available, {
                          amount: quoteAmount(available, strategy.quote),
                        })
                      : undefined
                  }
                  error={
                    shown.investment
                      ? investmentError(
                          labels,
                          shown.investment,
                          quoteAmount(strategy.startingAmount, strategy.quote),
                        )
                      : undefined
                  }
                  disabled={submitting}
                />
                <Input
                  type="password"
                  label={labels.secretKey}
                  placeholder={labels.secretKeyPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  value={form.secretKey}
                  onChange={(event) => {
                    const secretKey = event.currentTarget.value
                    setForm((f) => ({ ...f, secretKey }))
                  }}
                  showPasswordLabel={labels.showKey}
                  hidePasswordLabel={labels.hideKey}
                  error={shown.secretKey ? labels.errorSecretKeyRequired : undefined}
                  disabled={submitting}
                />
              </Fields>
              {failure ? (
                <Alert tone="negative" role="alert" id={`${ids}-failure`}>
                  {failure}
                </Alert>
              ) : null}
              <Actions>
                {onGetKeyRequest ? (
                  <LinkButton type="button" onClick={() => onGetKeyRequest()}>
                    {labels.getKey}
                  </LinkButton>
                ) : (
                  <span />
                )}
                <Button
                  type="submit"
                  variant="primary"
                  loading={submitting}
                  loadingLabel={labels.starting}
                >
                  {labels.start}
                </Button>
              </Actions>
            </>
          ) : (
            <Prompt>
              <Muted>{labels.loginPrompt}</Muted>
              <Button variant="primary" onClick={() => onLogin?.()}>
                {labels.login}
              </Button>
            </Prompt>
          )}
        </>
      ) : null}
    </Form>
  )
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

function RunView({
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
}: Common & {
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
              {`${formatNumber(run.profit, { locale, decimals: 4, minDecimals: 2, signed: true })} ${quote}`}
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
