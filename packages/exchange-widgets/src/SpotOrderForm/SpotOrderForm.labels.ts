import type { SpotOrderErrorCode } from '@bourse/rules'
import type { LabelsOf } from '../shared/labels'

/*
 * The spot order form's English texts. Comments name the placeholders a text fills in and where
 * a text shows:
 * - `title`: accessible name of the form; `marketPrice`: shown instead of a price field for a
 *   market order; `buyBy`: name of the quantity/total switch of a market buy; `max`: the 100 %
 *   mark; `maxBuy`: `{quantity}` and `{asset}`; `estimatedQuantity`: quantity a market buy by
 *   total should get; `approx`: prefix of an estimate; `feeMaker` / `feeTaker`: fee line of an
 *   order that rests in the book / takes liquidity; `depositAsset`: `{asset}`; `submitBuy` /
 *   `submitSell`: `{base}`; `submitFailed`: when a rejection carries no message;
 *   `confirmAbove` / `confirmBelow`: `{percent}` and `{lastPrice}`.
 * - `errors`: validation messages; `{tick}`, `{lot}`, `{min}`, `{base}`, `{quote}`, `{asset}`
 *   are filled in. `marketNotOpen` and `marketMaintenance` are the disabled form's reason.
 */

export const defaultSpotOrderFormLabels = {
  title: 'Spot order',
  side: 'Order side',
  buy: 'Buy',
  sell: 'Sell',
  type: 'Order type',
  limit: 'Limit',
  market: 'Market',
  price: 'Price',
  marketPrice: 'Market price',
  quantity: 'Quantity',
  total: 'Total',
  buyBy: 'Buy by',
  percent: 'Share of available balance',
  max: 'MAX',
  maxBuy: 'Max buy',
  maxSell: 'Max sell',
  estimatedQuantity: 'Est. quantity',
  approx: '≈',
  feeMaker: 'Est. fee (maker)',
  feeTaker: 'Est. fee (taker)',
  available: 'Available',
  deposit: 'Deposit',
  depositAsset: 'Deposit {asset}',
  submitBuy: 'Buy {base}',
  submitSell: 'Sell {base}',
  loginToTrade: 'Log in to trade',
  submitting: 'Placing order',
  placed: 'Order placed.',
  submitFailed: 'The order could not be placed.',
  confirmTitle: 'Price far from the market',
  confirmAbove:
    'Your price is {percent}% above the last price ({lastPrice}). Place the order anyway?',
  confirmBelow:
    'Your price is {percent}% below the last price ({lastPrice}). Place the order anyway?',
  confirm: 'Place order',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading order form',
  errors: {
    marketNotOpen: 'This market is not open for trading yet.',
    marketMaintenance: 'This market is under maintenance.',
    priceRequired: 'Enter a price.',
    priceNotPositive: 'Price must be greater than 0.',
    priceOffTick: 'Price must be a multiple of {tick}.',
    quantityRequired: 'Enter a quantity.',
    quantityNotPositive: 'Quantity must be greater than 0.',
    quantityOffLot: 'Quantity must be a multiple of {lot}.',
    quantityBelowMin: 'The minimum quantity is {min} {base}.',
    amountRequired: 'Enter a total.',
    amountZero: 'The total must not be 0.',
    totalBelowMinNotional: 'The minimum order total is {min} {quote}.',
    insufficientBalance: 'Insufficient {asset} balance.',
  } satisfies Record<SpotOrderErrorCode, string>,
}

export type SpotOrderFormLabels = LabelsOf<typeof defaultSpotOrderFormLabels>
