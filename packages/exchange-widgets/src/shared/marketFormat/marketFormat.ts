import { formatScaled, parseDecimal } from '@bourse/rules/decimal'
import { formatNumber, formatTime } from '@bourse/ui'

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

/** A locale's number symbols, when its decimal format is plain enough to build by hand. */
type PlainSymbols = {
  group: string
  decimal: string
  minus: string
  plus: string
  /** Fewest integer digits that get a group separator. */
  groupFrom: number
}

const symbolsByLocale = new Map<string, PlainSymbols | null>()

/**
 * Reads a locale's separators and signs from `Intl` once, and accepts the locale only if its
 * formats are the plain `[sign]d,ddd,ddd.ff` shape with Latin digits; otherwise null (Intl then
 * formats every value).
 */
function plainSymbols(locale: string): PlainSymbols | null {
  let symbols = symbolsByLocale.get(locale)
  if (symbols !== undefined) return symbols
  symbols = null
  try {
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
      // as formatNumber asks: `true` groups from four digits in every locale ('auto' would not)
      useGrouping: true,
    } as Intl.NumberFormatOptions)
    const parts = format.formatToParts(-1234567.5)
    const shape = parts.map(
      (p) => `${p.type}:${p.type === 'integer' || p.type === 'fraction' ? p.value : ''}`,
    )
    const plus = format.formatToParts(1.5)
    const plusShape = plus.map((p) => `${p.type}:${p.type === 'plusSign' ? '' : p.value}`)
    const groupFrom = format.format(1234.5).length > format.format(1.5).length + 3 ? 4 : 5
    if (
      shape.join(' ') ===
        'minusSign: integer:1 group: integer:234 group: integer:567 decimal: fraction:5' &&
      plusShape.join(' ') === `plusSign: integer:1 decimal:${parts[6]?.value} fraction:5` &&
      (groupFrom === 4 || format.format(12345.5).length > format.format(1.5).length + 4)
    ) {
      symbols = {
        minus: parts[0]?.value ?? '-',
        group: parts[2]?.value ?? ',',
        decimal: parts[6]?.value ?? '.',
        plus: plus[0]?.value ?? '+',
        groupFrom,
      }
    }
  } catch {
    symbols = null
  }
  symbolsByLocale.set(locale, symbols)
  return symbols
}

const PLAIN_DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/

/**
 * `formatNumber(value, { locale, decimals, minDecimals: decimals, signed })` by string operations
 * for the plain locales: live widgets format thousands of figures a second, and `Intl` with a
 * decimal-string input costs microseconds each. The same digits (truncated, never rounded), the
 * same separators and signs; anything unusual goes to `Intl` (tested against it).
 */
function formatPlain(
  value: string,
  decimals: number,
  symbols: PlainSymbols,
  signed: boolean,
): string | null {
  const match = PLAIN_DECIMAL.exec(value)
  if (!match || decimals > 18) return null
  const whole = (match[2] as string).replace(/^0+(?=\d)/, '')
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0')
  const zero = /^0*$/.test(whole) && /^0*$/.test(fraction)
  let grouped = whole
  if (whole.length >= symbols.groupFrom) {
    const head = whole.length % 3 || 3
    grouped = whole.slice(0, head)
    for (let i = head; i < whole.length; i += 3) grouped += symbols.group + whole.slice(i, i + 3)
  }
  const body = decimals > 0 ? `${grouped}${symbols.decimal}${fraction}` : grouped
  if (zero) return body
  if (match[1] === '-') return symbols.minus + body
  return signed ? symbols.plus + body : body
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
  const signed = options.signed ?? false
  const symbols = plainSymbols(locale)
  const plain = symbols ? formatPlain(value, decimals, symbols, signed) : null
  if (plain !== null) return plain
  return formatNumber(value, { locale, decimals, minDecimals: decimals, signed })
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
