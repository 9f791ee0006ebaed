import type { LabelKeys } from '../shared/widgetMessages'

/** Where the EarnOrderDetail's labels are in the widgets' messages (the exceptions to `earnOrderDetail.<label>`). */
// The facts are worded as on the product card and in the orders tables, read from there.
export const earnOrderDetailLabelKeys: LabelKeys = {
  prefix: 'earnOrderDetail',
  keys: {
    term: 'earnProductCard.term',
    days: 'earnProductCard.days',
    payout: 'earnProductCard.payout',
    payoutDaily: 'earnProductCard.payoutDaily',
    payoutEnd: 'earnProductCard.payoutEnd',
    createdAt: 'miningOrdersTable.createdAt',
    endAt: 'miningOrdersTable.endAt',
    earned: 'miningOrdersTable.earned',
    statusMining: 'miningOrdersTable.statusMining',
    statusFinished: 'miningOrdersTable.statusFinished',
    boughtAt: 'savingsOrdersTable.createdAt',
    dueAt: 'savingsOrdersTable.dueAt',
    statusPurchasing: 'savingsOrdersTable.statusPurchasing',
    statusSettled: 'savingsOrdersTable.statusSettled',
    statusEarly: 'savingsOrdersTable.statusEarly',
    expected: 'earnPurchaseDialog.expected',
  },
}
