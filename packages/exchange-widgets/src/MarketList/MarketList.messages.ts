import type { LabelKeys } from '../shared/widgetMessages'

/** Where the MarketList's labels are in the widgets' messages (the exceptions to `marketList.<label>`). */
export const marketListLabelKeys: LabelKeys = { prefix: 'marketList' }
