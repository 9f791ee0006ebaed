import { defaultRecordsPagerLabels } from '../shared/RecordsPanel'

export const defaultOrdersTableLabels = {
  /** Accessible name of the current orders. */
  currentTitle: 'Current orders',
  /** Accessible name of the order history. */
  historyTitle: 'Order history',
  time: 'Time',
  pair: 'Pair',
  side: 'Side',
  type: 'Type',
  price: 'Price',
  amount: 'Amount',
  filled: 'Filled',
  averagePrice: 'Avg. price',
  total: 'Total',
  fee: 'Fee',
  status: 'Status',
  /** Header of the cancel buttons' column. */
  action: 'Action',
  buy: 'Buy',
  sell: 'Sell',
  limit: 'Limit',
  /** Order type. */
  market: 'Market',
  /** The price cell of a market order. */
  marketPrice: 'Market',
  statusPending: 'Open',
  statusPartiallyFilled: 'Partially filled',
  statusFilled: 'Filled',
  statusCancelled: 'Cancelled',
  /** Why a cancelled order ended. */
  reasonCancelled: 'By you',
  reasonSelfTrade: 'Would have traded with your own order',
  reasonSlippage: 'Price moved beyond the slippage limit',
  reasonNoLiquidity: 'No liquidity left',
  reasonMarketClosed: 'Market closed',
  cancel: 'Cancel',
  /** Accessible name of a row's cancel button; `{side}`, `{pair}` and `{price}` are replaced. */
  cancelOrder: 'Cancel {side} {pair} at {price}',
  cancelling: 'Cancelling…',
  cancelAll: 'Cancel all',
  cancelAllTitle: 'Cancel all open orders?',
  /** Body of the confirmation; `{count}` is replaced. */
  cancelAllBody: '{count} open orders will be cancelled and their frozen funds released.',
  cancelAllConfirm: 'Cancel all orders',
  cancelAllDismiss: 'Keep orders',
  /** The dialog's close button. */
  close: 'Close',
  emptyCurrent: 'No open orders',
  emptyHistory: 'No orders in this period',
  error: 'Orders could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your orders',
  login: 'Log in',
  loading: 'Loading orders',
  /** Title of a failed cancel's message. */
  cancelFailed: 'The order could not be cancelled',
  filterPair: 'Pair',
  allPairs: 'All pairs',
  filterSide: 'Side',
  allSides: 'All sides',
  filterStatus: 'Status',
  allStatuses: 'All statuses',
  filterPeriod: 'Period',
  periodAll: 'All time',
  period1d: '1 day',
  period1w: '1 week',
  period1m: '1 month',
  period3m: '3 months',
  ...defaultRecordsPagerLabels,
}

export type OrdersTableLabels = { [K in keyof typeof defaultOrdersTableLabels]: string }
