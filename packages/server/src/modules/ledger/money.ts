/**
 * Balance amounts: every asset is held in whole units of 10^-8 (scaled BigInt). Prices and
 * quantities of every market fit exactly (price decimals + quantity decimals <= 8, checked when a
 * market is attached), so converting engine units to amounts never rounds. Fees round up to a
 * unit. No float anywhere.
 */
import { fromScaled, toScaled } from '../market/units'

export const ASSET_DECIMALS = 8
const ONE = 10n ** BigInt(ASSET_DECIMALS)

/** A decimal string -> units of 10^-8; throws when it is finer (stored values never are). */
export function amount(text: string): bigint {
  const v = toScaled(text, ASSET_DECIMALS)
  if (v === null) throw new Error(`not an amount: ${text}`)
  return v
}

/** Units of 10^-8 -> the shortest decimal string (`"10000"`, `"0.00123"`). */
export const formatAmount = (units: bigint): string => fromScaled(units, ASSET_DECIMALS, true)

/** A rate such as `0.001` in units of 10^-8. */
export const rate = (text: string): bigint => amount(text)

/** `value x rate`, rounded up to a whole unit (fees never round in the payer's favour). */
export function feeOf(value: bigint, rateUnits: bigint): bigint {
  if (value <= 0n || rateUnits <= 0n) return 0n
  return (value * rateUnits + ONE - 1n) / ONE
}

/** `numerator / denominator` as a decimal string truncated to `decimals`. */
export function ratio(numerator: bigint, denominator: bigint, decimals: number): string {
  const scaled = (numerator * 10n ** BigInt(decimals)) / denominator
  return fromScaled(scaled, decimals, true)
}

export const min = (a: bigint, b: bigint): bigint => (a < b ? a : b)
