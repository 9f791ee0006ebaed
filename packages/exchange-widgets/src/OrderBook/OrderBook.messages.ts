import type { LabelKeys } from '../shared/widgetMessages'

/** Where the OrderBook's labels are in the widgets' messages (the exceptions to `orderBook.<label>`). */
export const orderBookLabelKeys: LabelKeys = {
  prefix: 'orderBook',
  keys: {
    empty: 'emptyBook',
  },
}
