import { compare, formatScaled, isDecimal, parseDecimal, SCALE } from '../decimal'

/** Digits after the point of every balance on the server (units of 10^-8). */
export const EARN_DECIMALS = 8

/** Why an earn amount is refused (error codes of the contract). */
export type EarnAmountError =
  | 'order.amount.invalid'
  | 'mining.amount.range'
  | 'finance.amount.range'
  | 'finance.surplus.insufficient'
  | 'balance.insufficient'

/** A positive decimal with at most `decimals` digits after the point. */
export function isEarnAmount(amount: string, decimals = EARN_DECIMALS): boolean {
  const text = amount.trim()
  if (!isDecimal(text) || text.startsWith('-') || compare(text, '0') <= 0) return false
  const point = text.indexOf('.')
  return point < 0 || text.length - point - 1 <= decimals
}

/**
 * `numerator / denominator` of scaled (10^18) values, rounded DOWN to `decimals` places: payouts
 * and interest never exceed what the rate gives. Both must be non-negative.
 */
export function floorTo(numerator: bigint, denominator: bigint, decimals: number): string {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('earn amounts are never negative')
  const step = 10n ** BigInt(SCALE - decimals)
  const units = numerator / denominator / step
  return formatScaled(units * step)
}

/** The scaled product `a x b x ...` (each 10^18-scaled), kept exact at 10^(18 x n). */
export const product = (...values: string[]): bigint =>
  values.reduce((p, v) => p * parseDecimal(v), 1n)

/** 10^18 raised to `n`: the scale of a product of `n + 1` values. */
export const scalePower = (n: number): bigint => (10n ** BigInt(SCALE)) ** BigInt(n)
