import { OrderBook } from './OrderBook'
import { useOrderBookData, type OrderBookDataProps } from './useOrderBookData'

export type OrderBookConnectedProps = OrderBookDataProps

function LiveOrderBook(props: OrderBookConnectedProps) {
  const state = useOrderBookData(props)
  return <OrderBook {...state} />
}

/**
 * The order book of `symbol`, live: builds the book from the stream's snapshot, merges every diff
 * in place and paints it at most once per animation frame, its rows drawn on canvases by a worker
 * (a React render only when the state or the last price changes); resubscribes on a sequence
 * gap; shows stale and reconnecting states. A new symbol starts a new book.
 */
export function OrderBookConnected(props: OrderBookConnectedProps) {
  return <LiveOrderBook key={props.symbol} {...props} />
}
OrderBookConnected.displayName = 'OrderBookConnected'
