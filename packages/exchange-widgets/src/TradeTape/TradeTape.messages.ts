import type { LabelKeys } from '../shared/widgetMessages'

/** Where the TradeTape's labels are in the widgets' messages (the exceptions to `trades.<label>`). */
export const tradeTapeLabelKeys: LabelKeys = { prefix: 'trades' }
