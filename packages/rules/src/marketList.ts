import type { MarketInfo, Ticker } from '@bourse/api-client'

/**
 * The market list's rules: which markets a tab and a search show, in which order, and how a
 * batch of tickers from the stream is applied. Prices stay decimal strings; ordering compares
 * them as scaled BigInts, parsed once per row and sort (not once per comparison).
 */

/** Columns the market list sorts by. */
export type MarketSortKey = 'name' | 'last' | 'change' | 'volume' | 'turnover'
/** Sort direction. */
export type SortDirection = 'asc' | 'desc'
/** A sort order: column and direction. */
export type MarketSort = { key: MarketSortKey; direction: SortDirection }

/** The "Favourites" tab's value (quote-asset tabs use the asset's code). */
export const FAVOURITES_TAB = '__favourites__'

/** One market of the list with its latest ticker (null before the first one arrives). */
export type MarketListEntry = {
  market: MarketInfo
  ticker: Ticker | null
}

/** The quote assets of `markets` in first-seen order: one tab each. */
export function quoteAssets(markets: readonly MarketInfo[]): string[] {
  const seen = new Set<string>()
  for (const market of markets) seen.add(market.quote)
  return [...seen]
}

/**
 * Does `market` match a search? Case-insensitive substring of the base asset, its full name or
 * the symbol; separators typed by the user (`btc/usdt`, `btc-usdt`) are ignored. An empty query
 * matches every market.
 */
export function matchesQuery(market: MarketInfo, query: string): boolean {
  const needle = query.trim().toUpperCase()
  if (!needle) return true
  const compact = needle.replace(/[\s/_-]+/g, '')
  return (
    market.base.toUpperCase().includes(needle) ||
    market.name.toUpperCase().includes(needle) ||
    (compact.length > 0 && market.symbol.toUpperCase().includes(compact))
  )
}

/** Markets shown on `tab` (a quote asset or {@link FAVOURITES_TAB}) that match `query`. */
export function filterMarkets(
  markets: readonly MarketInfo[],
  options: { tab: string; query: string; favourites: ReadonlySet<string> },
): MarketInfo[] {
  const { tab, query, favourites } = options
  return markets.filter(
    (market) =>
      (tab === FAVOURITES_TAB ? favourites.has(market.symbol) : market.quote === tab) &&
      matchesQuery(market, query),
  )
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/
const INT_WIDTH = 40
const FRACTION_WIDTH = 24
const complement = (digits: string) => {
  let out = ''
  for (let i = 0; i < digits.length; i++) out += String(57 - digits.charCodeAt(i))
  return out
}

/**
 * A string whose plain (code-unit) order is the numeric order of the decimal string `value`,
 * exactly, for up to 40 integer and 24 fraction digits; null when `value` is not a decimal
 * string. Sorting on these keys costs one regex and some padding per value instead of a BigInt
 * parse per comparison, which is what keeps a 500-market re-sort under a millisecond.
 */
export function sortableDecimalKey(value: string): string | null {
  const match = DECIMAL.exec(value)
  if (!match) return null
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '')
  const fraction = (match[3] ?? '').replace(/0+$/, '')
  if (whole.length > INT_WIDTH || fraction.length > FRACTION_WIDTH) return null
  const digits = whole.padStart(INT_WIDTH, '0') + fraction.padEnd(FRACTION_WIDTH, '0')
  const negative = match[1] === '-' && /[1-9]/.test(digits)
  // Negative numbers sort before positive ones, and a larger magnitude sorts lower.
  return negative ? `0${complement(digits)}` : `1${digits}`
}

/**
 * Sort keys by value: a list re-sorts every second, and most values (volumes, turnovers, prices
 * that did not move) are the same strings as the second before. Bounded; cleared when full.
 */
const sortKeys = new Map<string, string | null>()

function numericKey(ticker: Ticker | null, key: Exclude<MarketSortKey, 'name'>): string | null {
  if (!ticker) return null
  const value = key === 'last' ? ticker.last : key === 'change' ? ticker.changeRate : ticker[key]
  let sortable = sortKeys.get(value)
  if (sortable === undefined) {
    sortable = sortableDecimalKey(value)
    if (sortKeys.size >= 8192) sortKeys.clear()
    sortKeys.set(value, sortable)
  }
  return sortable
}

const byName = (a: MarketInfo, b: MarketInfo) =>
  a.base < b.base ? -1 : a.base > b.base ? 1 : a.quote < b.quote ? -1 : a.quote > b.quote ? 1 : 0

/**
 * `markets` ordered by `sort`, reading numbers from `tickers`. Markets without a value (no
 * ticker yet, a closed market) go last in both directions; ties keep name order, so the list
 * does not jump when two values are equal.
 */
export function sortMarkets(
  markets: readonly MarketInfo[],
  tickers: ReadonlyMap<string, Ticker>,
  sort: MarketSort,
): MarketInfo[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  if (sort.key === 'name') return [...markets].sort((a, b) => sign * byName(a, b))
  const key = sort.key
  const keyed = markets.map((market) => ({
    market,
    value: numericKey(tickers.get(market.symbol) ?? null, key),
  }))
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return byName(a.market, b.market)
      return a.value === null ? 1 : -1
    }
    if (a.value !== b.value) return a.value < b.value ? -sign : sign
    return byName(a.market, b.market)
  })
  return keyed.map((entry) => entry.market)
}

/**
 * The sort after a click on column `key`: a new column starts descending (largest first, as
 * exchanges sort prices and volumes), except the name, which starts A to Z; a second click on
 * the same column reverses it.
 */
export function nextSort(current: MarketSort, key: MarketSortKey): MarketSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  }
  return { key, direction: key === 'name' ? 'asc' : 'desc' }
}

/**
 * Applies a `tickers` batch into `latest` in place, keeping a ticker only if it is not older
 * than the one already held (a late REST answer never overwrites a newer stream message).
 * Returns the symbols whose ticker changed.
 */
export function applyTickerBatch(latest: Map<string, Ticker>, batch: readonly Ticker[]): string[] {
  const changed: string[] = []
  for (const ticker of batch) {
    const held = latest.get(ticker.symbol)
    if (held && held.ts > ticker.ts) continue
    if (held && held.ts === ticker.ts && held.last === ticker.last) continue
    latest.set(ticker.symbol, ticker)
    changed.push(ticker.symbol)
  }
  return changed
}

/** Favourites with `symbol` added or removed, order kept (new ones at the end). */
export function toggleFavourite(
  favourites: readonly string[],
  symbol: string,
  favourite: boolean,
): string[] {
  const without = favourites.filter((s) => s !== symbol)
  return favourite ? [...without, symbol] : without
}

const PLAIN = /^\d+(\.\d+)?$/

/**
 * Compares two non-negative decimal strings (prices) exactly without parsing them: by the length
 * of the integer part, then digit by digit. Returns null for anything else (signs, exponents), so
 * the caller can fall back to full decimal arithmetic.
 */
export function comparePrices(a: string, b: string): -1 | 0 | 1 | null {
  if (a === b) return 0
  if (!PLAIN.test(a) || !PLAIN.test(b)) return null
  const [aWhole = '', aFraction = ''] = a.split('.')
  const [bWhole = '', bFraction = ''] = b.split('.')
  const aw = aWhole.replace(/^0+(?=\d)/, '')
  const bw = bWhole.replace(/^0+(?=\d)/, '')
  if (aw.length !== bw.length) return aw.length < bw.length ? -1 : 1
  if (aw !== bw) return aw < bw ? -1 : 1
  const width = Math.max(aFraction.length, bFraction.length)
  const af = aFraction.padEnd(width, '0')
  const bf = bFraction.padEnd(width, '0')
  return af === bf ? 0 : af < bf ? -1 : 1
}
