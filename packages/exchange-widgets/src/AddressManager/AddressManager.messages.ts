import type { LabelKeys } from '../shared/widgetMessages'

/** Where the AddressManager's labels are in the widgets' messages (the exceptions to `addressManager.<label>`). */
export const addressManagerLabelKeys: LabelKeys = { prefix: 'addressManager' }
