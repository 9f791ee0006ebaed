import { isApiError, subscribeTicker } from '@bourse/api-client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { balanceOf, useSpotBalances, type SpotBalancesState } from '../hooks/useSpotBalances'
import { newClientId } from '../shared/clientId'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import { SpotOrderForm, type SpotOrderFormProps, type SpotOrderSubmit } from './SpotOrderForm'

export type SpotOrderFormConnectedProps = Omit<
  SpotOrderFormProps,
  | 'lastPrice'
  | 'balances'
  | 'feeRate'
  | 'status'
  | 'submitting'
  | 'locale'
  | 'onSubmit'
  | 'balances'
> & {
  /**
   * The page's live balances (`useSpotBalances`), shared with its balances table so one
   * subscription serves both; without it the form loads and follows its own.
   * @default undefined
   */
  balances?: SpotBalancesState
  /**
   * Called after an order was placed (e.g. to refresh an open-orders table).
   * @default undefined
   */
  onPlaced?: (details: { clientOrderId: string }) => void
}

/** A client order id for one submission of the form (`w-<uuid>`). */
export const newClientOrderId = (): string => newClientId('w')

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

function LiveSpotOrderForm({
  market,
  loggedIn,
  onPlaced,
  balances: shared,
  ...props
}: SpotOrderFormConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const { symbol, base, quote } = market
  // Balances: the page's shared state, or the form's own (loaded, then live from `user`).
  const own = useSpotBalances(loggedIn && !shared)
  const state = shared ?? own
  const balances = useMemo(
    () =>
      loggedIn && state.status === 'ready'
        ? {
            base: balanceOf(state.balances, base).available,
            quote: balanceOf(state.balances, quote).available,
          }
        : null,
    [loggedIn, state.status, state.balances, base, quote],
  )
  const [feeRate, setFeeRate] = useState<{ makerRate: string; takerRate: string } | null>(null)
  const [lastPrice, setLastPrice] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // The id of a submission whose answer never came: the same order retried keeps it, so the
  // server (idempotent by clientOrderId) never places it twice.
  const inFlight = useRef<{ key: string; clientOrderId: string } | null>(null)

  // Fee rates answer visitors too (level 0), so they load whether or not the user signed in.
  useEffect(() => {
    const controller = new AbortController()
    client
      .get('/app/spot/feeRate', { signal: controller.signal, silent: true })
      .then((rate) => setFeeRate({ makerRate: rate.makerRate, takerRate: rate.takerRate }))
      .catch(() => {
        if (!controller.signal.aborted) setFeeRate(null)
      })
    return () => controller.abort()
  }, [client, loggedIn])

  // The last price from the ticker: the market-price reference, and what a limit price is
  // compared with for a maker or taker fee. The desk's order book already keeps the depth; a
  // second copy here would merge every diff twice for two prices.
  useEffect(
    () => subscribeTicker(stream, symbol, (ticker) => setLastPrice(ticker.last)),
    [stream, symbol],
  )

  const submit = useCallback(
    async (order: SpotOrderSubmit) => {
      const key = JSON.stringify([symbol, order])
      if (inFlight.current?.key !== key)
        inFlight.current = { key, clientOrderId: newClientOrderId() }
      const { clientOrderId } = inFlight.current
      setSubmitting(true)
      try {
        await client.post('/app/spot/order/place', {
          body: { clientOrderId, symbol, ...order },
          silent: true,
        })
        inFlight.current = null
        onPlaced?.({ clientOrderId })
        // The user channel brings the new balances; without a live socket, ask again.
        if (stream.status() !== 'open') state.reload()
      } catch (error) {
        // The server answered: that order id is settled. A network failure keeps the id for a retry.
        if (!networkFailure(error)) inFlight.current = null
        throw toSubmitError(error)
      } finally {
        setSubmitting(false)
      }
    },
    [client, stream, symbol, toSubmitError, onPlaced, state],
  )

  return (
    <SpotOrderForm
      {...props}
      market={market}
      loggedIn={loggedIn}
      lastPrice={lastPrice}
      balances={balances}
      status={loggedIn && state.status === 'loading' ? 'loading' : 'ready'}
      feeRate={feeRate}
      submitting={submitting}
      locale={locale}
      onSubmit={submit}
    />
  )
}

/**
 * The spot order form of `market`, live: loads the fee rates (visitors too) and, when signed in,
 * the balances (or takes the page's shared `useSpotBalances` state), kept current by the `user`
 * channel; follows the last price (ticker; a page that keeps the book may pass `bestBid` and
 * `bestAsk` for a sharper maker/taker estimate); places orders with a client order id made once per submission and reused
 * when the same order is retried after a network failure. A new market starts a fresh form.
 */
export function SpotOrderFormConnected(props: SpotOrderFormConnectedProps) {
  return <LiveSpotOrderForm key={props.market.symbol} {...props} />
}
SpotOrderFormConnected.displayName = 'SpotOrderFormConnected'
