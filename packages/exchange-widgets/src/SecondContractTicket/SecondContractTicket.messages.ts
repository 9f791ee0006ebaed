import type { LabelKeys } from '../shared/widgetMessages'

/** Where the SecondContractTicket's labels are in the widgets' messages (the exceptions to `secondContractTicket.<label>`). */
export const secondContractTicketLabelKeys: LabelKeys = {
  prefix: 'secondContractTicket',
  keys: {
    fee: 'ordersTable.fee',
    available: 'spotOrderForm.available',
    transfer: 'futuresOrderForm.transfer',
    login: 'spotOrderForm.loginToTrade',
    'errors/balance.insufficient': 'futuresOrderForm.errors.balance.insufficient',
    opensIn: 'secondOrdersTable.opensIn',
    statusPending: 'futuresOrdersTable.statusPending',
    statusHolding: 'secondOrdersTable.statusHolding',
    statusSettled: 'secondOrdersTable.statusSettled',
  },
}
