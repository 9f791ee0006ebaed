import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { EarnService } from './service'

export function earnHandlers(earn: EarnService): HandlerTable {
  const { mining, finance } = earn
  return {
    miningPools: () => mining.pools(),
    miningBuy: ({ body, session }) => mining.buy(userOf(session), body),
    miningOrders: ({ body, session }) => mining.orders(userOf(session), body),
    miningOrder: ({ query, session }) => mining.order(userOf(session), query.orderId),
    miningEarnings: ({ body, session }) => mining.earnings(userOf(session), body),
    financeProducts: () => finance.products(),
    financeBuy: ({ body, session }) => finance.buy(userOf(session), body),
    financeRedeem: ({ body, session }) => finance.redeem(userOf(session), body),
    financeOrders: ({ body, session }) => finance.orders(userOf(session), body),
    financeOrder: ({ query, session }) => finance.order(userOf(session), query.orderId),
  }
}
