import { localeOf } from './i18n/i18n'
import { readLanguage } from './i18n/languages'

/**
 * Display formatting for decimal strings in the active language. Intl formats the string itself
 * (no float conversion), truncating to the display precision (four decimals by default, spec §9).
 */
export function formatDecimal(
  value: string,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  const decimals = options.decimals ?? 4
  const format = new Intl.NumberFormat(localeOf(readLanguage()), {
    minimumFractionDigits: Math.min(2, decimals),
    maximumFractionDigits: decimals,
    roundingMode: 'trunc',
    signDisplay: options.signed ? 'exceptZero' : 'auto',
  })
  // Intl.NumberFormat accepts decimal strings exactly; the cast covers lib.d.ts lagging behind.
  return format.format(value as unknown as number)
}

/** A change in percent as the contract sends it ("2.31" = +2.31 %), shown as "+2.31%". */
export function formatChangeRate(rate: string): string {
  const format = new Intl.NumberFormat(localeOf(readLanguage()), {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
    signDisplay: 'exceptZero',
  })
  return format.format(rate as unknown as number)
}

/** positive / negative / neutral tone of a signed decimal string. */
export function toneOf(value: string): 'positive' | 'negative' | 'neutral' {
  if (/^-/.test(value) && /[1-9]/.test(value)) return 'negative'
  if (/[1-9]/.test(value)) return 'positive'
  return 'neutral'
}
