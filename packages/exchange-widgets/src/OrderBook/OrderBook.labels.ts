import type { LabelsOf } from '../shared/labels'
import { defaultLiveStateLabels } from '../shared/LiveStatus'

export const defaultOrderBookLabels = {
  ...defaultLiveStateLabels,
  /** Accessible name of the widget. */
  title: 'Order book',
  price: 'Price',
  amount: 'Amount',
  total: 'Total',
  asks: 'Asks',
  bids: 'Bids',
  /** Side word in a row's accessible name. */
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

export type OrderBookLabels = LabelsOf<typeof defaultOrderBookLabels>
