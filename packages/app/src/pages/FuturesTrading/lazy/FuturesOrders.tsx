import {
  FuturesOrdersTableConnected,
  type FuturesOrdersTableConnectedProps,
} from '@bourse/exchange-widgets'

/** Pending orders, closed positions or the whole history (loaded with their tab). */
export default function FuturesOrders(
  props: Omit<FuturesOrdersTableConnectedProps, 'labels' | 'loggedIn'>,
) {
  return <FuturesOrdersTableConnected {...props} loggedIn />
}
