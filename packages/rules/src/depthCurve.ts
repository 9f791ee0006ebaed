import { formatScaled, parseDecimal, SCALE } from './decimal'

/** A price level as a depth curve reads it (a `BookLevel` or a contract level fits). */
export type DepthLevelInput = {
  readonly price: string
  readonly quantity: string
  /** The price pre-parsed as a scaled BigInt (an order-book level has it); saves a parse. */
  readonly key?: bigint
}

/** One step of a cumulative depth curve. */
export type DepthPoint = {
  /** The level's price (decimal string). */
  readonly price: string
  /** The level's own quantity (decimal string). */
  readonly quantity: string
  /** Cumulative base quantity from the best price to this level (decimal string). */
  readonly total: string
  /** Cumulative quote value, Σ price × quantity, from the best price to this level. */
  readonly notional: string
  /** `price` as a number: for pixel positions only, never for arithmetic. */
  readonly x: number
  /** `total` as a number: for pixel positions only, never for arithmetic. */
  readonly y: number
}

const ONE = 10n ** BigInt(SCALE)
const ONE_NUMBER = Number(ONE)

/**
 * The levels one curve was built from, with the cumulative quote values computed on first read:
 * a chart redrawing 2×500 levels needs the prices and totals, while only the hovered level's and
 * a few table rows' notionals are ever shown, so their products are not paid for on every redraw.
 */
class Curve {
  readonly prices: bigint[] = []
  readonly quantities: bigint[] = []
  readonly #notionals: bigint[] = []
  notional(index: number): bigint {
    const notionals = this.#notionals
    for (let i = notionals.length; i <= index; i++) {
      const value = ((this.prices[i] as bigint) * (this.quantities[i] as bigint)) / ONE
      notionals.push((notionals[i - 1] ?? 0n) + value)
    }
    return notionals[index] as bigint
  }
}

/**
 * Exact totals are kept as scaled BigInts and formatted only when read: a chart redrawing 2×500
 * levels needs the numbers, while only the hovered level's strings are ever shown.
 */
class Point implements DepthPoint {
  readonly price: string
  readonly quantity: string
  readonly x: number
  readonly y: number
  readonly #total: bigint
  readonly #curve: Curve
  readonly #index: number
  constructor(price: string, quantity: string, total: bigint, curve: Curve, index: number) {
    this.price = price
    this.quantity = quantity
    this.#total = total
    this.#curve = curve
    this.#index = index
    this.x = Number(price)
    this.y = Number(total) / ONE_NUMBER
  }
  get total(): string {
    return formatScaled(this.#total)
  }
  get notional(): string {
    return formatScaled(this.#curve.notional(this.#index))
  }
  toJSON() {
    return {
      price: this.price,
      quantity: this.quantity,
      total: this.total,
      notional: this.notional,
    }
  }
}

/**
 * Parsed quantities by level object. A live book replaces a level when its quantity changes, so
 * between two redraws most levels are the same objects: only the changed ones are parsed again.
 * The string is kept beside the value, so a caller that mutates a level still gets a fresh parse.
 */
const parsedQuantities = new WeakMap<DepthLevelInput, { text: string; units: bigint }>()

function quantityOf(level: DepthLevelInput): bigint {
  const cached = parsedQuantities.get(level)
  if (cached && cached.text === level.quantity) return cached.units
  const units = parseDecimal(level.quantity)
  parsedQuantities.set(level, { text: level.quantity, units })
  return units
}

/**
 * Turns one side of a book, best price first, into cumulative step points: each point carries the
 * exact running totals (decimal strings) and the numbers a chart needs to place it. Levels with a
 * zero quantity are skipped; a negative quantity is refused, so totals never fall.
 * `limit` caps the number of levels read.
 */
export function depthCurve(levels: readonly DepthLevelInput[], limit = Infinity): DepthPoint[] {
  const points: DepthPoint[] = []
  const curve = new Curve()
  let total = 0n
  const count = Math.min(levels.length, limit)
  for (let i = 0; i < count; i++) {
    const level = levels[i] as DepthLevelInput
    const quantity = quantityOf(level)
    if (quantity < 0n) throw new RangeError(`Negative quantity in depth: ${level.quantity}`)
    if (quantity === 0n) continue
    curve.prices.push(level.key ?? parseDecimal(level.price))
    curve.quantities.push(quantity)
    total += quantity
    points.push(new Point(level.price, level.quantity, total, curve, points.length))
  }
  return points
}

/** A summary of both sides for labels: best prices, mid and the depth of each side. */
export type DepthSummary = {
  bestBid: string | null
  bestAsk: string | null
  /** (bestBid + bestAsk) / 2, exact, or null when a side is empty. */
  mid: string | null
  /** Total base quantity on the bid side (decimal string). */
  bidTotal: string
  /** Total base quantity on the ask side (decimal string). */
  askTotal: string
}

/** Best prices, mid and side depths of two cumulative curves. */
export function depthSummary(
  bids: readonly DepthPoint[],
  asks: readonly DepthPoint[],
): DepthSummary {
  const bid = bids[0]?.price ?? null
  const ask = asks[0]?.price ?? null
  return {
    bestBid: bid,
    bestAsk: ask,
    mid:
      bid !== null && ask !== null
        ? formatScaled((parseDecimal(bid) + parseDecimal(ask)) / 2n)
        : null,
    bidTotal: bids[bids.length - 1]?.total ?? '0',
    askTotal: asks[asks.length - 1]?.total ?? '0',
  }
}
