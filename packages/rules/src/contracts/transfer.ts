import type { WalletAccount } from '@bourse/api-client'
import { compare, decimalsOf, isDecimal } from '../decimal'

/*
 * Account transfer rules: the seven directions the product allows, and the amount check the
 * form applies before posting (the server checks the same and keeps the last word).
 */

/** The allowed `[from, to]` pairs: spot <-> contract, spot <-> financial, contract -> financial, spot <-> second. */
export const TRANSFER_DIRECTIONS: readonly (readonly [WalletAccount, WalletAccount])[] = [
  ['spot', 'contract'],
  ['contract', 'spot'],
  ['spot', 'financial'],
  ['financial', 'spot'],
  ['contract', 'financial'],
  ['spot', 'second'],
  ['second', 'spot'],
]

/** Most decimals a transfer amount may have. */
export const TRANSFER_DECIMALS = 8

/** Whether money may move from `from` to `to`. */
export function isTransferAllowed(from: WalletAccount, to: WalletAccount): boolean {
  return TRANSFER_DIRECTIONS.some(([f, t]) => f === from && t === to)
}

/** Accounts money can leave, in the order of {@link TRANSFER_DIRECTIONS}. */
export function transferSources(): WalletAccount[] {
  return [...new Set(TRANSFER_DIRECTIONS.map(([from]) => from))]
}

/** Accounts money may go to from `from`. */
export function transferTargets(from: WalletAccount): WalletAccount[] {
  return TRANSFER_DIRECTIONS.filter(([f]) => f === from).map(([, to]) => to)
}

/**
 * The pair after choosing `from`: keeps `to` when still allowed, else the first allowed target.
 */
export function withSource(from: WalletAccount, to: WalletAccount): [WalletAccount, WalletAccount] {
  const targets = transferTargets(from)
  return [from, targets.includes(to) ? to : (targets[0] ?? to)]
}

/** Why a transfer amount is refused. */
export type TransferAmountError = 'transfer.amount.invalid' | 'balance.insufficient'

/**
 * Not a decimal, zero or less, or more than 8 decimals -> `transfer.amount.invalid`; more than
 * `available` -> `balance.insufficient`; else null. `available` null (not loaded) skips that check.
 */
export function transferAmountError(
  amount: string,
  available: string | null,
): TransferAmountError | null {
  const value = amount.trim()
  if (!isDecimal(value) || compare(value, '0') <= 0) return 'transfer.amount.invalid'
  if (value.includes('.') && decimalsOf(value) > TRANSFER_DECIMALS) return 'transfer.amount.invalid'
  if (available !== null && compare(value, available) > 0) return 'balance.insufficient'
  return null
}
