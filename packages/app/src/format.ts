import { formatAmount } from '@bourse/ui'
import { localeOf } from './i18n/i18n'
import { readLanguage } from './i18n/languages'

/**
 * A decimal string in the active language by the spec's amount rule (ui's `formatAmount`, docs/adr/0029):
 * four decimals, truncated, at least two shown.
 */
export function formatDecimal(value: string, options: { signed?: boolean } = {}): string {
  return formatAmount(value, { locale: localeOf(readLanguage()), signed: options.signed ?? false })
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
