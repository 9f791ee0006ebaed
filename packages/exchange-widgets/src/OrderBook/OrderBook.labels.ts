import { defaultLiveStateLabels, type LiveStateLabels } from '../shared/LiveStatus'

export type OrderBookLabels = LiveStateLabels & {
  /** Accessible name of the widget. @default 'Order book' */
  title: string
  /** @default 'Price' */
  price: string
  /** @default 'Amount' */
  amount: string
  /** @default 'Total' */
  total: string
  /** @default 'Asks' */
  asks: string
  /** @default 'Bids' */
  bids: string
  /** Side word in a row's accessible name. @default 'Ask' */
  ask: string
  /** @default 'Bid' */
  bid: string
  /** @default 'Spread' */
  spread: string
  /** @default 'Last price' */
  lastPrice: string
  /** @default 'Price grouping' */
  grouping: string
  /** @default 'Levels per side' */
  levels: string
  /** @default 'Bids and asks' */
  viewBoth: string
  /** @default 'Bids only' */
  viewBids: string
  /** @default 'Asks only' */
  viewAsks: string
  /** @default 'No orders in the book' */
  empty: string
  /** @default 'Retry' */
  retry: string
  /** @default 'Loading order book' */
  loading: string
}

export const defaultOrderBookLabels: OrderBookLabels = {
  ...defaultLiveStateLabels,
  title: 'Order book',
  price: 'Price',
  amount: 'Amount',
  total: 'Total',
  asks: 'Asks',
  bids: 'Bids',
  ask: 'Ask',
  bid: 'Bid',
  spread: 'Spread',
  lastPrice: 'Last price',
  grouping: 'Price grouping',
  levels: 'Levels per side',
  viewBoth: 'Bids and asks',
  viewBids: 'Bids only',
  viewAsks: 'Asks only',
  empty: 'No orders in the book',
  retry: 'Retry',
  loading: 'Loading order book',
}
