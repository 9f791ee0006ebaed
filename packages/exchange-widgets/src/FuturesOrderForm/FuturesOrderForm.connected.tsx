import { FuturesOrderForm, type FuturesOrderFormProps } from './FuturesOrderForm'
import { useFuturesOrderFormData } from './useFuturesOrderFormData'

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

/**
 * The futures order form of `symbol`, live: loads the contract's rules (visitors too: the open
 * and close fee rates are the caller's level), follows the last and mark prices from the ticker,
 * and when signed in the contract account's USDT (`useAccountBalances('contract')`); places orders with a
 * client order id made once per submission and reused when the same order is retried after a
 * network failure. Renders nothing until the contract is known.
 */
export function FuturesOrderFormConnected(props: FuturesOrderFormConnectedProps) {
  const state = useFuturesOrderFormData(props)
  return state ? <FuturesOrderForm key={state.market.symbol} {...state} /> : null
}
FuturesOrderFormConnected.displayName = 'FuturesOrderFormConnected'
