import { decimalsOf, isDecimal, parseDecimal, roundToStep } from '@bourse/rules/decimal'
import { formatNumber } from './formatNumber'

/**
 * The spec's number display rules, in one place (docs/adr/0029), for the site and the widgets:
 *
 * - amounts and balances: four decimals, TRUNCATED (0.99999 shows 0.9999, never 1.0000: display
 *   must not show money the user does not have), at least two decimals shown;
 * - fees: as amounts, but a non-zero fee too small for four decimals shows "< 0.0001";
 * - prices: the market's tick (0.5 -> one decimal, cut down to a multiple of 0.5), fixed digits;
 * - totals and fees of a form being typed: "–" until the input is a valid, non-negative number.
 *
 * Everything stays a decimal string; separators come from `Intl` for the active locale.
 */
export const DISPLAY_DECIMALS = 4

/** Decimals always shown for an amount (`1` -> `1.00`). */
const MIN_AMOUNT_DECIMALS = 2

/** What a form shows for a total or fee it cannot compute yet. */
export const NO_VALUE = '–'

export type AmountFormatOptions = {
  /** BCP-47 locale. @default 'en' */
  locale?: string
  /** Always show a sign (+1.2 / -1.2). @default false */
  signed?: boolean
}

/** An amount (a quantity of a coin, a USDT value, a profit): four decimals, truncated. */
export function formatAmount(value: string, options: AmountFormatOptions = {}): string {
  return formatNumber(value, {
    locale: options.locale ?? 'en',
    decimals: DISPLAY_DECIMALS,
    minDecimals: MIN_AMOUNT_DECIMALS,
    signed: options.signed ?? false,
  })
}

/** A balance: an amount, truncated so it never shows more than the user has. */
export function formatBalance(value: string, options: AmountFormatOptions = {}): string {
  return formatAmount(value, options)
}

/** The smallest non-zero amount four decimals can show, as a decimal string. */
const SMALLEST = `0.${'1'.padStart(DISPLAY_DECIMALS, '0')}`
const SMALLEST_SCALED = parseDecimal(SMALLEST)

/**
 * A fee: an amount, except that a non-zero fee too small for four decimals says so
 * (`0.000001` -> `< 0.0001`, in the locale's digits) instead of showing a misleading zero.
 */
export function formatFee(value: string, options: AmountFormatOptions = {}): string {
  const scaled = parseDecimal(value)
  const size = scaled < 0n ? -scaled : scaled
  if (size === 0n || size >= SMALLEST_SCALED) return formatAmount(value, options)
  const limit = formatNumber(scaled < 0n ? `-${SMALLEST}` : SMALLEST, {
    locale: options.locale ?? 'en',
    decimals: DISPLAY_DECIMALS,
    minDecimals: DISPLAY_DECIMALS,
  })
  return scaled < 0n ? `> ${limit}` : `< ${limit}`
}

export type PriceFormatOptions = {
  /** BCP-47 locale. @default 'en' */
  locale?: string
  /** The market's tick size (`0.01`, `0.5`): digits and the multiple the price is cut to. */
  tickSize?: string
  /** The market's price precision, when its tick is not at hand. @default 4 */
  precision?: number
}

/**
 * A price on the market's tick: as many decimals as the tick has, cut down (never up) to a
 * multiple of the tick (`64250.7` on `0.5` -> `64,250.5`).
 */
export function formatPrice(value: string, options: PriceFormatOptions = {}): string {
  const { locale = 'en', tickSize, precision = DISPLAY_DECIMALS } = options
  const decimals = tickSize ? decimalsOf(tickSize) : precision
  const onTick = tickSize ? roundToStep(value, tickSize, 'trunc') : value
  return formatNumber(onTick, { locale, decimals, minDecimals: decimals })
}

/**
 * A figure worked out from what the user types, when it may be shown: a valid decimal that is
 * not negative; otherwise null (a negative quantity, or just "-", gives no total or fee).
 */
export function nonNegative(value: string | null | undefined): string | null {
  if (value === null || value === undefined || !isDecimal(value)) return null
  return parseDecimal(value) < 0n ? null : value
}

export type TotalFormatOptions = AmountFormatOptions & {
  /** The total is a fee: a tiny value shows "< 0.0001". @default false */
  fee?: boolean
}

/**
 * A total, cost or fee a form works out while the user types: `–` (the house dash for no value) while it cannot be computed
 * (no value, not a number, or negative, e.g. after typing "-"), else an amount or a fee.
 */
export function formatTotal(
  value: string | null | undefined,
  options: TotalFormatOptions = {},
): string {
  const shown = nonNegative(value)
  if (shown === null) return NO_VALUE
  return options.fee ? formatFee(shown, options) : formatAmount(shown, options)
}
