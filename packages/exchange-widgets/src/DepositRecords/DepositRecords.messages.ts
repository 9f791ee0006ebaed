import { recordsPanelLabelKeys, type LabelKeys } from '../shared/widgetMessages'

/** Where the DepositRecords's labels are in the widgets' messages (the exceptions to `depositRecords.<label>`). */
export const depositRecordsLabelKeys: LabelKeys = {
  prefix: 'depositRecords',
  keys: {
    ...recordsPanelLabelKeys,
    time: 'ordersTable.time',
    coin: 'wallet.coin',
    chain: 'addressManager.chain',
    address: 'addressManager.address',
    status: 'ordersTable.status',
    filterCoin: 'wallet.coin',
    allCoins: 'wallet.allCoins',
    filterStatus: 'ordersTable.status',
    allStatuses: 'ordersTable.allStatuses',
  },
}
