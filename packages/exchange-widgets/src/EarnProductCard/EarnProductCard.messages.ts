import type { LabelKeys } from '../shared/widgetMessages'

/** Where the EarnProductCard's labels are in the widgets' messages (the exceptions to `earnProductCard.<label>`). */
export const earnProductCardLabelKeys: LabelKeys = {
  prefix: 'earnProductCard',
}
