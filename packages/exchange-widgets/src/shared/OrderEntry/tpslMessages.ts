import type { TpSlError, TpSlWarning } from '@bourse/rules/contracts'

/**
 * English messages of the shared TP/SL validator's codes, for every widget that takes a
 * take-profit and stop-loss (the futures order form, the position table's TP/SL dialog).
 */
export const defaultTpSlMessages: Record<TpSlError | TpSlWarning, string> = {
  'tpsl.price.invalid': 'Enter a valid price.',
  'tpsl.zero': 'The price must not be 0.',
  'tpsl.tick': 'Price must be a multiple of {tick}.',
  'tpsl.take.profit.side':
    'A long take-profit must be above the trigger price, a short one below it.',
  'tpsl.stop.loss.side': 'A long stop-loss must be below the trigger price, a short one above it.',
  'tpsl.stop.loss.liquidation': 'The stop-loss is beyond the estimated liquidation price.',
  'tpsl.stop.loss.near.liquidation': 'The stop-loss is close to the estimated liquidation price.',
}
