import { pagerLabelKeys, type LabelKeys } from '../shared/widgetMessages'

/** Where the SecondOrdersTable's labels are in the widgets' messages (the exceptions to `secondOrdersTable.<label>`). */
export const secondOrdersTableLabelKeys: LabelKeys = {
  prefix: 'secondOrdersTable',
  keys: {
    ...pagerLabelKeys,
    pair: 'ordersTable.pair',
    direction: 'secondContractTicket.direction',
    duration: 'secondContractTicket.duration',
    openTime: 'futuresOrdersTable.openTime',
    buyPrice: 'secondContractTicket.buyPrice',
    settlementPrice: 'secondContractTicket.settlementPrice',
    fee: 'ordersTable.fee',
    status: 'ordersTable.status',
    up: 'secondContractTicket.directionUp',
    down: 'secondContractTicket.directionDown',
    statusPending: 'futuresOrdersTable.statusPending',
    statusSettling: 'secondContractTicket.statusSettling',
    timeLeft: 'secondContractTicket.timeLeft',
    login: 'ordersTable.login',
  },
}
