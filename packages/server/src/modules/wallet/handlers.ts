import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { WalletService } from './service'

export function walletHandlers(wallet: WalletService): HandlerTable {
  return {
    accountBalances: ({ query, session }) => wallet.balances(userOf(session), query.account),
    accountTransfer: ({ body, session }) => wallet.transfer(userOf(session), body),
  }
}
