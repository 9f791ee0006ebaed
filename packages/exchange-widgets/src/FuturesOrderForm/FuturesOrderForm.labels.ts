import type { FuturesOrderErrorCode } from '@bourse/rules'
import type { TpSlWarning } from '@bourse/rules/contracts'
import { defaultTpSlMessages } from '../shared/OrderEntry'
import type { LabelsOf } from '../shared/labels'

/*
 * The futures order form's English texts. Where a text shows and what it fills in:
 * - `title`: accessible name of the form; `marketPrice`: shown instead of a price field for a
 *   market order; `lotsHint`: under the lots, `{multiplier}`, `{base}`, `{min}`, `{max}`;
 *   `leverageOption`: one leverage option, `{leverage}`; `tpsl`: heading of the optional TP/SL
 *   fields; `triggerReference`: name of the Last/Mark switch; `referenceNow`: under the TP/SL
 *   fields, `{reference}` and `{price}`; `noLiquidation`: the liquidation price of a position
 *   that cannot be liquidated; `transferLong`: accessible name of the transfer link;
 *   `submitFailed`: when a rejection carries no message.
 * - `errors`: messages by code; `{min}`, `{max}`, `{tick}` are filled in. The `tpsl.*` and
 *   `futures.*` codes are the contract's, so the site can pass its `errors.<code>` texts.
 */

export const defaultFuturesOrderFormLabels = {
  title: 'Futures order',
  side: 'Position side',
  long: 'Long',
  short: 'Short',
  type: 'Order type',
  limit: 'Limit',
  market: 'Market',
  price: 'Price',
  marketPrice: 'Market price',
  lots: 'Lots',
  lotsHint: '1 lot = {multiplier} {base} · {min}–{max} lots',
  leverage: 'Leverage',
  leverageOption: '{leverage}x',
  tpsl: 'TP/SL',
  takeProfit: 'Take profit',
  stopLoss: 'Stop loss',
  triggerReference: 'Trigger price',
  referenceLast: 'Last',
  referenceMark: 'Mark',
  referenceNow: '{reference} price now: {price}',
  notional: 'Notional',
  margin: 'Margin',
  openFee: 'Open fee',
  totalCost: 'Total cost',
  liquidationPrice: 'Est. liquidation price',
  noLiquidation: 'None',
  available: 'Available',
  transfer: 'Transfer',
  transferLong: 'Transfer USDT to the contract account',
  submitLong: 'Open long',
  submitShort: 'Open short',
  loginToTrade: 'Log in to trade',
  submitting: 'Placing order',
  placed: 'Order placed.',
  submitFailed: 'The order could not be placed.',
  errors: {
    'order.price.invalid': 'The price is not valid for this market.',
    'futures.price.tick': 'Price must be a multiple of {tick}.',
    'futures.limit.price.side':
      'A long limit price must not exceed the market price; a short limit price must not be below it.',
    'futures.lots.invalid': 'Enter a whole number of lots within the allowed range.',
    'balance.insufficient': 'Insufficient balance.',
    ...defaultTpSlMessages,
  } satisfies Record<FuturesOrderErrorCode | TpSlWarning, string>,
}

export type FuturesOrderFormLabels = LabelsOf<typeof defaultFuturesOrderFormLabels>
