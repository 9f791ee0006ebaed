import { add, formatScaled, isDecimal, parseDecimal } from './decimal'

/** One price level as the contract sends it: `[price, quantity]`, both decimal strings. */
export type LevelTuple = readonly [price: string, quantity: string]

/** A level held in a book, with its price pre-parsed for ordering. */
export type BookLevel = { key: bigint; price: string; quantity: string }

/**
 * A local copy of a market's order book: bids best (highest) first, asks best (lowest) first.
 * The side arrays are mutated in place by {@link applyDepthDiff}, so hundreds of updates per
 * second cost no allocations beyond the changed levels; a level object is never changed (a new
 * quantity replaces the level), so `bids.slice()` is a consistent snapshot for a reader.
 */
export type OrderBookState = {
  bids: BookLevel[]
  asks: BookLevel[]
  /** The `seq` of the last update applied (the snapshot's `lastUpdateId` at first). */
  lastUpdateId: number
}

export type DepthSnapshot = {
  lastUpdateId: number
  bids: readonly LevelTuple[]
  asks: readonly LevelTuple[]
}
export type DepthDiff = {
  seq: number
  prevSeq: number
  bids: readonly LevelTuple[]
  asks: readonly LevelTuple[]
}

/** What happened to a diff: applied, dropped as already contained in the book, or a gap (resync). */
export type DiffResult = 'applied' | 'stale' | 'gap'

type Side = 'bids' | 'asks'

/** Index of `key` in a side, or the index where it would be inserted (binary search). */
function search(levels: BookLevel[], key: bigint, side: Side): { index: number; found: boolean } {
  let lo = 0
  let hi = levels.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const k = (levels[mid] as BookLevel).key
    if (k === key) return { index: mid, found: true }
    // asks ascend, bids descend
    const before = side === 'asks' ? k < key : k > key
    if (before) lo = mid + 1
    else hi = mid
  }
  return { index: lo, found: false }
}

const ZERO = /^[+-]?(?:0+\.?0*|\.0+)$/

/**
 * Whether a level's quantity is zero (the level is removed). Checked on the string: a feed sends
 * tens of thousands of quantities a second, and only their sign and zeroness matter here.
 * Rejects what is not a decimal, and negative quantities.
 */
const PLAIN_QUANTITY = /^\d+(?:\.\d+)?$/
const NON_ZERO_DIGIT = /[1-9]/

function isZeroQuantity(quantity: string): boolean {
  // the feed's usual spelling, checked by two small regexes
  if (PLAIN_QUANTITY.test(quantity)) return !NON_ZERO_DIGIT.test(quantity)
  const text = quantity.trim()
  if (!isDecimal(text)) parseDecimal(quantity) // throws the parser's RangeError
  if (ZERO.test(text)) return true
  if (text.startsWith('-')) throw new RangeError(`Negative quantity in depth update: ${quantity}`)
  return false
}

/**
 * Parsed price keys. A book's prices recur message after message; parsing one is a regex and
 * two BigInt constructions. Bounded: cleared when it grows past a few books' worth.
 */
const priceKeys = new Map<string, bigint>()
const PRICE_KEY_LIMIT = 20_000

function priceKey(price: string): bigint {
  let key = priceKeys.get(price)
  if (key === undefined) {
    key = parseDecimal(price)
    if (priceKeys.size >= PRICE_KEY_LIMIT) priceKeys.clear()
    priceKeys.set(price, key)
  }
  return key
}

/** Sets one level: quantity 0 removes it. Returns the level's key and whether it was removed. */
function setLevel(
  levels: BookLevel[],
  side: Side,
  [price, quantity]: LevelTuple,
): { key: bigint; removed: boolean } {
  const removed = isZeroQuantity(quantity)
  const key = priceKey(price)
  const { index, found } = search(levels, key, side)
  if (removed) {
    if (found) levels.splice(index, 1)
  } else if (found) {
    const level = levels[index] as BookLevel
    levels[index] = { key, price: level.price, quantity }
  } else {
    levels.splice(index, 0, { key, price, quantity })
  }
  return { key, removed }
}

/**
 * A newer level on one side makes crossing levels on the other side stale: a bid at p means no
 * ask at or below p can still rest. Dropping them keeps the book uncrossed whatever the feed does.
 */
function uncross(book: OrderBookState, side: Side, key: bigint): void {
  if (side === 'bids') {
    while (book.asks.length > 0 && (book.asks[0] as BookLevel).key <= key) book.asks.shift()
  } else {
    while (book.bids.length > 0 && (book.bids[0] as BookLevel).key >= key) book.bids.shift()
  }
}

function applyLevels(book: OrderBookState, side: Side, levels: readonly LevelTuple[]): void {
  for (const level of levels) {
    const { key, removed } = setLevel(book[side], side, level)
    if (!removed) uncross(book, side, key)
  }
}

/** Builds a book from a snapshot (levels in any order). */
export function createOrderBook(snapshot: DepthSnapshot): OrderBookState {
  const book: OrderBookState = { bids: [], asks: [], lastUpdateId: snapshot.lastUpdateId }
  applyLevels(book, 'bids', snapshot.bids)
  applyLevels(book, 'asks', snapshot.asks)
  return book
}

/**
 * Applies one diff in place. A diff whose `seq` is not newer than the book is `stale` (already in
 * the snapshot); one that does not follow on from the book (`prevSeq` after `lastUpdateId`) is a
 * `gap`, and the caller must resync from a fresh snapshot.
 */
export function applyDepthDiff(book: OrderBookState, diff: DepthDiff): DiffResult {
  if (diff.seq <= book.lastUpdateId) return 'stale'
  if (diff.prevSeq > book.lastUpdateId) return 'gap'
  applyLevels(book, 'bids', diff.bids)
  applyLevels(book, 'asks', diff.asks)
  book.lastUpdateId = diff.seq
  return 'applied'
}

/**
 * A buffered level: its last tuple, whether the feed removed it on the way there, and when it was
 * last set (to order two spellings of one price, `100` and `100.0`).
 */
type BufferedLevel = { level: LevelTuple; cleared: boolean; order: number }

/**
 * Diffs accepted since the book was last brought up to date, coalesced by price: only the last
 * quantity of each level is kept, so a feed that changes the same levels many times between two
 * paints is merged once per level, not once per message.
 */
export type DepthBuffer = {
  /** By price as the feed spells it: parsed once per flush, not once per message. */
  bids: Map<string, BufferedLevel>
  asks: Map<string, BufferedLevel>
  /** Counts the levels set, for {@link BufferedLevel.order}. */
  sets: number
}

/** An empty {@link DepthBuffer}. */
export function createDepthBuffer(): DepthBuffer {
  return { bids: new Map(), asks: new Map(), sets: 0 }
}

function bufferLevels(
  buffer: DepthBuffer,
  levels: Map<string, BufferedLevel>,
  tuples: readonly LevelTuple[],
) {
  for (const level of tuples) {
    const cleared = isZeroQuantity(level[1])
    const order = buffer.sets++
    const held = levels.get(level[0])
    if (held) {
      held.level = level
      held.cleared ||= cleared
      held.order = order
    } else levels.set(level[0], { level, cleared, order })
  }
}

/**
 * Accepts one diff into `buffer` with the checks of {@link applyDepthDiff} (`stale`, `gap`, a
 * bad quantity throws); `book.lastUpdateId` moves on at once, its levels at the next
 * {@link flushDepthBuffer}.
 */
export function bufferDepthDiff(
  book: OrderBookState,
  buffer: DepthBuffer,
  diff: DepthDiff,
): DiffResult {
  if (diff.seq <= book.lastUpdateId) return 'stale'
  if (diff.prevSeq > book.lastUpdateId) return 'gap'
  bufferLevels(buffer, buffer.bids, diff.bids)
  bufferLevels(buffer, buffer.asks, diff.asks)
  book.lastUpdateId = diff.seq
  return 'applied'
}

function flushSide(book: OrderBookState, side: Side, levels: Map<string, BufferedLevel>) {
  // One entry per price: of two spellings the last set wins, and a removal of either counts.
  const byKey = new Map<bigint, BufferedLevel>()
  for (const entry of levels.values()) {
    const key = priceKey(entry.level[0])
    const other = byKey.get(key)
    if (!other) byKey.set(key, entry)
    else {
      const cleared = other.cleared || entry.cleared
      byKey.set(key, { ...(entry.order > other.order ? entry : other), cleared })
    }
  }
  const tuples: LevelTuple[] = []
  for (const { level, cleared } of byKey.values()) {
    // removed and set again: the level comes back as the feed last spelled it
    if (cleared && !isZeroQuantity(level[1])) tuples.push([level[0], '0'])
    tuples.push(level)
  }
  applyLevels(book, side, tuples)
  levels.clear()
}

/**
 * Applies the buffered levels to `book` (bids, then asks) and empties `buffer`. For a feed that
 * never crosses itself the result is the book that applying each diff in turn gives; a batch that
 * ends crossed is uncrossed in favour of the asks.
 */
export function flushDepthBuffer(book: OrderBookState, buffer: DepthBuffer): void {
  if (buffer.bids.size > 0) flushSide(book, 'bids', buffer.bids)
  if (buffer.asks.size > 0) flushSide(book, 'asks', buffer.asks)
  buffer.sets = 0
}

/** `key` rounded down (floor) or up (ceil) to a multiple of `size` (> 0), all scaled. */
function bucketOf(key: bigint, size: bigint, rounding: 'floor' | 'ceil'): bigint {
  let q = key / size
  const r = key % size
  if (r !== 0n) {
    if (rounding === 'ceil' && key > 0n) q += 1n
    else if (rounding === 'floor' && key < 0n) q -= 1n
  }
  return q * size
}

/** A displayed row: a (possibly grouped) level with the running total from the best price. */
export type DepthRow = {
  price: string
  quantity: string
  /** Cumulative quantity from the best price to this row. */
  total: string
}

/**
 * Groups levels into buckets of `step` (a multiple of the tick size): bids round down, asks round
 * up, so a bucket never shows a better price than any order in it. Input is best-first; so is the
 * output. `limit` caps the number of rows.
 */
export function groupLevels(
  levels: readonly BookLevel[],
  side: Side,
  step: string,
  limit: number,
): DepthRow[] {
  const size = parseDecimal(step)
  if (size <= 0n) throw new RangeError(`Step must be positive: "${step}"`)
  const rows: DepthRow[] = []
  let total = 0n
  // All on scaled BigInt (the level keys are parsed already): this runs once per side per frame.
  let current: { bucket: bigint; quantity: bigint } | null = null
  const flush = () => {
    if (!current) return
    total += current.quantity
    rows.push({
      price: formatScaled(current.bucket),
      quantity: formatScaled(current.quantity),
      total: formatScaled(total),
    })
  }
  for (const level of levels) {
    const bucket = bucketOf(level.key, size, side === 'bids' ? 'floor' : 'ceil')
    const quantity = parseDecimal(level.quantity)
    if (current && current.bucket === bucket) {
      current.quantity += quantity
      continue
    }
    flush()
    if (rows.length >= limit) {
      current = null
      break
    }
    current = { bucket, quantity }
  }
  if (current && rows.length < limit) flush()
  return rows
}

/** Best bid, best ask, spread and mid price, or nulls when a side is empty. */
export function spreadOf(book: Pick<OrderBookState, 'bids' | 'asks'>): {
  bestBid: string | null
  bestAsk: string | null
  spread: string | null
  mid: string | null
} {
  const bid = book.bids[0]?.price ?? null
  const ask = book.asks[0]?.price ?? null
  if (bid === null || ask === null) return { bestBid: bid, bestAsk: ask, spread: null, mid: null }
  const spread = formatScaled(parseDecimal(ask) - parseDecimal(bid))
  const mid = formatScaled((parseDecimal(ask) + parseDecimal(bid)) / 2n)
  return { bestBid: bid, bestAsk: ask, spread, mid }
}

/** Sum of the quantities of a side (for depth-bar scaling). */
export function sideVolume(levels: readonly BookLevel[]): string {
  return levels.reduce((sum, level) => add(sum, level.quantity), '0')
}
