import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { FeesService } from './service'

export function feesHandlers(fees: FeesService): HandlerTable {
  return {
    feeLevels: () => fees.schedule(),
    myFeeLevel: ({ session }) => fees.mine(userOf(session)),
  }
}
