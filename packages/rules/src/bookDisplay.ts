import { compare, decimalsOf, div, formatScaled, mul, parseDecimal } from './decimal'

/** Multiples of the tick size offered for price grouping. */
const GROUP_MULTIPLES = ['1', '10', '100', '1000'] as const

/**
 * The price-grouping steps that make sense for a market: 1, 10, 100 and 1000 ticks, keeping only
 * steps of at most 1% of the reference price (grouping a 0.52 market by 0.1 would leave two
 * rows). The tick itself is always offered. Without a reference price every multiple is offered.
 */
export function groupingSteps(tickSize: string, referencePrice?: string | null): string[] {
  const steps = GROUP_MULTIPLES.map((multiple) =>
    formatScaled(parseDecimal(mul(tickSize, multiple))),
  )
  if (!referencePrice || parseDecimal(referencePrice) <= 0n) return steps
  const ceiling = div(referencePrice, '100')
  return steps.filter((step, index) => index === 0 || compare(step, ceiling) <= 0)
}

/** Decimals to show for prices grouped by `step` on a market with `pricePrecision`. */
export function groupedPricePrecision(step: string, pricePrecision: number): number {
  return Math.min(decimalsOf(step), pricePrecision)
}

/** The spread as a percentage of the mid price (`0.01`, `64250.505` -> `0.0000155...`). */
export function spreadPercent(spread: string, mid: string, decimals = 4): string | null {
  if (parseDecimal(mid) <= 0n) return null
  return div(mul(spread, '100'), mid, decimals)
}

/**
 * A running total as a fraction of the deepest side (0..1), for the width of a depth bar. A
 * number is right here: it only becomes a pixel width.
 */
export function depthFraction(total: string, maxTotal: string): number {
  const max = parseDecimal(maxTotal)
  if (max <= 0n) return 0
  return Number(div(total, maxTotal, 4))
}
