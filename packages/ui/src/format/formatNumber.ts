import { normalizeDecimal, roundDecimal, truncateDecimal } from '@bourse/rules/decimal'

export type FormatNumberOptions = {
  /** BCP-47 locale. @default 'en' */
  locale?: string
  /** Most fraction digits shown. @default 4 */
  decimals?: number
  /** Fewest fraction digits shown (pads with zeros). @default 0 */
  minDecimals?: number
  /** Cut extra digits (true) or round half away from zero (false). @default true */
  truncate?: boolean
  /** Thousands separators. @default true */
  grouping?: boolean
  /** Always show a sign (+1.2 / -1.2). @default false */
  signed?: boolean
  /**
   * From a million up, show millions or billions with two decimals and an `M`/`B` suffix
   * (`1234567.8` -> `1.23M`); smaller values are formatted as usual. @default false
   */
  compact?: boolean
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const decimalFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * One `Intl.NumberFormat` per locale and options: constructing one costs far more than
 * formatting with it, and live widgets format hundreds of cells per frame.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateTimeFormats.set(key, format)
  }
  return format
}

const COMPACT_UNITS = [
  [9, 'B'],
  [6, 'M'],
] as const

/** Moves the decimal point `places` to the left, on the string: exact, no division. */
function shiftLeft(normalized: string, places: number): string {
  const negative = normalized.startsWith('-')
  const [int = '0', frac = ''] = normalized.replace('-', '').split('.')
  const padded = int.padStart(places + 1, '0')
  const whole = padded.slice(0, padded.length - places)
  return `${negative ? '-' : ''}${whole}.${padded.slice(padded.length - places)}${frac}`
}

type IntlDecimalInput = Parameters<Intl.NumberFormat['format']>[0]

/**
 * Formats a decimal string (or bigint) for display. The value is cut on the string, never
 * rounded up, then handed to Intl.NumberFormat as a string, which formats decimal strings exactly.
 */
export function formatNumber(value: string | bigint, options: FormatNumberOptions = {}): string {
  const {
    locale = 'en',
    decimals = 4,
    minDecimals = 0,
    truncate = true,
    grouping = true,
    signed = false,
    compact = false,
  } = options
  const raw = typeof value === 'bigint' ? value.toString() : normalizeDecimal(value)
  if (compact) {
    const digits = raw.replace('-', '').split('.')[0]?.length ?? 0
    const unit = COMPACT_UNITS.find(([places]) => digits > places)
    if (unit) {
      const [places, suffix] = unit
      const scaled = formatNumber(shiftLeft(raw, places), {
        ...options,
        compact: false,
        decimals: 2,
        minDecimals: 2,
      })
      return `${scaled}${suffix}`
    }
  }
  const cut = truncate ? truncateDecimal(raw, decimals) : roundDecimal(raw, decimals)
  const minimum = Math.min(minDecimals, decimals)
  // Keyed by hand: this runs for every figure of a live widget, every frame.
  const key = `${locale}|${minimum}|${decimals}|${grouping}|${signed}`
  let formatter = decimalFormats.get(key)
  if (!formatter) {
    formatter = numberFormat(locale, {
      minimumFractionDigits: minimum,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
      signDisplay: signed ? 'exceptZero' : 'auto',
      // The string is already cut; this only matters if Intl sees more digits than allowed.
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions)
    decimalFormats.set(key, formatter)
  }
  // Intl formats decimal strings exactly (no float conversion) in ES2023 engines.
  return formatter.format(cut as unknown as IntlDecimalInput)
}

/** Formats a ratio given as a decimal string ("0.0123" -> "1.23%"). */
export function formatPercent(
  ratio: string,
  options: Omit<FormatNumberOptions, 'grouping'> & { grouping?: boolean } = {},
): string {
  const {
    locale = 'en',
    decimals = 2,
    signed = false,
    truncate = true,
    minDecimals = decimals,
  } = options
  const n = normalizeDecimal(ratio)
  const negative = n.startsWith('-')
  const [int = '0', frac = ''] = n.replace('-', '').split('.')
  const shifted = `${int}${frac.padEnd(2, '0').slice(0, 2)}.${frac.slice(2) || '0'}`
  const percent = formatNumber(`${negative ? '-' : ''}${shifted}`, {
    locale,
    decimals,
    minDecimals,
    truncate,
    signed,
    grouping: options.grouping ?? true,
  })
  const sample = numberFormat(locale, { style: 'percent' }).formatToParts(0)
  const before = sample[0]?.type === 'percentSign'
  const sign = sample.find((p) => p.type === 'percentSign')?.value ?? '%'
  const literal = sample.find((p) => p.type === 'literal')?.value ?? ''
  return before ? `${sign}${literal}${percent}` : `${percent}${literal}${sign}`
}

const UNITS = ['B', 'KB', 'MB', 'G', 'T'] as const

/** Human file size with units B, KB, MB, G, T (1024 steps, one decimal above bytes). */
export function formatFileSize(bytes: number, locale = 'en'): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid byte count: ${bytes}`)
  let unit = 0
  let size = bytes
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit += 1
  }
  const text = numberFormat(locale, {
    maximumFractionDigits: unit === 0 ? 0 : 1,
    useGrouping: false,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(size)
  return `${text} ${UNITS[unit]}`
}

/** Date and time in the locale's short style, in the given (default: local) time zone. */
export function formatDateTime(ms: number, locale = 'en', timeZone?: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone,
  }).format(ms)
}

/** Time of day as `HH:MM:SS` (24 hours) in the locale, in the given (default: local) time zone. */
export function formatTime(ms: number, locale = 'en', timeZone?: string): string {
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(ms)
}
