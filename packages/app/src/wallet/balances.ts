import type { WalletAccount, WalletBalance, WalletCoin, WalletOverview } from '@bourse/api-client'
import { isTransferAllowed, transferTargets } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'

/*
 * What `/myassets` shows of the wallet overview: the accounts in the product's order, which
 * balances the "hide small balances" switch keeps, which coins lead to the deposit and
 * withdrawal pages, and what the transfer dialog offers.
 */

/** The five accounts, in the order the overview and the page list them. */
export const WALLET_ACCOUNTS: readonly WalletAccount[] = [
  'spot',
  'contract',
  'financial',
  'second',
  'fiat',
]

/** A balance worth less than this many USDT is "small". */
export const SMALL_BALANCE_USDT = '1'

/** Worth less than {@link SMALL_BALANCE_USDT} at the last price. */
export function isSmallBalance(balance: WalletBalance): boolean {
  return compare(balance.valueUsdt, SMALL_BALANCE_USDT) < 0
}

/** The balances to list: all of them, or only those worth 1 USDT or more. */
export function shownBalances(
  balances: readonly WalletBalance[],
  hideSmall: boolean,
): readonly WalletBalance[] {
  return hideSmall ? balances.filter((b) => !isSmallBalance(b)) : balances
}

/** Whether a coin of an account may be deposited and withdrawn (`GET /app/wallet/coins`). */
export type CoinActions = { deposit: boolean; withdraw: boolean }

/**
 * The deposit and withdrawal links of `asset` in `account`: a coin is deposited to and withdrawn
 * from the account the wallet names for it (USDT, BTC, ETH: spot; USD: fiat), on a chain that
 * credits deposits by itself (deposit) or pays out (withdraw).
 */
export function coinActions(
  coins: readonly WalletCoin[],
  account: WalletAccount,
  asset: string,
): CoinActions {
  const coin = coins.find((c) => c.coin === asset && c.account === account)
  return {
    deposit: Boolean(coin?.chains.some((chain) => chain.deposit)),
    withdraw: Boolean(coin?.chains.some((chain) => chain.withdraw)),
  }
}

/** The assets the transfer dialog offers: USDT first, then every other asset held, A to Z. */
export function transferAssets(overview: WalletOverview | undefined): string[] {
  const held = new Set<string>()
  for (const account of overview?.accounts ?? [])
    for (const balance of account.balances)
      if (compare(balance.available, '0') > 0) held.add(balance.asset)
  held.delete('USDT')
  return ['USDT', ...[...held].sort()]
}

/**
 * The transfer dialog's first direction from an account's tab: out of that account when money
 * can leave it (to its first allowed target), else from spot into it, else spot → contract.
 */
export function transferDirectionFor(account: WalletAccount): {
  from: WalletAccount
  to: WalletAccount
} {
  const out = transferTargets(account)[0]
  if (out) return { from: account, to: out }
  if (isTransferAllowed('spot', account)) return { from: 'spot', to: account }
  return { from: 'spot', to: 'contract' }
}
