import type { LabelKeys } from '../shared/widgetMessages'

/** Where the AccountTransfer's labels are in the widgets' messages (the exceptions to `accountTransfer.<label>`). */
export const accountTransferLabelKeys: LabelKeys = {
  prefix: 'accountTransfer',
  keys: {
    available: 'spotOrderForm.available',
    submit: 'futuresOrderForm.transfer',
    cancel: 'spotOrderForm.cancel',
    'errors/balance.insufficient': 'futuresOrderForm.errors.balance.insufficient',
  },
}
