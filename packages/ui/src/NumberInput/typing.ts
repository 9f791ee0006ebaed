import { add, compare, isDecimal, sub, truncateDecimal } from '@bourse/rules/decimal'

type Separators = { decimal: string; group: string }

/** Per locale: building a number format is slow, and every field's render asks. */
const separatorsByLocale = new Map<string, Separators>()

/** Decimal and group separators of a locale. */
export function separators(locale: string): Separators {
  const known = separatorsByLocale.get(locale)
  if (known) return known
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  const found = {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  }
  separatorsByLocale.set(locale, found)
  return found
}

/**
 * Turns what the user typed into a canonical decimal string ("1.5"), or null when it is not a
 * number. Accepts the locale's decimal separator and ignores its group separators.
 */
export function parseTyped(text: string, locale: string): string | null {
  const { decimal, group } = separators(locale)
  let t = text.trim().split(group).join('').replace(/\s/g, '')
  if (decimal !== '.') t = t.split(decimal).join('.')
  if (t === '' || t === '-') return t
  if (/^-?\d*\.?\d*$/.test(t) && t !== '.' && t !== '-.') return t
  return null
}

/** Limits fraction digits of a typed value to `precision` (cutting, never rounding). */
export function limitPrecision(value: string, precision: number | undefined): string {
  if (precision === undefined) return value
  const [int = '', frac] = value.split('.')
  if (frac === undefined) return value
  return precision === 0 ? int : `${int}.${frac.slice(0, precision)}`
}

/** Steps `value` by `step` (may be negative) exactly, clamped to min/max. */
export function stepValue(
  value: string,
  step: string,
  direction: 1 | -1,
  { min, max, precision }: { min?: string; max?: string; precision?: number },
): string {
  const base = isDecimal(value) ? value : (min ?? '0')
  let next = direction === 1 ? add(base, step) : sub(base, step)
  if (min !== undefined && compare(next, min) < 0) next = min
  if (max !== undefined && compare(next, max) > 0) next = max
  return precision === undefined ? next : truncateDecimal(next, precision)
}

/** Shows a canonical value with the locale's decimal separator (no grouping while editing). */
export function displayValue(value: string, locale: string): string {
  const { decimal } = separators(locale)
  return decimal === '.' ? value : value.replace('.', decimal)
}
