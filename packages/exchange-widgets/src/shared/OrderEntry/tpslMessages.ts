import type { TpSlError, TpSlWarning } from '@bourse/rules/contracts'

/**
 * English messages of the shared TP/SL validator's codes, for the futures order form: the site's
 * wording of its `errors.tpsl.*`, but for the tick, which the form can name.
 */
export const defaultTpSlMessages: Record<TpSlError | TpSlWarning, string> = {
  'tpsl.price.invalid': 'Enter a valid price.',
  'tpsl.zero': 'Take-profit and stop-loss cannot be 0.',
  'tpsl.tick': 'Price must be a multiple of {tick}.',
  'tpsl.take.profit.side':
    'Take-profit must be above the reference price for a long, below it for a short.',
  'tpsl.stop.loss.side':
    'Stop-loss must be below the reference price for a long, above it for a short.',
  'tpsl.stop.loss.liquidation':
    'The stop-loss is beyond the liquidation price: the position would be liquidated first.',
  'tpsl.stop.loss.near.liquidation': 'The stop-loss is close to the estimated liquidation price.',
}
