import { compare, decimalsOf, isDecimal, mul, normalizeDecimal, sub } from '../decimal'
import type { ChainRule } from './chains'

/*
 * The withdrawal quote: what the form shows under the amount and what the server enforces, in
 * the server's order of checks (docs/adr/0011): the amount itself, the chain's minimum and fee,
 * the balance, the daily limit.
 */

export type WithdrawalProblem =
  /** Empty, not a number, not above 0, or more decimals than the chain allows. */
  | 'amount.invalid'
  /** Below the chain's minimum withdrawal, or not above its fee. */
  | 'amount.low'
  | 'balance.insufficient'
  /** Worth more in USDT than the daily limit has left. */
  | 'limit.exceeded'

export interface WithdrawalQuote {
  fee: string
  /** What arrives: the amount less the fee ('0' when the amount is not valid). */
  arrival: string
  /** The amount's value in USDT, rounded up (null without a price or a valid amount). */
  valueUsdt: string | null
  /** The first problem, or null when the amount can be withdrawn. */
  problem: WithdrawalProblem | null
}

export interface WithdrawalQuoteInput {
  rule: ChainRule
  amount: string
  available: string
  /** What the daily limit has left, in USDT; no limit check without it. */
  remainingUsdt?: string | undefined
  /** The coin's price in USDT ('1' for USDT and USD); no limit check without it. */
  priceUsdt?: string | undefined
}

export function quoteWithdrawal(input: WithdrawalQuoteInput): WithdrawalQuote {
  const { rule, available, remainingUsdt, priceUsdt } = input
  const amount = input.amount.trim()
  const fee = rule.withdrawFee
  if (!isDecimal(amount) || compare(amount, '0') <= 0 || decimalsOf(amount) > rule.decimals)
    return { fee, arrival: '0', valueUsdt: null, problem: 'amount.invalid' }
  const arrival = compare(amount, fee) > 0 ? sub(amount, fee) : '0'
  const valueUsdt = priceUsdt ? normalizeDecimal(mul(amount, priceUsdt, 8, 'ceil')) : null
  const problem: WithdrawalProblem | null =
    compare(amount, rule.minWithdraw) < 0 || compare(amount, fee) <= 0
      ? 'amount.low'
      : compare(amount, available) > 0
        ? 'balance.insufficient'
        : valueUsdt !== null && remainingUsdt !== undefined && compare(valueUsdt, remainingUsdt) > 0
          ? 'limit.exceeded'
          : null
  return { fee, arrival, valueUsdt, problem }
}
