import { recordsPanelLabelKeys, type LabelKeys } from '../shared/widgetMessages'

/** Where the SavingsOrdersTable's labels are in the widgets' messages (the exceptions to `savingsOrdersTable.<label>`). */
// The records tables' state and pager texts are the orders tables'; the columns shared with
// the mining orders and the product card are theirs.
export const savingsOrdersTableLabelKeys: LabelKeys = {
  prefix: 'savingsOrdersTable',
  keys: {
    ...recordsPanelLabelKeys,
    status: 'ordersTable.status',
    rate: 'earnProductCard.annualRate',
    expected: 'miningOrdersTable.expected',
    earned: 'miningOrdersTable.earned',
    details: 'miningOrdersTable.details',
    close: 'spotOrderForm.close',
  },
}
