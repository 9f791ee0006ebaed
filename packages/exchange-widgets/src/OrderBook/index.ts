export { OrderBook, defaultOrderBookLabels } from './OrderBook'
export type {
  OrderBookDepth,
  OrderBookLabels,
  OrderBookLiveSource,
  OrderBookProps,
  OrderBookView,
} from './OrderBook'
export type { BookFrame } from './paintBook'
export { OrderBookRow } from './OrderBookRow'
export type { BookSide, OrderBookRowProps } from './OrderBookRow'
export { OrderBookConnected } from './OrderBook.connected'
export type { OrderBookConnectedProps } from './OrderBook.connected'
