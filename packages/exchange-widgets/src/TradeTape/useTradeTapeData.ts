import { subscribeTrades, type PublicTrade } from '@bourse/api-client'
import { prependTrades } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { useFrameBatch } from '../hooks/useFrameBatch'
import { useLiveness } from '../hooks/useLiveness'
import { useLoad } from '../shared/load'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import type { TradeTapeProps } from './TradeTape'

export type TradeTapeDataProps = Omit<
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
  updatedAt: number | null
}

const readTape = (live: LiveTape) => ({
  trades: live.tape,
  loaded: live.loaded,
  updatedAt: live.updatedAt,
})

/**
 * The live tape's state for one market (a new symbol needs a new hook: key the caller by it):
 * the recent trades loaded once, the stream's new ones prepended in place and read once a
 * frame; stale and reconnecting from the stream's liveness.
 */
export function useTradeTapeData({
  symbol,
  cap = 100,
  staleAfterMs = 5000,
  ...props
}: TradeTapeDataProps): TradeTapeProps {
  const { client, stream, locale } = useWidgets()
  const [live] = useState<LiveTape>(() => ({
    tape: [],
    loaded: false,
    updatedAt: null,
  }))
  const { view, schedule } = useFrameBatch(live, readTape)
  const lastDataAt = useCallback(() => live.updatedAt, [live])
  const { connection, stale } = useLiveness(stream, lastDataAt, staleAfterMs)

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

  const { failure, retry } = useLoad(
    true,
    useCallback(
      async (signal: AbortSignal) => {
        const recent = await client.get('/app/market/trades', {
          params: { query: { symbol, limit: cap } },
          signal,
          silent: true,
        })
        // Trades the stream delivered meanwhile go on top of the loaded ones (oldest first).
        live.tape = prependTrades(recent.slice(0, cap), [...live.tape].reverse(), cap)
        live.loaded = true
        live.updatedAt ??= Date.now()
        schedule()
      },
      [client, symbol, cap, live, schedule],
    ),
  )

  let status: WidgetStatus = 'ready'
  if (view.trades.length === 0) {
    status = failure ? 'error' : view.loaded ? 'empty' : 'loading'
  } else if (stale) status = 'stale'

  return {
    ...props,
    trades: view.trades,
    status,
    connection,
    updatedAt: view.updatedAt,
    onRetry: retry,
    locale,
  }
}
