import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { SecondService } from './service'

export function secondHandlers(second: SecondService): HandlerTable {
  return {
    secondProducts: () => second.offer(),
    secondOrderPlace: ({ body, session }) => second.place(userOf(session), body),
    secondOrders: ({ body, session }) => second.orders(userOf(session), body),
  }
}
