import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EngineError, MatchingEngine } from '../src/modules/market/engine'
import type { EngineEvent, OrderState, PlaceOrderRequest, Side } from '../src/modules/market/engine'

const ts = 1_000
const engine = (slippageBps = 500) =>
  new MatchingEngine({ symbol: 'TEST', slippageBps, now: () => ts })
let n = 0
const limit = (
  owner: string,
  side: Side,
  price: number,
  quantity: number,
  extra: Partial<PlaceOrderRequest> = {},
) =>
  ({
    id: `o${++n}`,
    owner,
    side,
    type: 'limit',
    price: BigInt(price),
    quantity: BigInt(quantity),
    ...extra,
  }) as PlaceOrderRequest
const market = (owner: string, side: Side, quantity: number): PlaceOrderRequest => ({
  id: `o${++n}`,
  owner,
  side,
  type: 'market',
  quantity: BigInt(quantity),
})
const levels = (e: MatchingEngine) => {
  const d = e.depth()
  return {
    bids: d.bids.map(([p, q]) => [Number(p), Number(q)]),
    asks: d.asks.map(([p, q]) => [Number(p), Number(q)]),
  }
}

describe('MatchingEngine', () => {
  it('rests non-crossing limit orders, best price first, quantities aggregated per level', () => {
    const e = engine()
    e.place(limit('a', 'buy', 99, 5))
    e.place(limit('a', 'buy', 100, 3))
    e.place(limit('b', 'buy', 100, 2))
    e.place(limit('a', 'sell', 102, 4))
    e.place(limit('a', 'sell', 101, 1))
    expect(levels(e)).toEqual({
      bids: [
        [100, 5],
        [99, 5],
      ],
      asks: [
        [101, 1],
        [102, 4],
      ],
    })
    expect([e.bestBid(), e.bestAsk()]).toEqual([100n, 101n])
  })

  it('fills in price-time priority at the maker price and reports trades, orders and levels', () => {
    const e = engine()
    const first = e.place(limit('m1', 'sell', 101, 2)).order
    const second = e.place(limit('m2', 'sell', 101, 2)).order
    e.place(limit('m3', 'sell', 100, 1))
    const events: EngineEvent[] = []
    e.onEvent((ev) => events.push(ev))
    const result = e.place(limit('t', 'buy', 101, 4))
    expect(result.trades.map((t) => [t.makerOwner, Number(t.price), Number(t.quantity)])).toEqual([
      ['m3', 100, 1],
      ['m1', 101, 2],
      ['m2', 101, 1],
    ])
    expect(result.order).toMatchObject({
      status: 'filled',
      filled: 4n,
      remaining: 0n,
      filledQuote: 100n + 202n + 101n,
    })
    expect(e.getOrder(first.id)).toBeUndefined()
    expect(e.getOrder(second.id)).toMatchObject({
      status: 'partially_filled',
      filled: 1n,
      remaining: 1n,
    })
    expect(levels(e).asks).toEqual([[101, 1]])
    expect(
      events
        .filter((ev) => ev.type === 'level')
        .map((ev) => ev.type === 'level' && [ev.side, Number(ev.price), Number(ev.quantity)]),
    ).toEqual([
      ['sell', 100, 0],
      ['sell', 101, 2],
      ['sell', 101, 1],
    ])
    expect(result.events).toEqual(events)
    expect(e.lastPrice).toBe(101n)
  })

  it('rests the remainder of a partially filled limit order', () => {
    const e = engine()
    e.place(limit('m', 'sell', 100, 3))
    const r = e.place(limit('t', 'buy', 101, 5))
    expect(r.order).toMatchObject({ status: 'partially_filled', filled: 3n, remaining: 2n })
    expect(levels(e)).toEqual({ bids: [[101, 2]], asks: [] })
  })

  it('cancels a resting order once; the level goes with its last order', () => {
    const e = engine()
    const o = e.place(limit('a', 'buy', 100, 3)).order
    expect(e.cancel(o.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'cancelled',
      remaining: 3n,
    })
    expect(e.cancel(o.id)).toBeUndefined()
    expect(levels(e)).toEqual({ bids: [], asks: [] })
  })

  it('cancels the resting order of the same owner instead of trading with it (STP)', () => {
    const e = engine()
    const own = e.place(limit('u', 'sell', 100, 2)).order
    e.place(limit('other', 'sell', 101, 2))
    const r = e.place(limit('u', 'buy', 101, 3))
    expect(r.trades.map((t) => [t.makerOwner, Number(t.price), Number(t.quantity)])).toEqual([
      ['other', 101, 2],
    ])
    expect(
      r.events.find(
        (ev) => ev.type === 'order' && ev.order.id === own.id && ev.order.status === 'cancelled',
      ),
    ).toMatchObject({
      order: { cancelReason: 'self_trade' },
    })
    expect(levels(e)).toEqual({ bids: [[101, 1]], asks: [] })
  })

  it('market buy by quantity walks the book and stops at the slippage band', () => {
    const e = engine(500) // 5 %
    e.setLastPrice(100n)
    e.place(limit('m', 'sell', 101, 1))
    e.place(limit('m', 'sell', 105, 1))
    e.place(limit('m', 'sell', 106, 5))
    const r = e.place(market('t', 'buy', 4))
    expect(r.trades.map((t) => Number(t.price))).toEqual([101, 105])
    expect(r.order).toMatchObject({
      status: 'cancelled',
      cancelReason: 'slippage',
      filled: 2n,
      remaining: 2n,
    })
    expect(levels(e).asks).toEqual([[106, 5]])
  })

  it('market sell band rounds towards the reference price', () => {
    const e = engine(100) // 1 %
    e.setLastPrice(1000n)
    e.place(limit('m', 'buy', 990, 1))
    e.place(limit('m', 'buy', 989, 1))
    const r = e.place(market('t', 'sell', 2))
    expect(r.trades.map((t) => Number(t.price))).toEqual([990])
    expect(r.order.cancelReason).toBe('slippage')
  })

  it('market buy by quote amount spends no more than the budget, whole lots only', () => {
    const e = engine()
    e.place(limit('m', 'sell', 100, 3))
    e.place(limit('m', 'sell', 102, 10))
    const r = e.place({ id: 'q1', owner: 't', side: 'buy', type: 'market', quoteAmount: 550n })
    // 3 x 100 = 300, then 250 / 102 = 2 lots (204); 46 left cannot buy a lot.
    expect(r.trades.map((t) => [Number(t.price), Number(t.quantity)])).toEqual([
      [100, 3],
      [102, 2],
    ])
    expect(r.order).toMatchObject({
      status: 'filled',
      filled: 5n,
      filledQuote: 504n,
      quantity: null,
    })
  })

  it('cancels a market order with nothing to match', () => {
    const e = engine()
    const r = e.place(market('t', 'sell', 1))
    expect(r.order).toMatchObject({ status: 'cancelled', cancelReason: 'no_liquidity', filled: 0n })
  })

  it('IOC cancels the rest; POST_ONLY is rejected when it would take', () => {
    const e = engine()
    e.place(limit('m', 'sell', 100, 1))
    const ioc = e.place(limit('t', 'buy', 100, 3, { timeInForce: 'IOC' }))
    expect(ioc.order).toMatchObject({ status: 'cancelled', filled: 1n, remaining: 2n })
    e.place(limit('m', 'sell', 100, 1))
    const post = e.place(limit('t', 'buy', 100, 1, { timeInForce: 'POST_ONLY' }))
    expect(post.order).toMatchObject({ status: 'rejected', cancelReason: 'post_only' })
    expect(levels(e)).toEqual({ bids: [], asks: [[100, 1]] })
  })

  it('refuses malformed orders', () => {
    const e = engine()
    expect(() => e.place(limit('a', 'buy', 0, 1))).toThrow(EngineError)
    expect(() => e.place(limit('a', 'buy', 1, 0))).toThrow(EngineError)
    expect(() =>
      e.place({ id: 'x', owner: 'a', side: 'sell', type: 'market', quoteAmount: 5n }),
    ).toThrow(EngineError)
    expect(() => e.place({ id: 'y', owner: 'a', side: 'buy', type: 'market' })).toThrow(EngineError)
    const resting = e.place(limit('a', 'buy', 5, 1)).order
    expect(() => e.place({ ...limit('a', 'buy', 5, 1), id: resting.id })).toThrow(EngineError)
  })

  it('cancels everything when the market closes, and restores orders in priority order', () => {
    const e = engine()
    const a = e.place(limit('a', 'buy', 100, 1)).order
    const b = e.place(limit('b', 'buy', 100, 2)).order
    expect(e.cancelAll(undefined, 'market_closed').map((o) => o.cancelReason)).toEqual([
      'market_closed',
      'market_closed',
    ])
    const restored = engine()
    restored.restore({ ...a, status: 'new', cancelReason: null })
    restored.restore({ ...b, status: 'new', cancelReason: null })
    const r = restored.place(limit('t', 'sell', 100, 1))
    expect(r.trades[0]?.makerOwner).toBe('a')
  })
})

type Command = { kind: 'place'; req: PlaceOrderRequest } | { kind: 'cancel'; id: string }

/** Whole ticks or lots. */
const units = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) })
const owners = fc.integer({ min: 1, max: 4 }).map((k) => `u${k}`)
const sides = fc.constantFrom<Side>('buy', 'sell')
/** A step of the flow; a cancel names an earlier limit order by its position among them. */
const steps = fc.oneof(
  { weight: 15, arbitrary: fc.record({ cancel: fc.nat() }) },
  {
    weight: 10,
    arbitrary: fc.record({
      owner: owners,
      side: sides,
      type: fc.constant('market' as const),
      quantity: units(1, 30),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      owner: owners,
      side: fc.constant('buy' as const),
      type: fc.constant('market' as const),
      quoteAmount: units(100, 30_000),
    }),
  },
  {
    weight: 70,
    arbitrary: fc.record({
      owner: owners,
      side: sides,
      type: fc.constant('limit' as const),
      price: units(980, 1020),
      quantity: units(1, 20),
      timeInForce: fc.oneof(
        { weight: 81, arbitrary: fc.constant('GTC' as const) },
        { weight: 10, arbitrary: fc.constant('IOC' as const) },
        { weight: 9, arbitrary: fc.constant('POST_ONLY' as const) },
      ),
    }),
  },
)

/** Order flow: limits around 1000, markets, cancels, owners that self-trade. */
const orderFlow = (maxLength: number) =>
  fc.array(steps, { minLength: 1, maxLength, size: 'max' }).map((flow) => {
    const limits: string[] = []
    return flow.flatMap((step, i): Command[] => {
      if ('cancel' in step) {
        const id = limits[step.cancel % limits.length]
        return id === undefined ? [] : [{ kind: 'cancel', id }]
      }
      if (step.type === 'limit') limits.push(`r${i}`)
      return [{ kind: 'place', req: { id: `r${i}`, ...step } }]
    })
  })

function run(commands: Command[]) {
  const e = new MatchingEngine({ symbol: 'P', now: () => 1 })
  const log: EngineEvent[] = []
  const finals = new Map<string, OrderState>()
  e.onEvent((ev) => {
    log.push(ev)
    if (ev.type === 'order') finals.set(ev.order.id, ev.order)
  })
  for (const c of commands) {
    if (c.kind === 'place') e.place(c.req)
    else e.cancel(c.id)
    const bid = e.bestBid()
    const ask = e.bestAsk()
    if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask)
  }
  return { e, log, finals }
}

describe('MatchingEngine properties', () => {
  it('never leaves the book crossed and conserves quantity over thousands of random orders', () => {
    fc.assert(
      fc.property(orderFlow(1000), (commands) => {
        const { e, log, finals } = run(commands)
        const traded = new Map<string, bigint>()
        for (const ev of log) {
          if (ev.type !== 'trade') continue
          const t = ev.trade
          traded.set(t.takerOrderId, (traded.get(t.takerOrderId) ?? 0n) + t.quantity)
          traded.set(t.makerOrderId, (traded.get(t.makerOrderId) ?? 0n) + t.quantity)
          expect(t.quantity > 0n).toBe(true)
        }
        let resting = 0n
        for (const o of finals.values()) {
          expect(o.filled).toBe(traded.get(o.id) ?? 0n)
          expect(o.remaining >= 0n && o.filled >= 0n).toBe(true)
          if (o.quantity !== null) expect(o.filled + o.remaining).toBe(o.quantity)
          if (o.quoteAmount !== null) expect(o.filledQuote <= o.quoteAmount).toBe(true)
          if (o.status === 'new' || o.status === 'partially_filled') resting += o.remaining
        }
        const d = e.depth()
        const onBook = [...d.bids, ...d.asks].reduce((s, [, q]) => s + q, 0n)
        expect(onBook).toBe(resting)
        expect(e.openOrders().length).toBe(
          [...finals.values()].filter((o) => o.status === 'new' || o.status === 'partially_filled')
            .length,
        )
      }),
      { numRuns: 8 },
    )
  })

  it('replays the same commands into the same events and book', () => {
    fc.assert(
      fc.property(orderFlow(1000), (commands) => {
        const a = run(commands)
        const b = run(commands)
        expect(b.log).toEqual(a.log)
        expect(b.e.depth()).toEqual(a.e.depth())
      }),
      { numRuns: 4 },
    )
  })
})
