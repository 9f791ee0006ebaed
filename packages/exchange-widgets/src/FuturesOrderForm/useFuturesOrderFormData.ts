import { subscribeTicker, type FuturesMarket } from '@bourse/api-client'
import type { FuturesOrderSubmit } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { newClientId } from '../shared/clientId'
import { useLoad } from '../shared/load'
import { useIdempotentPlace } from '../shared/OrderEntry'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import type { FuturesOrderFormProps } from './FuturesOrderForm.types'
import type { FuturesOrderFormConnectedProps } from './FuturesOrderForm.connected'

const newFuturesOrderId = () => newClientId('f')

/**
 * The live state of the futures order form: the contract's rules, the last and mark prices, the
 * contract account's USDT, and the placing of orders; null until the contract is known.
 */
export function useFuturesOrderFormData({
  symbol,
  loggedIn,
  onPlaced,
  ...props
}: FuturesOrderFormConnectedProps): FuturesOrderFormProps | null {
  const { client, stream, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const [prices, setPrices] = useState<{ last: string | null; mark: string | null }>({
    last: null,
    mark: null,
  })
  const [submitting, setSubmitting] = useState(false)
  const balance = useAccountBalances('contract', loggedIn)
  const reloadBalance = balance.reload
  const placeOnce = useIdempotentPlace(newFuturesOrderId)

  // Fee rates depend on the caller's level, so the contract loads again on sign-in.
  const loadMarket = useCallback(
    (signal: AbortSignal): Promise<FuturesMarket | null> =>
      client
        .get('/app/futures/markets', { signal, silent: true })
        .then((list) => list.find((m) => m.symbol === symbol) ?? null),
    [client, symbol],
  )
  const market = useLoad(true, loadMarket, loggedIn).data

  useEffect(() => {
    setPrices({ last: null, mark: null })
    return subscribeTicker(stream, symbol, (ticker) =>
      setPrices({ last: ticker.last, mark: ticker.markPrice ?? null }),
    )
  }, [stream, symbol])

  const submit = useCallback(
    async (request: FuturesOrderSubmit) => {
      setSubmitting(true)
      try {
        const clientOrderId = await placeOnce(JSON.stringify(request), async (clientOrderId) => {
          await client.post('/app/futures/order/place', {
            body: { clientOrderId, ...request },
            silent: true,
          })
          return clientOrderId
        })
        onPlaced?.({ clientOrderId })
        // The user channel brings the new balance; without a live socket, ask again.
        if (stream.status() !== 'open') reloadBalance()
      } catch (error) {
        throw toSubmitError(error)
      } finally {
        setSubmitting(false)
      }
    },
    [client, stream, toSubmitError, onPlaced, reloadBalance, placeOnce],
  )

  if (!market) return null
  return {
    ...props,
    market,
    loggedIn,
    lastPrice: prices.last,
    markPrice: prices.mark,
    available:
      loggedIn && balance.status === 'ready'
        ? balanceOf(balance.balances, market.quote).available
        : null,
    status: loggedIn && balance.status === 'loading' ? 'loading' : 'ready',
    submitting,
    locale,
    onSubmit: submit,
  }
}
