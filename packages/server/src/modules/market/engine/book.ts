import type { OrderState, Side } from './types'

/** A resting order: a node in its level's FIFO list (O(1) cancel). */
export interface Resting {
  state: OrderState
  level: Level
  prev: Resting | null
  next: Resting | null
}

export interface Level {
  price: bigint
  total: bigint
  head: Resting | null
  tail: Resting | null
}

/** One side of the book: levels sorted best first, plus a price index. */
export class BookSide {
  readonly levels: Level[] = []
  private readonly byPrice = new Map<bigint, Level>()

  constructor(readonly side: Side) {}

  /** True when price `a` is better (more aggressive) than `b` on this side. */
  better(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b
  }

  best(): Level | undefined {
    return this.levels[0]
  }

  level(price: bigint): Level {
    let level = this.byPrice.get(price)
    if (level) return level
    level = { price, total: 0n, head: null, tail: null }
    let lo = 0
    let hi = this.levels.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.better((this.levels[mid] as Level).price, price)) lo = mid + 1
      else hi = mid
    }
    this.levels.splice(lo, 0, level)
    this.byPrice.set(price, level)
    return level
  }

  remove(level: Level): void {
    this.byPrice.delete(level.price)
    const index = this.levels[0] === level ? 0 : this.levels.indexOf(level)
    if (index >= 0) this.levels.splice(index, 1)
  }

  get(price: bigint): Level | undefined {
    return this.byPrice.get(price)
  }

  /** Queues a limit order last at its price (time priority) with what it has left. */
  append(state: OrderState): Resting {
    const level = this.level(state.price as bigint)
    const node: Resting = { state, level, prev: level.tail, next: null }
    if (level.tail) level.tail.next = node
    else level.head = node
    level.tail = node
    level.total += state.remaining
    return node
  }
}

/** Takes a resting order out of its level's queue; the level's total is the caller's to change. */
export function unlink(node: Resting): void {
  const level = node.level
  if (node.prev) node.prev.next = node.next
  else level.head = node.next
  if (node.next) node.next.prev = node.prev
  else level.tail = node.prev
  node.prev = node.next = null
}
