import type { LabelKeys } from '../shared/widgetMessages'

/** Where the DepthChart's labels are in the widgets' messages (the exceptions to `depth.<label>`). */
export const depthChartLabelKeys: LabelKeys = {
  prefix: 'depth',
  keys: {
    empty: 'emptyBook',
  },
}
