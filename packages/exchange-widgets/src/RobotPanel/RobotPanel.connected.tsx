import {
  isApiError,
  USER_CHANNEL,
  type RobotRunDetail,
  type RobotStrategy,
  type UserStreamEvent,
} from '@bourse/api-client'
import { applyRobotEvent, applyRobotOrder } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { balanceOf, useSpotBalances, type SpotBalancesState } from '../hooks/useSpotBalances'
import { useApiErrors } from '../shared/apiError'
import { newClientId } from '../shared/clientId'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import { RobotPanel, type RobotPanelProps, type RobotStartDetails } from './RobotPanel'

export type RobotPanelConnectedProps = Omit<
  RobotPanelProps,
  | 'strategies'
  | 'available'
  | 'run'
  | 'steps'
  | 'orders'
  | 'status'
  | 'locale'
  | 'onStart'
  | 'onStop'
  | 'onRetry'
> & {
  /** Whether a user is signed in; only then are the balance and runs loaded and the `user` channel followed. */
  loggedIn: boolean
  /**
   * The page's live balances (`useSpotBalances`), shared with its other widgets so one load and
   * one subscription serve them all; without it the panel loads its own.
   * @default undefined
   */
  balances?: SpotBalancesState
  /**
   * How long after its end the user's last run still shows its result (ms).
   * @default 600000
   */
  recentMs?: number
}

function RobotPanelLive({
  market,
  loggedIn,
  recentMs = 600_000,
  balances: shared,
  ...props
}: RobotPanelConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const symbol = market.symbol
  const own = useSpotBalances(loggedIn && !shared)
  const wallet = shared ?? own
  // Unknown until loaded: the server checks the balance again on start.
  const available =
    loggedIn && wallet.status === 'ready'
      ? balanceOf(wallet.balances, market.quote).available
      : null
  const [strategies, setStrategies] = useState<RobotStrategy[] | null>(null)
  const [detail, setDetail] = useState<RobotRunDetail | null>(null)
  const [runLoaded, setRunLoaded] = useState(false)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    client
      .get('/app/robot/strategies', { signal, silent: true })
      .then(setStrategies)
      .catch(() => {
        if (!signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [client, attempt])

  useEffect(() => {
    setDetail(null)
    setRunLoaded(!loggedIn)
    if (!loggedIn) return undefined
    const controller = new AbortController()
    const { signal } = controller
    client
      .post('/app/robot/runs', {
        body: { pageIndex: 1, pageSize: 1, symbol },
        signal,
        silent: true,
      })
      .then(async (page) => {
        const latest = page.list[0]
        const recent =
          latest &&
          (latest.status === 'running' ||
            (latest.endedAt !== null && Date.now() - latest.endedAt < recentMs))
        if (recent) {
          const loaded = await client.get('/app/robot/run', {
            params: { query: { runId: latest.id } },
            signal,
            silent: true,
          })
          setDetail((held) => (held && held.run.startedAt > loaded.run.startedAt ? held : loaded))
        }
        setRunLoaded(true)
      })
      .catch(() => {
        if (!signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [client, loggedIn, symbol, recentMs, attempt])

  useEffect(() => {
    if (!loggedIn) return undefined
    return stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data') return
      const event = message.data as UserStreamEvent
      if (event.type === 'robot') setDetail((held) => applyRobotEvent(held, event, symbol))
      else if (event.type === 'order') setDetail((held) => applyRobotOrder(held, event.order))
    })
  }, [stream, loggedIn, symbol])

  const start = useCallback(
    async (details: RobotStartDetails) => {
      try {
        const run = await client.post('/app/robot/start', {
          body: { clientRunId: newClientId('web'), symbol, ...details },
          silent: true,
        })
        setDetail((held) =>
          held && held.run.id === run.id ? { ...held, run } : { run, steps: [], orders: [] },
        )
      } catch (error) {
        if (isApiError(error)) throw toSubmitError(error)
        throw error
      }
    },
    [client, symbol, toSubmitError],
  )

  const stop = useCallback(
    async ({ runId }: { runId: string }) => {
      // A failure is reported by the client's error handler (the site's toast).
      const run = await client.post('/app/robot/stop', { body: { runId } }).catch(() => null)
      if (run) setDetail((held) => applyRobotEvent(held, { run }, symbol))
    },
    [client, symbol],
  )

  const retry = useCallback(() => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }, [])

  let status: WidgetStatus = 'ready'
  if (failed) status = 'error'
  else if (!strategies || !runLoaded) status = 'loading'

  return (
    <RobotPanel
      {...props}
      market={market}
      loggedIn={loggedIn}
      strategies={strategies ?? []}
      available={available}
      run={detail?.run ?? null}
      steps={detail?.steps ?? []}
      orders={detail?.orders ?? []}
      status={status}
      locale={locale}
      onStart={start}
      onStop={stop}
      onRetry={retry}
    />
  )
}

/**
 * The quantitative robot of `market`, live: loads the strategies, the spot balance of the quote
 * asset and the user's latest run of the market (with its steps and orders when it is running or
 * just ended), follows `robot`, `order` and `balance` events of the `user` channel, and starts and
 * stops runs (each start with a new `clientRunId`). A new market starts over.
 */
export function RobotPanelConnected(props: RobotPanelConnectedProps) {
  return <RobotPanelLive key={props.market.symbol} {...props} />
}
RobotPanelConnected.displayName = 'RobotPanelConnected'
