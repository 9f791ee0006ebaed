import { compare } from '../decimal'
import { EARN_DECIMALS, floorTo, isEarnAmount, product, scalePower } from './amount'
import type { EarnAmountError } from './amount'
import { DAY_MS, nextBusinessDay } from './time'

/*
 * Fixed-term savings (docs/adr/0013): simple interest on a 365-day year, from 0:00 GMT+8 the day
 * after the purchase, paid with the principal at the due time. An early transfer out returns the
 * principal and no interest. Amounts are decimal strings; interest rounds DOWN.
 */

/** The days of a year for an annualized rate. */
export const FINANCE_YEAR_DAYS = 365

/** amount x annualRate x days / 365, rounded down to `decimals`. */
export function financeInterest(
  input: { amount: string; annualRate: string; days: number },
  decimals = EARN_DECIMALS,
): string {
  const days = BigInt(Math.max(0, Math.floor(input.days)))
  return floorTo(
    product(input.amount, input.annualRate) * days,
    scalePower(1) * BigInt(FINANCE_YEAR_DAYS),
    decimals,
  )
}

/** When interest starts for a purchase at `orderTs`: 0:00 GMT+8 the next day. */
export const financeInterestStart = nextBusinessDay

/** The due time of a purchase at `orderTs`: the interest start plus the term. */
export const financeDueAt = (orderTs: number, termDays: number): number =>
  financeInterestStart(orderTs) + termDays * DAY_MS

/** The parts of an order that decide its interest. */
export interface FinanceAccrual {
  amount: string
  annualRate: string
  termDays: number
  interestStartAt: number
}

/** Whole days of interest at `now`: 0 before the start, never more than the term. */
export function financeDaysAccrued(order: FinanceAccrual, now: number): number {
  if (now <= order.interestStartAt) return 0
  return Math.min(order.termDays, Math.floor((now - order.interestStartAt) / DAY_MS))
}

/** The interest generated so far (shown while purchasing; paid only at the due time). */
export function financeAccrued(
  order: FinanceAccrual,
  now: number,
  decimals = EARN_DECIMALS,
): string {
  return financeInterest(
    { amount: order.amount, annualRate: order.annualRate, days: financeDaysAccrued(order, now) },
    decimals,
  )
}

/** The parts of a product the amount check needs. */
export interface FinanceAmountRule {
  minAmount: string
  maxAmount: string
  /** What is left of the product to buy. */
  surplusFunds: string
}

/**
 * Why `amount` cannot buy the product with `balance` available in the financial account, or
 * null: not a positive amount, outside [min, max], more than the surplus funds, more than the
 * balance (checked in that order).
 */
export function checkFinanceAmount(
  item: FinanceAmountRule,
  amount: string,
  balance: string,
  decimals = EARN_DECIMALS,
): EarnAmountError | null {
  if (!isEarnAmount(amount, decimals)) return 'order.amount.invalid'
  if (compare(amount, item.minAmount) < 0 || compare(amount, item.maxAmount) > 0)
    return 'finance.amount.range'
  if (compare(amount, item.surplusFunds) > 0) return 'finance.surplus.insufficient'
  if (compare(amount, balance) > 0) return 'balance.insufficient'
  return null
}
