import { compare, parseDecimal } from '../decimal'
import { EARN_DECIMALS, floorTo, isEarnAmount, product, scalePower } from './amount'
import type { EarnAmountError } from './amount'
import { DAY_MS, HOUR_MS, nextBusinessDay } from './time'

/*
 * Mining pools (docs/adr/0013): the principal is locked from the purchase until the end of the
 * term; mining starts at 0:00 GMT+8 the day after the purchase; daily pools pay each day's
 * earnings at 1:00 GMT+8 of that day, end pools pay them all with the principal at expiry. A
 * monthly rate is earned over 30 days. Amounts are decimal strings; payouts round DOWN.
 */

/** Whether a pool's `rate` is per day or per 30-day month. */
export type EarnRateUnit = 'daily' | 'monthly'
/** Earnings paid every day at 1:00 GMT+8, or all at expiry. */
export type MiningPayoutMode = 'daily' | 'end'

/** The days of a month for a monthly rate. */
export const MINING_MONTH_DAYS = 30
/** Daily earnings are paid this long after the day's 0:00 GMT+8. */
export const MINING_PAYOUT_DELAY_MS = HOUR_MS

/** The terms of a mining order that decide its earnings. */
export interface MiningTerms {
  /** Principal, in the mined currency. */
  amount: string
  /** A fraction (`'0.012'` = 1.2 %) per `rateUnit`. */
  rate: string
  rateUnit: EarnRateUnit
}

/** When mining starts for a purchase at `orderTs`: 0:00 GMT+8 the next day. */
export const miningStartAt = nextBusinessDay

/** When the term ends and the principal comes back. */
export const miningEndAt = (startAt: number, termDays: number): number =>
  startAt + termDays * DAY_MS

/** One day's earnings in the mined currency: amount x rate (÷ 30 when monthly), rounded down. */
export function miningDailyEarning(terms: MiningTerms, decimals = EARN_DECIMALS): string {
  const days = terms.rateUnit === 'monthly' ? BigInt(MINING_MONTH_DAYS) : 1n
  return floorTo(product(terms.amount, terms.rate), scalePower(1) * days, decimals)
}

/**
 * The whole term's earnings in the mined currency: the rounded daily earning times the days, so
 * the daily payouts add up to exactly this.
 */
export function miningExpectedEarnings(
  terms: MiningTerms & { termDays: number },
  decimals = EARN_DECIMALS,
): string {
  const daily = parseDecimal(miningDailyEarning(terms, decimals))
  return floorTo(daily * BigInt(terms.termDays), 1n, decimals)
}

/** One payout of a mining order: earnings for `day` (1-based), or the principal at expiry. */
export interface MiningSlot {
  kind: 'earning' | 'principal'
  /** The day of the term; the principal's is the last day. */
  day: number
  /** When it is paid (epoch ms). */
  at: number
}

/**
 * Every payout of an order, in time order. Daily: day k's earnings at startAt + (k-1) days + 1 h,
 * the principal at the end; end: all the earnings (day = termDays) then the principal, at the end.
 */
export function miningSchedule(input: {
  startAt: number
  termDays: number
  payoutMode: MiningPayoutMode
}): MiningSlot[] {
  const { startAt, termDays, payoutMode } = input
  const endAt = miningEndAt(startAt, termDays)
  const slots: MiningSlot[] = []
  if (payoutMode === 'daily')
    for (let day = 1; day <= termDays; day++)
      slots.push({
        kind: 'earning',
        day,
        at: startAt + (day - 1) * DAY_MS + MINING_PAYOUT_DELAY_MS,
      })
  else slots.push({ kind: 'earning', day: termDays, at: endAt })
  slots.push({ kind: 'principal', day: termDays, at: endAt })
  return slots
}

/** What one slot pays, in the mined currency (before any conversion to the earnings currency). */
export function miningSlotAmount(
  slot: Pick<MiningSlot, 'kind'>,
  terms: MiningTerms & { termDays: number; payoutMode: MiningPayoutMode },
  decimals = EARN_DECIMALS,
): string {
  if (slot.kind === 'principal') return floorTo(parseDecimal(terms.amount), 1n, decimals)
  return terms.payoutMode === 'daily'
    ? miningDailyEarning(terms, decimals)
    : miningExpectedEarnings(terms, decimals)
}

/** The inviter's rebate on a purchase: amount x ratio ("turnover times the ratio"), rounded down. */
export function miningRebate(amount: string, ratio: string, decimals = EARN_DECIMALS): string {
  return floorTo(product(amount, ratio), scalePower(1), decimals)
}

/** A market that converts between the mined and the earnings currency, at its last price. */
export interface EarnConversionMarket {
  base: string
  quote: string
  /** Quote per one base. */
  price: string
}

/**
 * `amount` of `from` in `to` at the market's price, rounded down: quote -> base divides by the
 * price, base -> quote multiplies. The same currency passes through unchanged.
 */
export function earnConvert(
  amount: string,
  from: string,
  to: string,
  market: EarnConversionMarket | null,
  decimals = EARN_DECIMALS,
): string {
  if (from === to) return floorTo(parseDecimal(amount), 1n, decimals)
  if (!market) throw new RangeError(`no market converts ${from} to ${to}`)
  if (compare(market.price, '0') <= 0) throw new RangeError('a conversion price must be positive')
  if (market.quote === from && market.base === to)
    return floorTo(parseDecimal(amount) * scalePower(1), parseDecimal(market.price), decimals)
  if (market.base === from && market.quote === to)
    return floorTo(product(amount, market.price), scalePower(1), decimals)
  throw new RangeError(`${market.base}/${market.quote} does not convert ${from} to ${to}`)
}

/** The parts of a pool the amount check needs. */
export interface MiningAmountRule {
  minAmount: string
  maxAmount: string
}

/**
 * Why `amount` cannot go into the pool with `balance` available in the spot account, or null:
 * not a positive amount with at most `decimals` places, outside [min, max], more than the balance.
 */
export function checkMiningAmount(
  pool: MiningAmountRule,
  amount: string,
  balance: string,
  decimals = EARN_DECIMALS,
): EarnAmountError | null {
  if (!isEarnAmount(amount, decimals)) return 'order.amount.invalid'
  if (compare(amount, pool.minAmount) < 0 || compare(amount, pool.maxAmount) > 0)
    return 'mining.amount.range'
  if (compare(amount, balance) > 0) return 'balance.insufficient'
  return null
}
