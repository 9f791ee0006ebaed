import { formatScaled, parseDecimal } from '@bourse/ui/decimal'

/**
 * Display formatting of market numbers. Values stay decimal strings end to end: they are
 * truncated to the market's precision with BigInt arithmetic (display truncates, it never rounds
 * a price up) and handed to `Intl.NumberFormat` as strings, which formats them exactly.
 */

const numberFormats = new Map<string, Intl.NumberFormat>()
const timeFormats = new Map<string, Intl.DateTimeFormat>()

function numberFormat(locale: string, decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${signed}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
    numberFormats.set(key, format)
  }
  return format
}

/** Truncates a decimal string to `decimals` places (toward zero), as a decimal string. */
export function truncateDecimal(value: string, decimals: number): string {
  return formatScaled(parseDecimal(value), decimals, 'trunc')
}

/**
 * A decimal string for display: truncated to `decimals` places, grouped and with the locale's
 * separators (`64250.5`, 2, `en` -> `64,250.50`). `signed` adds `+` to positive values.
 */
export function formatDecimal(
  value: string,
  decimals: number,
  locale: string,
  options: { signed?: boolean } = {},
): string {
  const text = truncateDecimal(value, decimals)
  return numberFormat(locale, decimals, options.signed ?? false).format(
    text as Intl.StringNumericLiteral,
  )
}

/** A percentage given in percent units (`-1.25` -> `-1.25%`), always signed, two places. */
export function formatPercent(value: string, locale: string, decimals = 2): string {
  return `${formatDecimal(value, decimals, locale, { signed: true })}%`
}

/** A large quantity in compact form for headers (`1234567.8` -> `1.23M`); exact below 1e6. */
export function formatCompact(value: string, decimals: number, locale: string): string {
  const scaled = parseDecimal(value)
  const abs = scaled < 0n ? -scaled : scaled
  const units: [bigint, string][] = [
    [parseDecimal('1000000000'), 'B'],
    [parseDecimal('1000000'), 'M'],
  ]
  for (const [size, suffix] of units) {
    if (abs >= size) {
      // (value / size) with two decimals, still in BigInt
      const quotient = (scaled * 10n ** 18n) / size
      return `${formatDecimal(formatScaled(quotient), 2, locale)}${suffix}`
    }
  }
  return formatDecimal(value, decimals, locale)
}

/** `HH:MM:SS` (24 h) of an epoch-ms instant in the locale, in `timeZone` (default: local). */
export function formatClockTime(ts: number, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ''}`
  let format = timeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
    timeFormats.set(key, format)
  }
  return format.format(ts)
}
