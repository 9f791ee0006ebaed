import type { LabelKeys } from '../shared/widgetMessages'

/** Where the FuturesOrderForm's labels are in the widgets' messages (the exceptions to `futuresOrderForm.<label>`). */
export const futuresOrderFormLabelKeys: LabelKeys = {
  prefix: 'futuresOrderForm',
  keys: {
    type: 'spotOrderForm.type',
    limit: 'spotOrderForm.limit',
    market: 'spotOrderForm.market',
    marketPrice: 'spotOrderForm.marketPrice',
    available: 'spotOrderForm.available',
    loginToTrade: 'spotOrderForm.loginToTrade',
    submitting: 'spotOrderForm.submitting',
    placed: 'spotOrderForm.placed',
    submitFailed: 'spotOrderForm.submitFailed',
    // The same sentence as the price's own tick error; the site's `errors.tpsl.tick` (for its
    // toasts) cannot name the tick.
    'errors/tpsl.tick': 'futuresOrderForm.errors.futures.price.tick',
  },
}
