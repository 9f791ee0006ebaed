import type { SpotBalancesState } from '../hooks/useSpotBalances'
import { SpotOrderForm, type SpotOrderFormProps } from './SpotOrderForm'
import { useSpotOrderFormData } from './useSpotOrderFormData'

export { newClientOrderId } from './useSpotOrderFormData'

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

function LiveSpotOrderForm(props: SpotOrderFormConnectedProps) {
  return <SpotOrderForm {...useSpotOrderFormData(props)} />
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
