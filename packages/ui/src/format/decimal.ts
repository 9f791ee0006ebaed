/** Decimal-string helpers on scaled BigInt: money never passes through a float. */

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/

/** True when `value` is a plain decimal string (no exponent, no grouping). */
export const isDecimal = (value: string): boolean => DECIMAL.test(value.trim())

/** Normalises a decimal string: sign, no leading zeros, no trailing fraction zeros. */
export function normalizeDecimal(value: string): string {
  const v = value.trim()
  if (!isDecimal(v)) throw new RangeError(`Not a decimal string: ${value}`)
  const negative = v.startsWith('-')
  const unsigned = v.replace(/^[+-]/, '')
  const [intRaw = '', fracRaw = ''] = unsigned.split('.')
  const int = intRaw.replace(/^0+(?=\d)/, '') || '0'
  const frac = fracRaw.replace(/0+$/, '')
  const body = frac ? `${int}.${frac}` : int
  return negative && /[1-9]/.test(body) ? `-${body}` : body
}

/** Cuts (never rounds) a decimal string to at most `decimals` fraction digits. */
export function truncateDecimal(value: string, decimals: number): string {
  const n = normalizeDecimal(value)
  const [int = '0', frac = ''] = n.replace('-', '').split('.')
  const cut = frac.slice(0, Math.max(0, decimals)).replace(/0+$/, '')
  const body = cut ? `${int}.${cut}` : int
  return n.startsWith('-') && /[1-9]/.test(body) ? `-${body}` : body
}

/** Rounds half away from zero to `decimals` fraction digits. */
export function roundDecimal(value: string, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const { units, scale: s } = toScaled(value)
  const factor = 10n ** BigInt(Math.max(0, s - decimals))
  if (s <= decimals) return normalizeDecimal(value)
  const abs = units < 0n ? -units : units
  const q = abs / factor
  const r = abs % factor
  const rounded = r * 2n >= factor ? q + 1n : q
  return fromScaled(units < 0n ? -rounded : rounded, decimals, scale)
}

/** `"-1.25"` -> `{ units: -125n, scale: 2 }` */
export function toScaled(value: string): { units: bigint; scale: number } {
  const n = normalizeDecimal(value)
  const negative = n.startsWith('-')
  const [int = '0', frac = ''] = n.replace('-', '').split('.')
  const units = BigInt(int + frac)
  return { units: negative ? -units : units, scale: frac.length }
}

function fromScaled(units: bigint, decimals: number, scale = 10n ** BigInt(decimals)): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const int = abs / scale
  const frac = decimals > 0 ? (abs % scale).toString().padStart(decimals, '0') : ''
  return normalizeDecimal(`${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`)
}

/** Exact sum of two decimal strings. */
export function addDecimal(a: string, b: string): string {
  const x = toScaled(a)
  const y = toScaled(b)
  const scale = Math.max(x.scale, y.scale)
  const ux = x.units * 10n ** BigInt(scale - x.scale)
  const uy = y.units * 10n ** BigInt(scale - y.scale)
  return fromScaled(ux + uy, scale)
}

/** -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const diff = toScaled(addDecimal(a, negateDecimal(b))).units
  return diff === 0n ? 0 : diff < 0n ? -1 : 1
}

export function negateDecimal(a: string): string {
  const n = normalizeDecimal(a)
  if (n === '0') return n
  return n.startsWith('-') ? n.slice(1) : `-${n}`
}
