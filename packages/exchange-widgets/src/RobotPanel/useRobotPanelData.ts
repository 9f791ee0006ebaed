import {
  isApiError,
  USER_CHANNEL,
  type RobotRunDetail,
  type UserStreamEvent,
} from '@bourse/api-client'
import { applyRobotEvent, applyRobotOrder } from '@bourse/rules'
import { useCallback, useEffect } from 'react'
import { balanceOf, useSpotBalances } from '../hooks/useSpotBalances'
import { useApiErrors } from '../shared/apiError'
import { newClientId } from '../shared/clientId'
import { useLoad } from '../shared/load'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import type { RobotPanelProps, RobotStartDetails } from './RobotPanel'
import type { RobotPanelConnectedProps } from './RobotPanel.connected'
import { useClockNow } from '../serverClock/useServerNow'

/** The user's latest run of a market when it is running or just ended, else null. */
type Latest = { detail: RobotRunDetail | null }

/**
 * The RobotPanel's data: the strategies, the spot balance of the quote asset and the user's
 * latest run of the market (kept live from `robot` and `order` events of the `user` channel),
 * and the start, stop and retry callbacks.
 */
export function useRobotPanelData({
  market,
  loggedIn,
  recentMs = 600_000,
  balances: shared,
  ...props
}: RobotPanelConnectedProps): RobotPanelProps {
  const { client, stream, locale } = useWidgets()
  // `endedAt` is the server's time: "recent" is measured on it.
  const serverNow = useClockNow(undefined)
  const { toSubmitError } = useApiErrors()
  const symbol = market.symbol
  const own = useSpotBalances(loggedIn && !shared)
  const wallet = shared ?? own
  // Unknown until loaded: the server checks the balance again on start.
  const available =
    loggedIn && wallet.status === 'ready'
      ? balanceOf(wallet.balances, market.quote).available
      : null

  const strategies = useLoad(
    true,
    useCallback(
      (signal: AbortSignal) => client.get('/app/robot/strategies', { signal, silent: true }),
      [client],
    ),
  )

  const latest = useLoad<Latest>(
    loggedIn,
    useCallback(
      async (signal: AbortSignal): Promise<Latest> => {
        const page = await client.post('/app/robot/runs', {
          body: { pageIndex: 1, pageSize: 1, symbol },
          signal,
          silent: true,
        })
        const run = page.list[0]
        const recent =
          run &&
          (run.status === 'running' ||
            (run.endedAt !== null && serverNow() - run.endedAt < recentMs))
        if (!recent) return { detail: null }
        const detail = await client.get('/app/robot/run', {
          params: { query: { runId: run.id } },
          signal,
          silent: true,
        })
        return { detail }
      },
      [client, symbol, recentMs, serverNow],
    ),
  )
  const { setData } = latest
  const update = useCallback(
    (change: (held: RobotRunDetail | null) => RobotRunDetail | null) =>
      setData((loaded) => loaded && { detail: change(loaded.detail) }),
    [setData],
  )

  // A visitor has no run: what the last user ran is forgotten.
  useEffect(() => {
    if (!loggedIn) setData(() => null)
  }, [loggedIn, setData])

  useEffect(() => {
    if (!loggedIn) return undefined
    return stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data') return
      const event = message.data as UserStreamEvent
      if (event.type === 'robot') update((held) => applyRobotEvent(held, event, symbol))
      else if (event.type === 'order') update((held) => applyRobotOrder(held, event.order))
    })
  }, [stream, loggedIn, symbol, update])

  const onStart = useCallback(
    async (details: RobotStartDetails) => {
      try {
        const run = await client.post('/app/robot/start', {
          body: { clientRunId: newClientId('web'), symbol, ...details },
          silent: true,
        })
        update((held) =>
          held && held.run.id === run.id ? { ...held, run } : { run, steps: [], orders: [] },
        )
      } catch (error) {
        if (isApiError(error)) throw toSubmitError(error)
        throw error
      }
    },
    [client, symbol, toSubmitError, update],
  )

  const onStop = useCallback(
    async ({ runId }: { runId: string }) => {
      // A failure is reported by the client's error handler (the site's toast).
      const run = await client.post('/app/robot/stop', { body: { runId } }).catch(() => null)
      if (run) update((held) => applyRobotEvent(held, { run }, symbol))
    },
    [client, symbol, update],
  )

  const { retry: retryStrategies } = strategies
  const { retry: retryLatest } = latest
  const onRetry = useCallback(() => {
    retryStrategies()
    retryLatest()
  }, [retryStrategies, retryLatest])

  const detail = loggedIn ? (latest.data?.detail ?? null) : null
  let status: WidgetStatus = 'ready'
  if (strategies.failure || (loggedIn && latest.failure)) status = 'error'
  else if (!strategies.data || (loggedIn && !latest.data)) status = 'loading'

  return {
    ...props,
    market,
    loggedIn,
    strategies: strategies.data ?? [],
    available,
    run: detail?.run ?? null,
    steps: detail?.steps ?? [],
    orders: detail?.orders ?? [],
    status,
    locale,
    onStart,
    onStop,
    onRetry,
  }
}
