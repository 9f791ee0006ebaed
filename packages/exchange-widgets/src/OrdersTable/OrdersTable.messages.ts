import type { LabelKeys } from '../shared/widgetMessages'

/** Where the OrdersTable's labels are in the widgets' messages (the exceptions to `ordersTable.<label>`). */
export const ordersTableLabelKeys: LabelKeys = {
  prefix: 'ordersTable',
  keys: {
    filterPair: 'ordersTable.pair',
    filterSide: 'ordersTable.side',
    filterStatus: 'ordersTable.status',
    filterPeriod: 'ordersTable.period',
    close: 'spotOrderForm.close',
  },
}
