import type { LabelKeys } from '../shared/widgetMessages'

/** Where the SpotOrderForm's labels are in the widgets' messages (the exceptions to `spotOrderForm.<label>`). */
export const spotOrderFormLabelKeys: LabelKeys = {
  prefix: 'spotOrderForm',
  keys: {
    errors: 'spotOrderForm.error',
  },
}
