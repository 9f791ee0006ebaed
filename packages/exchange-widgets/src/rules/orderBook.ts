import {
  add,
  compare,
  formatScaled,
  isZero,
  mul,
  parseDecimal,
  roundToStep,
} from '@bourse/ui/decimal'

/** One price level as the contract sends it: `[price, quantity]`, both decimal strings. */
export type LevelTuple = readonly [price: string, quantity: string]

/** A level held in a book, with its price pre-parsed for ordering. */
export type BookLevel = { key: bigint; price: string; quantity: string }

/**
 * A local copy of a market's order book: bids best (highest) first, asks best (lowest) first.
 * Mutated in place by {@link applyDepthDiff} so that hundreds of updates per second cost no
 * allocations beyond the changed levels; readers copy what they render.
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

function checkQuantity(quantity: string): void {
  if (parseDecimal(quantity) < 0n)
    throw new RangeError(`Negative quantity in depth update: ${quantity}`)
}

/** Sets one level: quantity 0 removes it. Returns the level's key. */
function setLevel(levels: BookLevel[], side: Side, [price, quantity]: LevelTuple): bigint {
  checkQuantity(quantity)
  const key = parseDecimal(price)
  const { index, found } = search(levels, key, side)
  if (isZero(quantity)) {
    if (found) levels.splice(index, 1)
  } else if (found) {
    ;(levels[index] as BookLevel).quantity = quantity
  } else {
    levels.splice(index, 0, { key, price, quantity })
  }
  return key
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
    const key = setLevel(book[side], side, level)
    if (!isZero(level[1])) uncross(book, side, key)
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

/** A displayed row: a (possibly grouped) level with the running total from the best price. */
export type DepthRow = {
  price: string
  quantity: string
  /** Cumulative quantity from the best price to this row. */
  total: string
  /** Cumulative quote value (price × quantity) from the best price to this row. */
  notional: string
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
  const rows: DepthRow[] = []
  let total = 0n
  let notional = 0n
  let current: { price: string; quantity: bigint; notional: bigint } | null = null
  const flush = () => {
    if (!current) return
    total += current.quantity
    notional += current.notional
    rows.push({
      price: current.price,
      quantity: formatScaled(current.quantity),
      total: formatScaled(total),
      notional: formatScaled(notional),
    })
  }
  for (const level of levels) {
    const bucket = roundToStep(level.price, step, side === 'bids' ? 'floor' : 'ceil')
    const quantity = parseDecimal(level.quantity)
    const value = parseDecimal(mul(level.price, level.quantity))
    if (current && compare(current.price, bucket) === 0) {
      current.quantity += quantity
      current.notional += value
      continue
    }
    flush()
    if (rows.length >= limit) {
      current = null
      break
    }
    current = { price: bucket, quantity, notional: value }
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
