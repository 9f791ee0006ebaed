import { AccountTransfer, type AccountTransferProps } from './AccountTransfer'
import { useAccountTransferData } from './useAccountTransferData'

export type AccountTransferConnectedProps = Omit<
  AccountTransferProps,
  'balances' | 'onAccountsChange' | 'onSubmit' | 'locale'
> & {}

/**
 * The transfer form, live: follows the source account's balance (`useAccountBalances`) for
 * "All" and the check, and posts `/app/account/transfer` with a client transfer id made once per
 * submission and reused when the same transfer is retried after a network failure, so it never
 * moves the money twice. For signed-in users only.
 */
export function AccountTransferConnected(props: AccountTransferConnectedProps) {
  const state = useAccountTransferData(props)
  return <AccountTransfer {...state} />
}
AccountTransferConnected.displayName = 'AccountTransferConnected'
