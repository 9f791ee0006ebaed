import type { LabelKeys } from '../shared/widgetMessages'

/** Where the CandleChart's labels are in the widgets' messages (the exceptions to `candles.<label>`). */
export const candleChartLabelKeys: LabelKeys = { prefix: 'candles' }
