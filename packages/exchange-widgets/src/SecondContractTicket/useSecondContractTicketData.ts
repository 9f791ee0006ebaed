import { subscribeTicker, type SecondOrder, type UserStreamEvent } from '@bourse/api-client'
import { mergeSecondOrder } from '@bourse/rules'
import { useCallback, useEffect, useRef, useState } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { useLiveList } from '../hooks/useRecords'
import { newClientId } from '../shared/clientId'
import { useLoad } from '../shared/load'
import { useIdempotentPlace } from '../shared/OrderEntry'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import type { SecondTicketSubmit } from './SecondContractTicket.labels'
import type { SecondContractTicketProps } from './SecondContractTicket.types'
import type { SecondContractTicketConnectedProps } from './SecondContractTicket.connected'

/** Open contracts loaded for the ticket (the records table pages the rest). */
const OPEN_PAGE_SIZE = 20
const noOrders: readonly SecondOrder[] = []
const newSecondOrderId = () => newClientId('w')

const pickSecond = (data: unknown): SecondOrder | undefined =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'second'
    ? (data as Extract<UserStreamEvent, { type: 'second' }>).order
    : undefined

/**
 * The live state of the second-contract ticket: the offer (with retry), the last price, the
 * second-contract account's balance, the market's open contracts kept current by `second`
 * events, and the buying of contracts.
 */
export function useSecondContractTicketData({
  symbol,
  loggedIn,
  onPlaced,
  ...props
}: SecondContractTicketConnectedProps): SecondContractTicketProps {
  const { client, stream, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const [lastPrice, setLastPrice] = useState<string | null>(null)
  const balances = useAccountBalances('second', loggedIn)
  const placeOnce = useIdempotentPlace(newSecondOrderId)

  const loadOffer = useCallback(
    (signal: AbortSignal) => client.get('/app/second/products', { signal, silent: true }),
    [client],
  )
  const offer = useLoad(true, loadOffer)

  useEffect(
    () => subscribeTicker(stream, symbol, (ticker) => setLastPrice(ticker.last)),
    [stream, symbol],
  )

  // Open contracts, kept live; contracts settled while shown stay, so their result can be read.
  const shownRef = useRef<readonly SecondOrder[]>(noOrders)
  const loadOpen = useCallback(
    async (signal: AbortSignal) => {
      const page = await client.post('/app/second/orders', {
        body: { pageIndex: 1, pageSize: OPEN_PAGE_SIZE, open: true, symbol },
        signal,
        silent: true,
      })
      let list: readonly SecondOrder[] = shownRef.current.filter((o) => o.status === 'settled')
      for (const order of page.list) list = mergeSecondOrder(list, order, { symbol })
      return list
    },
    [client, symbol],
  )
  const merge = useCallback(
    (list: readonly SecondOrder[] | null, order: SecondOrder) =>
      mergeSecondOrder(list ?? noOrders, order, { symbol }),
    [symbol],
  )
  const open = useLiveList({
    enabled: loggedIn,
    load: loadOpen,
    pick: pickSecond,
    merge,
    scope: symbol,
  })
  const orders = open.data ?? noOrders
  useEffect(() => {
    shownRef.current = orders
  }, [orders])
  const { apply } = open

  const submit = useCallback(
    async (request: SecondTicketSubmit) => {
      try {
        const order = await placeOnce(JSON.stringify(request), (clientOrderId) =>
          client.post('/app/second/order/place', {
            body: { clientOrderId, ...request },
            silent: true,
          }),
        )
        apply([order])
        onPlaced?.({ order })
        if (stream.status() !== 'open') balances.reload()
        return order
      } catch (error) {
        throw toSubmitError(error)
      }
    },
    [client, stream, toSubmitError, onPlaced, balances, apply, placeOnce],
  )

  const asset = offer.data?.asset ?? 'USDT'
  return {
    ...props,
    symbol,
    loggedIn,
    offer: offer.data,
    status: offer.failure ? 'error' : offer.data === null ? 'loading' : 'ready',
    onRetry: offer.retry,
    lastPrice,
    available:
      loggedIn && balances.status === 'ready'
        ? balanceOf(balances.balances, asset).available
        : null,
    orders,
    onSubmit: submit,
    locale,
  }
}
