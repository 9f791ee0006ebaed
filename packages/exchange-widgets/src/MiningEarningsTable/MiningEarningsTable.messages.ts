import type { LabelKeys } from '../shared/widgetMessages'

/** Where the MiningEarningsTable's labels are in the widgets' messages (the exceptions to `miningEarningsTable.<label>`). */
// The records tables' state and pager texts are the orders tables'; the pool is the orders'.
export const miningEarningsTableLabelKeys: LabelKeys = {
  prefix: 'miningEarningsTable',
  keys: {
    error: 'secondOrdersTable.error',
    loading: 'secondOrdersTable.loading',
    visitor: 'secondOrdersTable.visitor',
    login: 'ordersTable.login',
    pagination: 'ordersTable.pagination',
    pageSize: 'ordersTable.pageSize',
    pageSizeOption: 'ordersTable.pageSizeOption',
    previousPage: 'ordersTable.previousPage',
    nextPage: 'ordersTable.nextPage',
    pageStatus: 'ordersTable.pageStatus',
    pool: 'miningOrdersTable.pool',
    time: 'ordersTable.time',
  },
}
