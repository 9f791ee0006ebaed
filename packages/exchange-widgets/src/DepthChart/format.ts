import { formatScaled, parseDecimal } from '@bourse/ui/decimal'

const cache = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    cache.set(key, format)
  }
  return format
}

/**
 * Formats a decimal string for display in `locale`, truncated (never rounded up) to `decimals`
 * places. Intl formats the string itself, so no float ever touches the value.
 */
export function formatDecimal(value: string, decimals: number, locale: string): string {
  const truncated = formatScaled(parseDecimal(value), decimals, 'trunc')
  return formatter(locale, decimals).format(truncated as `${number}`)
}

/** Formats a plotting number (an axis tick) with `decimals` places. */
export function formatTick(value: number, decimals: number, locale: string): string {
  return formatter(locale, decimals).format(value)
}

/** Decimals that make ticks `step` apart distinct: 0.25 -> 2, 5 -> 0. */
export function tickDecimals(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 0
  return Math.max(0, Math.min(12, Math.ceil(-Math.log10(step) - 1e-9)))
}
