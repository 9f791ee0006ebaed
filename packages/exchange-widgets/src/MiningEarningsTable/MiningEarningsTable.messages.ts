import { recordsPanelLabelKeys, type LabelKeys } from '../shared/widgetMessages'

/** Where the MiningEarningsTable's labels are in the widgets' messages (the exceptions to `miningEarningsTable.<label>`). */
// The records tables' state and pager texts are the orders tables'; the pool is the orders'.
export const miningEarningsTableLabelKeys: LabelKeys = {
  prefix: 'miningEarningsTable',
  keys: {
    ...recordsPanelLabelKeys,
    pool: 'miningOrdersTable.pool',
    time: 'ordersTable.time',
  },
}
