import { recordsPanelLabelKeys, type LabelKeys } from '../shared/widgetMessages'

/** Where the WithdrawalRecords's labels are in the widgets' messages (the exceptions to `withdrawalRecords.<label>`). */
export const withdrawalRecordsLabelKeys: LabelKeys = {
  prefix: 'withdrawalRecords',
  keys: {
    ...recordsPanelLabelKeys,
    time: 'ordersTable.time',
    coin: 'wallet.coin',
    chain: 'addressManager.chain',
    fee: 'ordersTable.fee',
    status: 'ordersTable.status',
    statusApplied: 'withdrawalForm.applied',
    filterCoin: 'wallet.coin',
    allCoins: 'wallet.allCoins',
    filterStatus: 'ordersTable.status',
    allStatuses: 'ordersTable.allStatuses',
  },
}
