import type { MatchingEngine, Side } from './engine'
import type { Random } from './random'
import type { MarketUnits } from './units'

const DAY = 86_400_000

export interface MakerParams {
  symbol: string
  /** Daily volatility of the fair price. */
  volatility: number
  tradesPerSecond: number
  /** Median taker order, in quote currency. */
  tradeQuote: number
  minQuantity: bigint
  minNotional: bigint
}

/**
 * The simulated side of one market: a fair price on a seeded random walk, a market maker that
 * keeps 30-46 levels a side quoted around it (post-only, on a grid of a few basis points), and
 * takers that send market orders at a Poisson rate, leaning towards the fair price so the traded
 * price follows it. Everything goes through the market's engine, like any user order.
 */
export class MarketMaker {
  readonly makerId: string
  readonly takerId: string
  /** Fair price in ticks (model float). */
  fair: number
  private readonly step: bigint
  private depth = { buy: 0, sell: 0 }
  private nextRefresh = 0
  private orderSeq = 0

  constructor(
    private readonly engine: MatchingEngine,
    private readonly units: MarketUnits,
    private readonly params: MakerParams,
    private readonly random: Random,
    startTicks: bigint,
  ) {
    this.makerId = `mm:${params.symbol}`
    this.takerId = `taker:${params.symbol}`
    this.fair = Number(startTicks)
    // A grid of ~1.5 bp of the price, at least one tick.
    this.step = BigInt(Math.max(1, Math.round(this.fair * 0.00015)))
    this.depth = { buy: random.int(30, 46), sell: random.int(30, 46) }
  }

  /** Quotes both sides now (start, reopen). */
  start(now: number): void {
    this.refresh(now)
  }

  /** Advances the model by `dtMs`: fair-price step, taker arrivals, quote refresh when due. */
  tick(now: number, dtMs: number): void {
    const sigma = this.params.volatility * Math.sqrt(dtMs / DAY)
    this.fair = Math.max(10, this.fair * Math.exp(sigma * this.random.normal()))
    const arrivals = this.random.poisson((this.params.tradesPerSecond * dtMs) / 1000)
    for (let i = 0; i < arrivals; i++) this.take()
    if (now >= this.nextRefresh) this.refresh(now)
  }

  /** Cancels every order of the maker (market closing). */
  stop(): void {
    this.engine.cancelAll(this.makerId, 'market_closed')
  }

  private nextId(): string {
    return `${this.params.symbol}-sim-${++this.orderSeq}`
  }

  private lotsFor(quote: number, priceTicks: number): bigint {
    const price = priceTicks * this.units.tickValue()
    let lots = BigInt(Math.max(1, Math.round(quote / price / this.units.lotValue())))
    if (lots < this.params.minQuantity) lots = this.params.minQuantity
    // Respect the minimum notional (in tick x lot units).
    const ticks = BigInt(Math.max(1, Math.round(priceTicks)))
    if (lots * ticks < this.params.minNotional) lots = this.params.minNotional / ticks + 1n
    return lots
  }

  private take(): void {
    const bid = this.engine.bestBid()
    const ask = this.engine.bestAsk()
    if (bid === null || ask === null) return
    const mid = Number(bid + ask) / 2
    const lean = Math.max(-0.35, Math.min(0.35, ((this.fair - mid) / Number(this.step)) * 0.2))
    const side: Side = this.random.next() < 0.5 + lean ? 'buy' : 'sell'
    const quote = this.random.logNormal(this.params.tradeQuote, 0.8)
    this.engine.place({
      id: this.nextId(),
      owner: this.takerId,
      side,
      type: 'market',
      quantity: this.lotsFor(quote, mid),
    })
  }

  private refresh(now: number): void {
    this.nextRefresh = now + this.random.int(600, 1400)
    for (const side of ['buy', 'sell'] as const) {
      if (this.random.next() < 0.1)
        this.depth[side] = Math.max(30, Math.min(46, this.depth[side] + this.random.int(-2, 2)))
    }
    const step = this.step
    const fair = this.fair
    const half = Number(step) / 2
    let bidTop = BigInt(Math.floor((fair - half) / Number(step))) * step
    let askTop = BigInt(Math.ceil((fair + half) / Number(step))) * step
    if (bidTop < step) bidTop = step
    if (askTop <= bidTop) askTop = bidTop + step
    const targets = {
      buy: new Map<bigint, number>(),
      sell: new Map<bigint, number>(),
    }
    for (let i = 0; i < this.depth.buy && bidTop - BigInt(i) * step > 0n; i++)
      targets.buy.set(bidTop - BigInt(i) * step, i)
    for (let i = 0; i < this.depth.sell; i++) targets.sell.set(askTop + BigInt(i) * step, i)

    const held = { buy: new Set<bigint>(), sell: new Set<bigint>() }
    for (const order of this.engine.openOrders(this.makerId)) {
      const price = order.price as bigint
      const keep =
        targets[order.side].has(price) && !held[order.side].has(price) && this.random.next() > 0.08
      if (keep) held[order.side].add(price)
      else this.engine.cancel(order.id)
    }
    // Asks first: every stale crossing order is gone, so post-only orders never cross.
    for (const side of ['sell', 'buy'] as const) {
      for (const [price, index] of targets[side]) {
        if (held[side].has(price)) continue
        if (index >= 3 && this.random.next() < 0.05) continue
        const quote = this.random.logNormal(this.params.tradeQuote * 3 * (1 + index * 0.08), 0.6)
        this.engine.place({
          id: this.nextId(),
          owner: this.makerId,
          side,
          type: 'limit',
          timeInForce: 'POST_ONLY',
          price,
          quantity: this.lotsFor(quote, Number(price)),
        })
      }
    }
  }
}
