import type { LabelKeys } from '../shared/widgetMessages'

/** Where the MiningOrdersTable's labels are in the widgets' messages (the exceptions to `miningOrdersTable.<label>`). */
// The records tables' state and pager texts are the orders tables'.
export const miningOrdersTableLabelKeys: LabelKeys = {
  prefix: 'miningOrdersTable',
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
    status: 'ordersTable.status',
  },
}
