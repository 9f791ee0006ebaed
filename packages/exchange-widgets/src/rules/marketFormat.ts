import { formatNumber, formatTime } from '@bourse/ui'
import { formatScaled, parseDecimal } from '@bourse/ui/decimal'

/**
 * Display formatting of market numbers in the widgets' terms (a market's precision, a locale).
 * The one implementation is `@bourse/ui`'s `formatNumber`: values stay decimal strings end to
 * end, are truncated (display never rounds a price up) and handed to a cached
 * `Intl.NumberFormat` as strings, which formats them exactly.
 */

/** Truncates a decimal string to exactly `decimals` places (toward zero): `64250.4` -> `64250.40`. */
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
  return formatNumber(value, {
    locale,
    decimals,
    minDecimals: decimals,
    signed: options.signed ?? false,
  })
}

/** A percentage given in percent units (`-1.25` -> `-1.25%`), always signed, two places. */
export function formatPercent(value: string, locale: string, decimals = 2): string {
  return `${formatDecimal(value, decimals, locale, { signed: true })}%`
}

/** A large quantity in compact form for headers (`1234567.8` -> `1.23M`); exact below 1e6. */
export function formatCompact(value: string, decimals: number, locale: string): string {
  return formatNumber(value, { locale, decimals, minDecimals: decimals, compact: true })
}

/**
 * A plotting number (an axis tick, a visible range end) with `decimals` places. Ticks are
 * floats by nature; `toFixed` gives their decimal string, which is then formatted like a price.
 */
export function formatTick(value: number, decimals: number, locale: string): string {
  return formatNumber(value.toFixed(decimals), { locale, decimals, minDecimals: decimals })
}

/** `HH:MM:SS` (24 h) of an epoch-ms instant in the locale, in `timeZone` (default: local). */
export function formatClockTime(ts: number, locale: string, timeZone?: string): string {
  return formatTime(ts, locale, timeZone)
}
