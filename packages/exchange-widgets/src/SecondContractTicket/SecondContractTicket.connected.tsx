import {
  isApiError,
  subscribeTicker,
  USER_CHANNEL,
  type SecondOffer,
  type SecondOrder,
  type UserStreamEvent,
} from '@bourse/api-client'
import { mergeSecondOrder } from '@bourse/rules'
import { useCallback, useEffect, useRef, useState } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { newClientId } from '../shared/clientId'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import {
  SecondContractTicket,
  type SecondContractTicketProps,
  type SecondTicketSubmit,
} from './SecondContractTicket'

export type SecondContractTicketConnectedProps = Omit<
  SecondContractTicketProps,
  'offer' | 'lastPrice' | 'available' | 'orders' | 'status' | 'onRetry' | 'onSubmit' | 'locale'
> & {
  /** Called after a contract was bought. @default undefined */
  onPlaced?: (details: { order: SecondOrder }) => void
}

/** Open contracts loaded for the ticket (the records table pages the rest). */
const OPEN_PAGE_SIZE = 20

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

const isSecondEvent = (data: unknown): data is Extract<UserStreamEvent, { type: 'second' }> =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'second'

function LiveSecondContractTicket({
  symbol,
  loggedIn,
  onPlaced,
  ...props
}: SecondContractTicketConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const [offer, setOffer] = useState<SecondOffer | null>(null)
  const [offerFailed, setOfferFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [lastPrice, setLastPrice] = useState<string | null>(null)
  const [orders, setOrders] = useState<readonly SecondOrder[]>([])
  const balances = useAccountBalances('second', loggedIn)
  // The id of a purchase whose answer never came: the same purchase retried keeps it, so the
  // server (idempotent by clientOrderId) never buys it twice.
  const inFlight = useRef<{ key: string; clientOrderId: string } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    setOfferFailed(false)
    client.get('/app/second/products', { signal: controller.signal, silent: true }).then(
      (data) => setOffer(data),
      () => {
        if (!controller.signal.aborted) setOfferFailed(true)
      },
    )
    return () => controller.abort()
  }, [client, attempt])

  useEffect(
    () => subscribeTicker(stream, symbol, (ticker) => setLastPrice(ticker.last)),
    [stream, symbol],
  )

  // Open contracts: subscribe first and hold events until the REST answer, so none is lost.
  const [reloadTick, setReloadTick] = useState(0)
  useEffect(() => {
    if (!loggedIn) {
      setOrders([])
      return
    }
    const controller = new AbortController()
    let held: SecondOrder[] | null = []
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data' || !isSecondEvent(message.data)) return
      const order = message.data.order
      if (held) held.push(order)
      else setOrders((list) => mergeSecondOrder(list, order, { symbol }))
    })
    let wasOpen = stream.status() === 'open'
    const offStatus = stream.onStatus((status) => {
      if (status === 'open' && !wasOpen) setReloadTick((n) => n + 1)
      wasOpen = status === 'open'
    })
    client
      .post('/app/second/orders', {
        body: { pageIndex: 1, pageSize: OPEN_PAGE_SIZE, open: true, symbol },
        signal: controller.signal,
        silent: true,
      })
      .then(
        (page) => {
          if (controller.signal.aborted) return
          setOrders((shown) => {
            // Contracts settled while shown stay, so their result can be read.
            let list: readonly SecondOrder[] = shown.filter((o) => o.status === 'settled')
            for (const order of [...page.list, ...(held ?? [])])
              list = mergeSecondOrder(list, order, { symbol })
            return list
          })
          held = null
        },
        () => {
          held = null
        },
      )
    return () => {
      controller.abort()
      off()
      offStatus()
    }
  }, [client, stream, symbol, loggedIn, reloadTick])

  const submit = useCallback(
    async (request: SecondTicketSubmit) => {
      const key = JSON.stringify(request)
      if (inFlight.current?.key !== key) inFlight.current = { key, clientOrderId: newClientId('w') }
      const { clientOrderId } = inFlight.current
      try {
        const order = await client.post('/app/second/order/place', {
          body: { clientOrderId, ...request },
          silent: true,
        })
        inFlight.current = null
        setOrders((list) => mergeSecondOrder(list, order, { symbol }))
        onPlaced?.({ order })
        if (stream.status() !== 'open') balances.reload()
        return order
      } catch (error) {
        // The server answered: that id is settled. A network failure keeps it for a retry.
        if (!networkFailure(error)) inFlight.current = null
        throw toSubmitError(error)
      }
    },
    [client, stream, symbol, toSubmitError, onPlaced, balances],
  )

  const asset = offer?.asset ?? 'USDT'
  return (
    <SecondContractTicket
      {...props}
      symbol={symbol}
      loggedIn={loggedIn}
      offer={offer}
      status={offerFailed ? 'error' : offer === null ? 'loading' : 'ready'}
      onRetry={() => setAttempt((n) => n + 1)}
      lastPrice={lastPrice}
      available={
        loggedIn && balances.status === 'ready'
          ? balanceOf(balances.balances, asset).available
          : null
      }
      orders={orders}
      onSubmit={submit}
      locale={locale}
    />
  )
}

/**
 * The second-contract ticket of `symbol`, live: loads the offer, follows the last price
 * (ticker) and the second-contract account's balance, buys with a client order id made once per
 * purchase and reused when the same purchase is retried after a network failure, and lists the
 * open contracts of the market (`/app/second/orders {open: true}`) kept current by `second`
 * events until they settle. A new market starts a fresh ticket.
 */
export function SecondContractTicketConnected(props: SecondContractTicketConnectedProps) {
  return <LiveSecondContractTicket key={props.symbol} {...props} />
}
SecondContractTicketConnected.displayName = 'SecondContractTicketConnected'
