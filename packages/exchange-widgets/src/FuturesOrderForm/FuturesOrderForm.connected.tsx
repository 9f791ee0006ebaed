import { isApiError, subscribeTicker, type FuturesMarket } from '@bourse/api-client'
import type { FuturesOrderSubmit } from '@bourse/rules'
import { useCallback, useEffect, useRef, useState } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { newClientId } from '../shared/clientId'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import { FuturesOrderForm, type FuturesOrderFormProps } from './FuturesOrderForm'

export type FuturesOrderFormConnectedProps = Omit<
  FuturesOrderFormProps,
  | 'market'
  | 'lastPrice'
  | 'markPrice'
  | 'available'
  | 'status'
  | 'submitting'
  | 'locale'
  | 'onSubmit'
> & {
  /** The perpetual contract's symbol (`BTCUSDT`); its rules load from `/app/futures/markets`. */
  symbol: string
  /**
   * Called after an order was placed (e.g. to refresh a positions table without a socket).
   * @default undefined
   */
  onPlaced?: (details: { clientOrderId: string }) => void
}

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

/**
 * The futures order form of `symbol`, live: loads the contract's rules (visitors too: the open
 * and close fee rates are the caller's level), follows the last and mark prices from the ticker,
 * and when signed in the contract account's USDT (`useAccountBalances('contract')`); places orders with a
 * client order id made once per submission and reused when the same order is retried after a
 * network failure. Renders nothing until the contract is known.
 */
export function FuturesOrderFormConnected({
  symbol,
  loggedIn,
  onPlaced,
  ...props
}: FuturesOrderFormConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const [market, setMarket] = useState<FuturesMarket | null>(null)
  const [prices, setPrices] = useState<{ last: string | null; mark: string | null }>({
    last: null,
    mark: null,
  })
  const [submitting, setSubmitting] = useState(false)
  const balance = useAccountBalances('contract', loggedIn)
  const reloadBalance = balance.reload
  // The id of a submission whose answer never came: the same order retried keeps it, so the
  // server (idempotent by clientOrderId) never places it twice.
  const inFlight = useRef<{ key: string; clientOrderId: string } | null>(null)

  // Fee rates depend on the caller's level, so the contract loads again on sign-in.
  useEffect(() => {
    const controller = new AbortController()
    client.get('/app/futures/markets', { signal: controller.signal, silent: true }).then(
      (list) => setMarket(list.find((m) => m.symbol === symbol) ?? null),
      () => undefined,
    )
    return () => controller.abort()
  }, [client, symbol, loggedIn])

  useEffect(() => {
    setPrices({ last: null, mark: null })
    return subscribeTicker(stream, symbol, (ticker) =>
      setPrices({ last: ticker.last, mark: ticker.markPrice ?? null }),
    )
  }, [stream, symbol])

  const submit = useCallback(
    async (request: FuturesOrderSubmit) => {
      const key = JSON.stringify(request)
      if (inFlight.current?.key !== key) inFlight.current = { key, clientOrderId: newClientId('f') }
      const { clientOrderId } = inFlight.current
      setSubmitting(true)
      try {
        await client.post('/app/futures/order/place', {
          body: { clientOrderId, ...request },
          silent: true,
        })
        inFlight.current = null
        onPlaced?.({ clientOrderId })
        // The user channel brings the new balance; without a live socket, ask again.
        if (stream.status() !== 'open') reloadBalance()
      } catch (error) {
        // The server answered: that order id is settled. A network failure keeps it for a retry.
        if (!networkFailure(error)) inFlight.current = null
        throw toSubmitError(error)
      } finally {
        setSubmitting(false)
      }
    },
    [client, stream, toSubmitError, onPlaced, reloadBalance],
  )

  if (!market) return null
  return (
    <FuturesOrderForm
      key={market.symbol}
      {...props}
      market={market}
      loggedIn={loggedIn}
      lastPrice={prices.last}
      markPrice={prices.mark}
      available={
        loggedIn && balance.status === 'ready'
          ? balanceOf(balance.balances, market.quote).available
          : null
      }
      status={loggedIn && balance.status === 'loading' ? 'loading' : 'ready'}
      submitting={submitting}
      locale={locale}
      onSubmit={submit}
    />
  )
}
FuturesOrderFormConnected.displayName = 'FuturesOrderFormConnected'
