import { subscribeTicker } from '@bourse/api-client'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { balanceOf, useSpotBalances } from '../hooks/useSpotBalances'
import { newClientId } from '../shared/clientId'
import { useLoad } from '../shared/load'
import { useIdempotentPlace } from '../shared/OrderEntry'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import type { SpotOrderFormProps, SpotOrderSubmit } from './SpotOrderForm.types'
import type { SpotOrderFormConnectedProps } from './SpotOrderForm.connected'

/** A client order id for one submission of the form (`w-<uuid>`). */
export const newClientOrderId = (): string => newClientId('w')

/**
 * The live state of the spot order form: the fee rates (visitors too), the balances (the page's
 * shared state or the form's own), the last price, and the placing of orders.
 */
export function useSpotOrderFormData({
  market,
  loggedIn,
  onPlaced,
  balances: shared,
  ...props
}: SpotOrderFormConnectedProps): SpotOrderFormProps {
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
  const [lastPrice, setLastPrice] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const placeOnce = useIdempotentPlace(newClientOrderId)

  // Fee rates answer visitors too (level 0), so they load whether or not the user signed in.
  const loadFeeRate = useCallback(
    (signal: AbortSignal) =>
      client
        .get('/app/spot/feeRate', { signal, silent: true })
        .then((rate) => ({ makerRate: rate.makerRate, takerRate: rate.takerRate })),
    [client],
  )
  const feeRate = useLoad(true, loadFeeRate, loggedIn).data

  // The last price from the ticker: the market-price reference, and what a limit price is
  // compared with for a maker or taker fee. The desk's order book already keeps the depth; a
  // second copy here would merge every diff twice for two prices.
  useEffect(
    () => subscribeTicker(stream, symbol, (ticker) => setLastPrice(ticker.last)),
    [stream, symbol],
  )

  const submit = useCallback(
    async (order: SpotOrderSubmit) => {
      setSubmitting(true)
      try {
        const clientOrderId = await placeOnce(
          JSON.stringify([symbol, order]),
          async (clientOrderId) => {
            await client.post('/app/spot/order/place', {
              body: { clientOrderId, symbol, ...order },
              silent: true,
            })
            return clientOrderId
          },
        )
        onPlaced?.({ clientOrderId })
        // The user channel brings the new balances; without a live socket, ask again.
        if (stream.status() !== 'open') state.reload()
      } catch (error) {
        throw toSubmitError(error)
      } finally {
        setSubmitting(false)
      }
    },
    [client, stream, symbol, toSubmitError, onPlaced, state, placeOnce],
  )

  return {
    ...props,
    market,
    loggedIn,
    lastPrice,
    balances,
    status: loggedIn && state.status === 'loading' ? 'loading' : 'ready',
    feeRate,
    submitting,
    locale,
    onSubmit: submit,
  }
}
