import type { LabelsOf } from '../shared/labels'
import { defaultRecordsPagerLabels } from '../shared/RecordsPanel'

export const defaultFuturesOrdersTableLabels = {
  /** Accessible name of the `current` view. */
  currentTitle: 'Open orders',
  /** Accessible name of the `closed` view. */
  closedTitle: 'Closed positions',
  /** Accessible name of the `history` view. */
  historyTitle: 'Order history',
  pair: 'Pair',
  side: 'Side',
  long: 'Long',
  short: 'Short',
  leverage: 'Leverage',
  /** `{leverage}`. */
  leverageValue: '{leverage}x',
  price: 'Price',
  /** The price cell of a market order. */
  marketPrice: 'Market',
  lots: 'Lots',
  /** The base quantity of one lot. */
  multiplier: 'Contract multiplier',
  margin: 'Margin',
  tpsl: 'TP/SL',
  time: 'Time',
  openPrice: 'Open price',
  closePrice: 'Close price',
  realisedPnl: 'Realised PnL',
  yieldRate: 'Yield',
  closeMethod: 'Close method',
  /** Open, close and holding fees, each on its line. */
  fees: 'Fees',
  /** `{fee}`. */
  openFee: 'Open {fee}',
  /** `{fee}`. */
  closeFee: 'Close {fee}',
  /** `{fee}`. */
  holdingFee: 'Holding {fee}',
  openTime: 'Open time',
  closeTime: 'Close time',
  /** When a pending order was cancelled. */
  cancelTime: 'Cancel time',
  status: 'Status',
  action: 'Action',
  statusPending: 'Pending',
  statusOpen: 'Open',
  statusClosed: 'Closed',
  statusCancelled: 'Cancelled',
  methodUser: 'By you',
  methodCloseAll: 'Close all',
  methodTakeProfit: 'Take profit',
  methodStopLoss: 'Stop loss',
  methodLiquidation: 'Liquidation',
  cancel: 'Cancel',
  /** `{side}`, `{pair}`, `{price}`. */
  cancelOrder: 'Cancel {side} {pair} at {price}',
  cancelling: 'Cancelling…',
  cancelFailed: 'The order could not be cancelled',
  emptyCurrent: 'No open orders',
  emptyClosed: 'No closed positions',
  emptyHistory: 'No orders yet',
  error: 'Orders could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your orders',
  login: 'Log in',
  loading: 'Loading orders',
  filterPair: 'Pair',
  allPairs: 'All pairs',
  filterSide: 'Side',
  allSides: 'All sides',
  ...defaultRecordsPagerLabels,
}

export type FuturesOrdersTableLabels = LabelsOf<typeof defaultFuturesOrdersTableLabels>
