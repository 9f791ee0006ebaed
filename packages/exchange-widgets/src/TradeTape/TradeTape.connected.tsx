import { subscribeTrades, type PublicTrade } from '@bourse/api-client'
import { prependTrades } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import { TradeTape, type TradeTapeProps } from './TradeTape'

export type TradeTapeConnectedProps = Omit<
  TradeTapeProps,
  'trades' | 'status' | 'connection' | 'updatedAt' | 'onRetry' | 'locale'
> & {
  /** The market's symbol, e.g. `BTCUSDT`. */
  symbol: string
  /**
   * Most trades kept (and loaded at first).
   * @default 100
   */
  cap?: number
  /**
   * Milliseconds without a trade after which the tape shows as stale.
   * @default 5000
   */
  staleAfterMs?: number
}

type LiveTape = {
  tape: PublicTrade[]
  loaded: boolean
  failed: boolean
  updatedAt: number | null
}

const readTape = (live: LiveTape) => ({
  trades: live.tape,
  loaded: live.loaded,
  failed: live.failed,
  updatedAt: live.updatedAt,
})

function LiveTradeTape({
  symbol,
  cap = 100,
  staleAfterMs = 5000,
  ...props
}: TradeTapeConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const [live] = useState<LiveTape>(() => ({
    tape: [],
    loaded: false,
    failed: false,
    updatedAt: null,
  }))
  const { view, schedule } = useFrameBatch(live, readTape)
  const lastDataAt = useCallback(() => live.updatedAt, [live])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)
  const [attempt, setAttempt] = useState(0)

  // Subscribe first and load second, so no trade falls between the two.
  useEffect(
    () =>
      subscribeTrades(stream, symbol, (trades) => {
        live.tape = prependTrades(live.tape, trades, cap)
        live.updatedAt = Date.now()
        schedule()
      }),
    [stream, symbol, cap, live, schedule],
  )

  useEffect(() => {
    const controller = new AbortController()
    client
      .get('/app/market/trades', {
        params: { query: { symbol, limit: cap } },
        signal: controller.signal,
        silent: true,
      })
      .then((recent) => {
        // Trades the stream delivered meanwhile go on top of the loaded ones (oldest first).
        live.tape = prependTrades(recent.slice(0, cap), [...live.tape].reverse(), cap)
        live.loaded = true
        live.failed = false
        live.updatedAt ??= Date.now()
        schedule()
      })
      .catch(() => {
        if (controller.signal.aborted) return
        live.failed = true
        schedule()
      })
    return () => controller.abort()
  }, [client, symbol, cap, live, schedule, attempt])

  const retry = useCallback(() => {
    live.failed = false
    schedule()
    setAttempt((n) => n + 1)
  }, [live, schedule])

  let status: WidgetStatus = 'ready'
  if (view.trades.length === 0) {
    status = view.failed ? 'error' : view.loaded ? 'empty' : 'loading'
  } else if (stale) status = 'stale'

  return (
    <TradeTape
      {...props}
      trades={view.trades}
      status={status}
      connection={connection}
      updatedAt={view.updatedAt}
      onRetry={retry}
      locale={locale}
    />
  )
}

/**
 * The latest trades of `symbol`, live: loads the recent trades, then prepends the stream's new
 * ones (deduplicated, capped), rendering at most once per animation frame; stale and
 * reconnecting states from the stream's liveness.
 */
export function TradeTapeConnected(props: TradeTapeConnectedProps) {
  return <LiveTradeTape key={props.symbol} {...props} />
}
TradeTapeConnected.displayName = 'TradeTapeConnected'
