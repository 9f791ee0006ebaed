import type { HandlerTable, SessionInfo } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { WalletService } from './service'

/** The session of a signed-in caller (401 without one), for changes a step-up guards. */
function signedIn(session: SessionInfo | null): SessionInfo {
  userOf(session)
  return session!
}

export function walletHandlers(wallet: WalletService): HandlerTable {
  const { deposits, withdrawals, allowlist } = wallet
  return {
    accountBalances: ({ query, session }) => wallet.balances(userOf(session), query.account),
    accountTransfer: ({ body, session }) => wallet.transfer(userOf(session), body),
    transferRecords: ({ body, session }) => wallet.transferRecords(userOf(session), body),
    walletCoins: () => wallet.coins(),
    walletOverview: ({ session }) => wallet.overview(userOf(session)),
    ledgerRecords: ({ body, session }) => wallet.ledgerRecords(userOf(session), body),
    depositAddress: ({ body, session }) => deposits.addressOut(userOf(session), body),
    depositRecords: ({ body, session }) => deposits.records(userOf(session), body),
    withdrawalAddressList: ({ session }) => withdrawals.addresses(userOf(session)),
    withdrawalAddressAdd: ({ body, session }) => withdrawals.addAddress(signedIn(session), body),
    withdrawalAddressDelete: ({ body, session }) =>
      withdrawals.deleteAddress(userOf(session), body.id),
    withdrawalLimits: ({ session }) => withdrawals.limits(userOf(session)),
    setWithdrawalAllowlist: ({ body, session }) => {
      allowlist.set(signedIn(session), body)
      return withdrawals.limits(userOf(session))
    },
    withdrawalApply: ({ body, session }) => withdrawals.apply(userOf(session), body),
    withdrawalRecords: ({ body, session }) => withdrawals.records(userOf(session), body),
  }
}
