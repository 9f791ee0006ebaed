import { formatNumber } from '@bourse/ui'
import { localeOf } from './i18n/i18n'
import { readLanguage } from './i18n/languages'

/**
 * Display formatting for decimal strings in the active language: ui's `formatNumber`, truncating
 * to the display precision (four decimals by default, spec §9), at least two decimals shown.
 */
export function formatDecimal(
  value: string,
  options: { decimals?: number; signed?: boolean } = {},
): string {
  const decimals = options.decimals ?? 4
  return formatNumber(value, {
    locale: localeOf(readLanguage()),
    decimals,
    minDecimals: Math.min(2, decimals),
    signed: options.signed ?? false,
  })
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

/** A calendar date in the active language ("23 Nov 2026"), e.g. when an article was published. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(localeOf(readLanguage()), { dateStyle: 'medium' }).format(ms)
}
