import type {
  MarketInfo,
  RobotRun,
  RobotStep,
  RobotStrategy,
  RobotStrategyId,
  SpotOrder,
} from '@bourse/api-client'
import { Alert, Badge, Button, formatAmount, Skeleton } from '@bourse/ui'
import { useId, useState, type HTMLAttributes } from 'react'
import type { LabelsInput } from '../shared/labels'
import { useWidgetLabels } from '../shared/widgetMessages'
import type { WidgetStatus } from '../types'
import { defaultRobotPanelLabels, type RobotPanelLabels } from './RobotPanel.labels'
import { robotPanelLabelKeys } from './RobotPanel.messages'
import { Header, Prompt, Root, Title } from './RobotPanel.styles'
import { RunView } from './RunView'
import { StartForm } from './StartForm'
import { useClockNow } from '../serverClock/useServerNow'

export { defaultRobotPanelLabels, type RobotPanelLabels } from './RobotPanel.labels'

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
   * @default the server clock (`useServerClock`)
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
  now: nowProp,
  labels: labelsProp,
  onStart,
  onStop,
  onLogin,
  onGetKeyRequest,
  onRetry,
  ...rest
}: RobotPanelProps) {
  const now = useClockNow(nowProp)
  const labels = useWidgetLabels(defaultRobotPanelLabels, robotPanelLabelKeys, labelsProp)
  const headingId = useId()
  // An ended run stays on screen until "Run again"; a new run shows by itself.
  const [dismissedRunId, setDismissedRunId] = useState<string | null>(null)
  const showRun = run && (run.status === 'running' || run.id !== dismissedRunId) ? run : null

  const money = (value: string) => formatAmount(value, { locale })
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
