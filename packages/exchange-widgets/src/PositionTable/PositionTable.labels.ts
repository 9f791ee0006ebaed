import type { LabelsInput, LabelsOf } from '../shared/labels'
import { defaultTpSlMessages } from '../shared/OrderEntry'

export const defaultPositionTableLabels = {
  /** Accessible name of the table. */
  title: 'Positions',
  symbol: 'Contract',
  long: 'Long',
  short: 'Short',
  /** `{leverage}`. */
  leverage: '{leverage}x',
  lots: 'Lots',
  /** The base quantity of one lot. */
  multiplier: 'Contract multiplier',
  openPrice: 'Open price',
  markPrice: 'Mark price',
  indexPrice: 'Index price',
  margin: 'Margin',
  unrealisedPnl: 'Unrealised PnL',
  roe: 'ROE',
  riskRate: 'Risk rate',
  /** Badge beside a risk rate at or above `highRiskRate`. */
  highRisk: 'High risk',
  liquidationPrice: 'Est. liquidation price',
  /** The liquidation price of a position that cannot be liquidated. */
  noLiquidation: 'None',
  tpsl: 'TP/SL',
  /** Trigger reference shown under TP/SL. */
  referenceLast: 'Last',
  referenceMark: 'Mark',
  fees: 'Fees',
  /** `{fee}`. */
  openFee: 'Open {fee}',
  /** The close (settlement) fee the server estimates at the mark price; `{fee}`. */
  estimatedCloseFee: 'Est. close {fee}',
  /** `{fee}`. */
  holdingFee: 'Holding {fee}',
  time: 'Time',
  action: 'Action',
  close: 'Close',
  /** Accessible name of a row's close button; `{side}`, `{symbol}`. */
  closePosition: 'Close {side} {symbol}',
  closing: 'Closing…',
  editTpSl: 'TP/SL',
  /** `{side}`, `{symbol}`. */
  editTpSlPosition: 'Edit TP/SL of {side} {symbol}',
  share: 'Share',
  /** `{side}`, `{symbol}`. */
  sharePosition: 'Share {side} {symbol}',
  closeAll: 'Close all',
  closeAllTitle: 'Close all positions?',
  /** `{count}`. */
  closeAllBody: '{count} open positions will be closed at the market price.',
  /** Under the close-all question: the positions' estimated close fees together; `{fee}`, `{asset}`. */
  closeAllFee: 'Estimated close fee: {fee} {asset}',
  closeAllConfirm: 'Close all positions',
  closeAllDismiss: 'Keep positions',
  /** The dialogs' close button. */
  closeDialog: 'Close',
  /** Title of a failed action's message. */
  closeFailed: 'The position could not be closed',
  empty: 'No open positions',
  error: 'Positions could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your positions',
  login: 'Log in',
  loading: 'Loading positions',
  /** TP/SL dialog title; `{side}`, `{symbol}`. */
  editTitle: 'TP/SL · {side} {symbol}',
  takeProfit: 'Take profit',
  stopLoss: 'Stop loss',
  triggerReference: 'Trigger price',
  referencePrice: 'Trigger price now',
  clearHint: 'Leave blank to clear.',
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  saveFailed: 'TP/SL could not be saved.',
  /** TP/SL messages by the shared validator's codes (the futures order form's); `{tick}`. */
  tpslErrors: defaultTpSlMessages,

  /** Share dialog title. */
  shareTitle: 'Share your position',
  /** Card subtitle after the symbol. */
  perpetual: 'Perpetual',
  /** Accessible description of the card; `{symbol}`, `{side}`, `{roe}`, `{pnl}`. */
  shareDescription: 'PnL card: {symbol} {side}, ROE {roe}, PnL {pnl}',
  download: 'Download PNG',
  downloadFailed: 'The picture could not be saved.',
}

export type PositionTableLabels = LabelsOf<typeof defaultPositionTableLabels>

/** Labels as the site passes them: any subset, TP/SL messages included. */
export type PositionTableLabelsInput = LabelsInput<PositionTableLabels>
