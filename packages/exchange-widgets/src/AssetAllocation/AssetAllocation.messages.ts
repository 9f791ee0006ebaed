import type { LabelKeys } from '../shared/widgetMessages'

/** Where the AssetAllocation's labels are in the widgets' messages (the exceptions to `assetAllocation.<label>`). */
// The total's text names the valuation currency, which the site words itself.
export const assetAllocationLabelKeys: LabelKeys = {
  prefix: 'assetAllocation',
  keys: { total: null },
}
