import type { LabelKeys } from '../shared/widgetMessages'

/** Where the EarnPurchaseDialog's labels are in the widgets' messages (the exceptions to `earnPurchaseDialog.<label>`). */
// `close` and the amount are worded as elsewhere; both ranges share one text.
export const earnPurchaseDialogLabelKeys: LabelKeys = {
  prefix: 'earnPurchaseDialog',
  keys: {
    close: 'spotOrderForm.close',
    'errors/finance.amount.range': 'earnPurchaseDialog.errors.mining.amount.range',
  },
}
