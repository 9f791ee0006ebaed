import { add, compare, decimalsOf, div, isDecimal, mul, normalizeDecimal, sub } from '../decimal'
import { USDT_DECIMALS } from './futures'

/*
 * Second contracts: a timed bet that the price ends up (or down) from the buy price. The stake
 * and the fee are paid at purchase; at settlement a win pays the stake plus stake x payout rate,
 * a tie refunds the stake (not the fee), a loss pays nothing.
 */

/** Which way the buyer expects the price to move. */
export type SecondDirection = 'up' | 'down'

/** The outcome of a second contract at settlement. */
export type SecondResult = 'win' | 'loss' | 'tie'

/** The parts of a second-contract product that the rules need. */
export interface SecondProductRule {
  /** `percent`: `fee` is a fraction of the amount; `fixed`: `fee` is a USDT amount. */
  feeType: 'percent' | 'fixed'
  fee: string
  /** Profit on a win as a fraction of the amount (`'0.85'` = 85 %). */
  payoutRate: string
  minAmount: string
  maxAmount: string
}

/** Why a second-contract amount is refused. */
export type SecondAmountError = 'order.amount.invalid' | 'second.amount.low' | 'second.amount.high'

/** The purchase fee: percent -> amount x fee rounded up to 8 decimals; fixed -> the fee itself. */
export function secondFee(amount: string, product: SecondProductRule): string {
  if (product.feeType === 'fixed') return normalizeDecimal(product.fee)
  return normalizeDecimal(mul(amount, product.fee, USDT_DECIMALS, 'ceil'))
}

/** Up wins when the settlement price is above the buy price, down when below; equal is a tie. */
export function secondResult(
  direction: SecondDirection,
  buyPrice: string,
  settlePrice: string,
): SecondResult {
  const order = compare(settlePrice, buyPrice)
  if (order === 0) return 'tie'
  return order > 0 === (direction === 'up') ? 'win' : 'loss'
}

/** What a settled contract pays back, and the profit it books. */
export interface SecondSettlement {
  /** Win: amount x payout rate (rounded down); loss: -amount; tie: 0. */
  profit: string
  /** Win: amount + profit; loss: 0; tie: the amount (the fee is not refunded). */
  payout: string
}

/** Settles a second contract from its amount, payout rate and result. */
export function secondSettlement(
  amount: string,
  payoutRate: string,
  result: SecondResult,
): SecondSettlement {
  if (result === 'win') {
    const profit = normalizeDecimal(mul(amount, payoutRate, USDT_DECIMALS, 'floor'))
    return { profit, payout: normalizeDecimal(add(amount, profit)) }
  }
  if (result === 'tie') return { profit: '0', payout: normalizeDecimal(amount) }
  return { profit: normalizeDecimal(sub('0', amount)), payout: '0' }
}

/** Not a positive decimal, below the product's minimum or above its maximum; `null` when valid. */
export function secondAmountError(
  amount: string,
  product: SecondProductRule,
): SecondAmountError | null {
  if (!isDecimal(amount) || compare(amount, '0') <= 0) return 'order.amount.invalid'
  if (compare(amount, product.minAmount) < 0) return 'second.amount.low'
  if (compare(amount, product.maxAmount) > 0) return 'second.amount.high'
  return null
}

/** A second contract as the average needs it: its stake and buy price (`null` until it opens). */
export interface SecondFill {
  amount: string
  buyPrice: string | null
}

/**
 * The average transaction price of second contracts: their buy prices weighted by stake, rounded
 * half up to the finest decimals among those prices; contracts not opened yet (no buy price) are
 * left out, and with none opened there is no average (`null`).
 */
export function secondAveragePrice(orders: readonly SecondFill[]): string | null {
  const opened = orders.filter((o): o is SecondFill & { buyPrice: string } => o.buyPrice !== null)
  if (opened.length === 0) return null
  const places = Math.max(...opened.map((o) => decimalsOf(normalizeDecimal(o.buyPrice))))
  let stake = '0'
  let weighted = '0'
  for (const o of opened) {
    stake = add(stake, o.amount)
    weighted = add(weighted, mul(o.amount, o.buyPrice))
  }
  if (compare(stake, '0') <= 0) return null
  return normalizeDecimal(div(weighted, stake, places, 'half-up'))
}
