import { recordsPanelLabelKeys, type LabelKeys } from '../shared/widgetMessages'

/** Where the MiningOrdersTable's labels are in the widgets' messages (the exceptions to `miningOrdersTable.<label>`). */
// The records tables' state and pager texts are the orders tables'.
export const miningOrdersTableLabelKeys: LabelKeys = {
  prefix: 'miningOrdersTable',
  keys: {
    ...recordsPanelLabelKeys,
    status: 'ordersTable.status',
  },
}
