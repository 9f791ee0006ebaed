import type { LabelKeys } from '../shared/widgetMessages'

/**
 * Where the AssetAllocation's labels are in the widgets' messages (the exceptions to
 * `assetAllocation.<label>`): the account names are the transfer's, `retry` is shared.
 */
export const assetAllocationLabelKeys: LabelKeys = {
  prefix: 'assetAllocation',
  keys: { accounts: 'accountTransfer.accounts' },
}
