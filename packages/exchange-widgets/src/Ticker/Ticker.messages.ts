import type { LabelKeys } from '../shared/widgetMessages'

/** Where the Ticker's labels are in the widgets' messages (the exceptions to `marketList.<label>`). */
export const tickerLabelKeys: LabelKeys = { prefix: 'marketList' }
