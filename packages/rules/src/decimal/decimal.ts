/**
 * Exact decimal arithmetic on strings, for money, prices and quantities: values are held as
 * BigInt scaled by 10^18, never as floats. Rounding is always explicit.
 */

/** Digits after the point kept internally. */
export const SCALE = 18
const ONE = 10n ** BigInt(SCALE)
const DECIMAL_RE = /^([+-])?(\d+)(?:\.(\d+))?$|^([+-])?\.(\d+)$/

/** How a result with more digits than wanted is rounded. */
export type Rounding = 'floor' | 'ceil' | 'trunc' | 'half-up'

/** True when `value` is a plain decimal string such as `-12.5`, `0.001` or `.5`. */
export function isDecimal(value: string): boolean {
  return DECIMAL_RE.test(value.trim())
}

/** Parses a decimal string into its scaled BigInt. Digits beyond 18 decimals are truncated. */
export function parseDecimal(value: string): bigint {
  const match = DECIMAL_RE.exec(value.trim())
  if (!match) throw new RangeError(`Not a decimal: "${value}"`)
  const sign = match[1] ?? match[4]
  const whole = match[2] ?? '0'
  const fraction = (match[3] ?? match[5] ?? '').slice(0, SCALE).padEnd(SCALE, '0')
  const scaled = BigInt(whole) * ONE + BigInt(fraction)
  return sign === '-' ? -scaled : scaled
}

function divRound(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const q = n / d
  const r = n % d
  let magnitude = q
  if (r !== 0n) {
    if (rounding === 'half-up' && r * 2n >= d) magnitude = q + 1n
    else if (rounding === 'ceil' && !negative) magnitude = q + 1n
    else if (rounding === 'floor' && negative) magnitude = q + 1n
  }
  return negative ? -magnitude : magnitude
}

/**
 * Formats a scaled value as a decimal string. With `decimals` the value is rounded to that many
 * places (and padded with zeros); without, trailing zeros are dropped.
 */
export function formatScaled(
  value: bigint,
  decimals?: number,
  rounding: Rounding = 'trunc',
): string {
  let scaled = value
  if (decimals !== undefined) {
    const step = 10n ** BigInt(SCALE - decimals)
    scaled = divRound(value, step, rounding) * step
  }
  const negative = scaled < 0n
  const magnitude = negative ? -scaled : scaled
  const whole = (magnitude / ONE).toString()
  let fraction = (magnitude % ONE).toString().padStart(SCALE, '0')
  fraction = decimals === undefined ? fraction.replace(/0+$/, '') : fraction.slice(0, decimals)
  const text = fraction ? `${whole}.${fraction}` : whole
  return negative && magnitude !== 0n ? `-${text}` : text
}

const toScaled = (value: string | bigint) =>
  typeof value === 'bigint' ? value : parseDecimal(value)

/** `a + b` as a decimal string. */
export function add(a: string, b: string): string {
  return formatScaled(parseDecimal(a) + parseDecimal(b))
}

/** `a - b` as a decimal string. */
export function sub(a: string, b: string): string {
  return formatScaled(parseDecimal(a) - parseDecimal(b))
}

/** `a × b`, rounded to 18 places (or `decimals`) with `rounding`. */
export function mul(a: string, b: string, decimals?: number, rounding: Rounding = 'trunc'): string {
  const product = divRound(parseDecimal(a) * parseDecimal(b), ONE, rounding)
  return formatScaled(product, decimals, rounding)
}

/** `a ÷ b`, rounded to 18 places (or `decimals`) with `rounding`. */
export function div(a: string, b: string, decimals?: number, rounding: Rounding = 'trunc'): string {
  const quotient = divRound(parseDecimal(a) * ONE, parseDecimal(b), rounding)
  return formatScaled(quotient, decimals, rounding)
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function compare(a: string | bigint, b: string | bigint): -1 | 0 | 1 {
  const x = toScaled(a)
  const y = toScaled(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** True when the decimal string is zero (`0`, `0.000`, `-0`). */
export function isZero(value: string): boolean {
  return parseDecimal(value) === 0n
}

/** Rounds `value` to a multiple of `step` (a tick or lot size). */
export function roundToStep(value: string, step: string, rounding: Rounding): string {
  const s = parseDecimal(step)
  if (s <= 0n) throw new RangeError(`Step must be positive: "${step}"`)
  return formatScaled(divRound(parseDecimal(value), s, rounding) * s)
}

/** The number of decimals a step implies: `0.01` -> 2, `5` -> 0, `0.5` -> 1. */
export function decimalsOf(step: string): number {
  const text = formatScaled(parseDecimal(step))
  const point = text.indexOf('.')
  return point < 0 ? 0 : text.length - point - 1
}

/** The canonical form of a decimal string: no leading or trailing zeros, no `-0` (`"012.50"` -> `"12.5"`). */
export function normalizeDecimal(value: string): string {
  return formatScaled(parseDecimal(value))
}

/** Cuts (never rounds) to at most `decimals` fraction digits, in canonical form. */
export function truncateDecimal(value: string, decimals: number): string {
  return formatScaled(parseDecimal(formatScaled(parseDecimal(value), decimals, 'trunc')))
}

/** Rounds half away from zero to at most `decimals` fraction digits, in canonical form. */
export function roundDecimal(value: string, decimals: number): string {
  return formatScaled(parseDecimal(formatScaled(parseDecimal(value), decimals, 'half-up')))
}
