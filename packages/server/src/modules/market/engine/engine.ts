import { acceptOrder } from './accept'
import { BookSide, unlink } from './book'
import type { Level, Resting } from './book'
import { EngineError } from './types'
import type {
  CancelReason,
  EngineEvent,
  EngineListener,
  EngineOptions,
  OrderState,
  PlaceOrderRequest,
  PlaceResult,
  Trade,
} from './types'

const copy = (s: OrderState): OrderState => ({ ...s })

/**
 * One market's limit order book and matcher: price-time priority, limit and market orders,
 * partial fills, cancel, cancel-maker self-trade prevention and a slippage band for market orders.
 * Pure and synchronous: the same commands with the same clock give the same events (replayable).
 * Exactly one owner drives an engine (the market's process), so there is no locking.
 */
export class MatchingEngine {
  readonly symbol: string
  readonly slippageBps: number
  private readonly bids = new BookSide('buy')
  private readonly asks = new BookSide('sell')
  private readonly orders = new Map<string, Resting>()
  private readonly listeners = new Set<EngineListener>()
  private readonly now: () => number
  private seq = 0
  private tradeSeq = 0
  private last: bigint | null = null

  constructor(options: EngineOptions) {
    this.symbol = options.symbol
    this.slippageBps = options.slippageBps ?? 500
    this.now = options.now
    if (!Number.isInteger(this.slippageBps) || this.slippageBps <= 0 || this.slippageBps >= 10_000)
      throw new EngineError('slippageBps must be an integer in (0, 10000)')
  }

  /** Returns the unsubscribe function. */
  onEvent(listener: EngineListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Last trade price in ticks (null before the first trade unless seeded). */
  get lastPrice(): bigint | null {
    return this.last
  }

  /** Seeds the reference price of the slippage band (e.g. the last trade before a restart). */
  setLastPrice(price: bigint): void {
    if (price <= 0n) throw new EngineError('price must be positive')
    this.last = price
  }

  /** The id the next trade will get; set on restart so ids keep increasing. */
  setNextTradeId(id: number): void {
    this.tradeSeq = id - 1
  }

  bestBid(): bigint | null {
    return this.bids.best()?.price ?? null
  }

  bestAsk(): bigint | null {
    return this.asks.best()?.price ?? null
  }

  /** Aggregated levels, best first: `[price, quantity]` in ticks and lots. */
  depth(limit = Infinity): { bids: [bigint, bigint][]; asks: [bigint, bigint][] } {
    const take = (side: BookSide) =>
      side.levels.slice(0, limit).map((l): [bigint, bigint] => [l.price, l.total])
    return { bids: take(this.bids), asks: take(this.asks) }
  }

  /** Number of price levels per side. */
  levelCount(): { bids: number; asks: number } {
    return { bids: this.bids.levels.length, asks: this.asks.levels.length }
  }

  getOrder(id: string): OrderState | undefined {
    const r = this.orders.get(id)
    return r ? copy(r.state) : undefined
  }

  /** Resting orders of an owner (all owners when omitted), in time priority per level. */
  openOrders(owner?: string): OrderState[] {
    const out: OrderState[] = []
    for (const r of this.orders.values())
      if (!owner || r.state.owner === owner) out.push(copy(r.state))
    return out
  }

  /** Places an order: validates, matches against the other side, then rests, cancels or rejects. */
  place(request: PlaceOrderRequest): PlaceResult {
    const events: EngineEvent[] = []
    const trades: Trade[] = []
    const order = this.accept(request)
    const emit = (event: EngineEvent) => {
      events.push(event)
      for (const l of this.listeners) l(event)
    }
    emit({ type: 'order', order: copy(order) })
    if (order.status === 'rejected') return { order: copy(order), trades, events }

    const opposite = order.side === 'buy' ? this.asks : this.bids
    const limit = this.priceLimit(order)

    if (order.timeInForce === 'POST_ONLY') {
      const best = opposite.best()
      if (best && order.price !== null && !opposite.better(order.price, best.price)) {
        // Would take liquidity: crossing or touching the other side's best price.
        return this.finish(order, 'rejected', 'post_only', emit, trades, events)
      }
    }

    let stop: CancelReason | null = null
    // A quote-amount buy is done when what is left cannot buy one lot at the next price.
    let spent = false
    for (;;) {
      if (this.isDone(order)) break
      const level = opposite.best()
      if (!level) {
        stop = 'no_liquidity'
        break
      }
      if (limit !== null && opposite.better(limit, level.price)) {
        stop = order.type === 'market' ? 'slippage' : null
        break
      }
      const maker = level.head as Resting
      if (maker.state.owner === order.owner) {
        this.removeResting(maker, 'self_trade', emit)
        continue
      }
      let quantity = maker.state.remaining
      if (order.quoteAmount !== null) {
        const affordable = (order.quoteAmount - order.filledQuote) / level.price
        if (affordable < quantity) quantity = affordable
        if (quantity === 0n) {
          spent = order.filled > 0n
          if (!spent) stop = 'no_liquidity'
          break
        }
      } else if (order.remaining < quantity) {
        quantity = order.remaining
      }
      this.fill(order, maker, level, quantity, opposite, emit, trades)
    }

    if (spent || this.isDone(order)) return this.finish(order, 'filled', null, emit, trades, events)
    if (order.type === 'market' || order.timeInForce === 'IOC') {
      return this.finish(order, 'cancelled', stop ?? 'no_liquidity', emit, trades, events)
    }
    // A limit GTC order rests with what is left.
    const { level } = this.rest(order)
    if (trades.length) emit({ type: 'order', order: copy(order) })
    emit({ type: 'level', side: order.side, price: level.price, quantity: level.total })
    return { order: copy(order), trades, events }
  }

  /** Cancels a resting order; returns its final state, or undefined when it is not resting. */
  cancel(id: string, reason: CancelReason = 'cancelled'): OrderState | undefined {
    const node = this.orders.get(id)
    if (!node) return undefined
    this.removeResting(node, reason, (e) => {
      for (const l of this.listeners) l(e)
    })
    return copy(node.state)
  }

  /** Cancels every resting order (of one owner, or all). Returns the cancelled orders. */
  cancelAll(owner?: string, reason: CancelReason = 'cancelled'): OrderState[] {
    const out: OrderState[] = []
    for (const node of [...this.orders.values()]) {
      if (owner && node.state.owner !== owner) continue
      out.push(this.cancel(node.state.id, reason) as OrderState)
    }
    return out
  }

  /**
   * Puts an order back on the book without matching (restart recovery). Call in original
   * priority order; the order must not cross the book.
   */
  restore(state: OrderState): void {
    if (this.orders.has(state.id)) throw new EngineError(`order ${state.id} exists`)
    if (state.type !== 'limit' || state.price === null || state.remaining <= 0n)
      throw new EngineError('only open limit orders rest')
    const opposite = state.side === 'buy' ? this.asks : this.bids
    const best = opposite.best()
    if (best && !opposite.better(state.price, best.price))
      throw new EngineError(`order ${state.id} would cross the book`)
    this.rest({ ...state })
    this.seq = Math.max(this.seq, state.seq)
  }

  private accept(request: PlaceOrderRequest): OrderState {
    return acceptOrder(request, ++this.seq, this.now(), (id) => this.orders.has(id))
  }

  /** Puts a limit order on its side of the book with what it has left. */
  private rest(state: OrderState): Resting {
    const node = (state.side === 'buy' ? this.bids : this.asks).append(state)
    this.orders.set(state.id, node)
    return node
  }

  /** The worst price the order may trade at: its limit, or the slippage band for market orders. */
  private priceLimit(order: OrderState): bigint | null {
    if (order.type === 'limit') return order.price
    const opposite = order.side === 'buy' ? this.asks : this.bids
    const reference = this.last ?? opposite.best()?.price ?? null
    if (reference === null) return null
    const band = BigInt(this.slippageBps)
    return order.side === 'buy'
      ? (reference * (10_000n + band)) / 10_000n
      : (reference * (10_000n - band) + 9_999n) / 10_000n
  }

  private isDone(order: OrderState): boolean {
    if (order.quoteAmount !== null) return order.filledQuote >= order.quoteAmount
    return order.remaining === 0n
  }

  private fill(
    taker: OrderState,
    maker: Resting,
    level: Level,
    quantity: bigint,
    opposite: BookSide,
    emit: (e: EngineEvent) => void,
    trades: Trade[],
  ): void {
    const now = this.now()
    const value = quantity * level.price
    const trade: Trade = {
      id: ++this.tradeSeq,
      price: level.price,
      quantity,
      takerSide: taker.side,
      takerOrderId: taker.id,
      takerOwner: taker.owner,
      makerOrderId: maker.state.id,
      makerOwner: maker.state.owner,
      ts: now,
    }
    this.last = level.price
    taker.filled += quantity
    taker.filledQuote += value
    if (taker.quoteAmount === null) taker.remaining -= quantity
    taker.status = 'partially_filled'
    taker.updatedAt = now

    const m = maker.state
    m.filled += quantity
    m.filledQuote += value
    m.remaining -= quantity
    m.updatedAt = now
    level.total -= quantity
    trades.push(trade)
    emit({ type: 'trade', trade })
    if (m.remaining === 0n) {
      m.status = 'filled'
      unlink(maker)
      this.orders.delete(m.id)
    } else {
      m.status = 'partially_filled'
    }
    emit({ type: 'order', order: copy(m) })
    if (level.total === 0n) opposite.remove(level)
    emit({ type: 'level', side: m.side, price: level.price, quantity: level.total })
  }

  private removeResting(node: Resting, reason: CancelReason, emit: (e: EngineEvent) => void): void {
    const s = node.state
    const level = node.level
    const own = s.side === 'buy' ? this.bids : this.asks
    unlink(node)
    this.orders.delete(s.id)
    level.total -= s.remaining
    s.status = 'cancelled'
    s.cancelReason = reason
    s.updatedAt = this.now()
    emit({ type: 'order', order: copy(s) })
    if (level.total === 0n) own.remove(level)
    emit({ type: 'level', side: s.side, price: level.price, quantity: level.total })
  }

  private finish(
    order: OrderState,
    status: 'filled' | 'cancelled' | 'rejected',
    reason: CancelReason | null,
    emit: (e: EngineEvent) => void,
    trades: Trade[],
    events: EngineEvent[],
  ): PlaceResult {
    order.status = status
    order.cancelReason = reason
    order.updatedAt = this.now()
    emit({ type: 'order', order: copy(order) })
    return { order: copy(order), trades, events }
  }
}
