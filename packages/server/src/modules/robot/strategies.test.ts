import { describe, expect, it } from 'vitest'
import {
  decideGrid,
  decideMeanReversion,
  gridLevels,
  movingAverage,
  resolveParams,
} from './strategies'
import type {
  DecideInput,
  GridState,
  MarketGrid,
  MeanReversionState,
  OrderFate,
} from './strategies'

/** BTCUSDT's grid: tick 0.01, lot 0.00001, minimum 0.00001 and 5 USDT. */
const BTC: MarketGrid = {
  lotAmount: 1000n,
  notionalAmount: 10n,
  minLots: 1n,
  minNotional: 50_000_000n,
}
const USDT = (n: bigint) => n * 100_000_000n

function input<S>(over: Partial<DecideInput<S>> = {}): DecideInput<S> {
  return {
    state: null,
    price: 6_425_000n,
    budget: { quote: USDT(100n), base: 0n },
    market: BTC,
    params: {},
    investment: USDT(100n),
    fate: (): OrderFate => 'open',
    ...over,
  }
}

describe('resolveParams', () => {
  it.each([
    ['grid', {}, { rangePercent: '2', gridCount: '6' }],
    ['grid', { rangePercent: '0.5', gridCount: '20' }, { rangePercent: '0.5', gridCount: '20' }],
    ['grid', { rangePercent: '10.0' }, { rangePercent: '10', gridCount: '6' }],
    [
      'mean_reversion',
      { bandPercent: '0.05' },
      { windowSize: '12', bandPercent: '0.05', orderPercent: '25' },
    ],
  ] as const)('accepts %s %o as %o', (id, given, expected) => {
    expect(resolveParams(id, given)).toEqual({ params: expected })
  })

  it.each([
    ['grid', { rangePercent: '0.4' }, 'rangePercent'],
    ['grid', { rangePercent: '10.1' }, 'rangePercent'],
    ['grid', { rangePercent: '1.25' }, 'rangePercent'],
    ['grid', { gridCount: '1' }, 'gridCount'],
    ['grid', { gridCount: '2.5' }, 'gridCount'],
    ['grid', { gridCount: 'six' }, 'gridCount'],
    ['grid', { windowSize: '12' }, 'windowSize'],
    ['mean_reversion', { windowSize: '61' }, 'windowSize'],
    ['mean_reversion', { bandPercent: '0.001' }, 'bandPercent'],
    ['mean_reversion', { orderPercent: '-5' }, 'orderPercent'],
  ] as const)('refuses %s %o (names %s)', (id, given, name) => {
    const result = resolveParams(id, given)
    expect('problem' in result && result.problem.name).toBe(name)
  })
})

describe('gridLevels', () => {
  it.each([
    [10_000n, '2', 6, [9_800n, 9_880n, 9_960n, 10_040n, 10_120n, 10_200n]],
    [10_000n, '1', 2, [9_900n, 10_100n]],
    // The level at the price itself is left out: the grid starts there.
    [10_000n, '2', 3, [9_800n, 10_200n]],
    // Too fine a range for the tick: duplicate levels collapse.
    [100n, '0.5', 6, [99n]],
  ])('%s at %s %% in %s levels', (price, range, count, expected) => {
    expect(gridLevels(price, range, count)).toEqual(expected)
  })
})

describe('decideGrid', () => {
  const params = { rangePercent: '2', gridCount: '6' }

  it('lays buys below the price and buys the base for the sells above at market', () => {
    const d = decideGrid(input<GridState>({ params }))
    expect(d.state.levels).toHaveLength(6)
    expect(d.state.lots).toBe('25')
    expect(d.state.slots.map((s) => s.side)).toEqual(['buy', 'buy', 'buy', 'sell', 'sell', 'sell'])
    // 3 sell levels x 25 lots at 64250.00 = 48.1875 USDT, then the three limit buys.
    expect(d.actions[0]).toEqual({
      side: 'buy',
      type: 'market',
      quoteAmount: 3n * 25n * 6_425_000n,
    })
    expect(d.actions.slice(1).map((a) => [a.side, a.type, 'price' in a && a.price])).toEqual([
      ['buy', 'limit', 6_296_500n],
      ['buy', 'limit', 6_347_900n],
      ['buy', 'limit', 6_399_300n],
    ])
  })

  it('never commits more quote than the budget holds', () => {
    const d = decideGrid(input<GridState>({ params, budget: { quote: USDT(60n), base: 0n } }))
    const spent = d.actions.reduce(
      (t, a) =>
        t +
        (a.type === 'market' && a.side === 'buy'
          ? a.quoteAmount * BTC.notionalAmount
          : a.type === 'limit' && a.side === 'buy'
            ? a.price * a.lots * BTC.notionalAmount
            : 0n),
      0n,
    )
    expect(spent).toBeLessThanOrEqual(USDT(60n))
    expect(d.actions.length).toBeLessThan(4)
  })

  it('places the sells once the base is held, the last one with what fees left', () => {
    const first = decideGrid(input<GridState>({ params }))
    const placed: GridState = {
      ...first.state,
      slots: first.state.slots.map((s, i) => (s.side === 'buy' ? { ...s, orderId: `b${i}` } : s)),
    }
    const d = decideGrid(
      input<GridState>({ params, state: placed, budget: { quote: 0n, base: 74_925n } }),
    )
    expect(d.actions.map((a) => [a.side, 'lots' in a && a.lots])).toEqual([
      ['sell', 25n],
      ['sell', 25n],
      ['sell', 24n],
    ])
  })

  it('re-arms the opposite level when an order fills and the same one when it is cancelled', () => {
    const state: GridState = {
      levels: ['9800', '9900', '10100', '10200'],
      lots: '10000',
      stocked: true,
      slots: [
        { level: 0, side: 'buy', orderId: 'a' },
        { level: 1, side: 'buy', orderId: 'b' },
        { level: 2, side: 'sell', orderId: 'c' },
        { level: 3, side: 'sell', orderId: 'd' },
      ],
    }
    const fates: Record<string, OrderFate> = { a: 'open', b: 'filled', c: 'cancelled', d: 'open' }
    const d = decideGrid(
      input<GridState>({
        params,
        state,
        price: 9_900n,
        budget: { quote: USDT(100n), base: 20_000_000n },
        fate: (id) => fates[id] ?? 'open',
      }),
    )
    expect(d.state.slots).toEqual([
      { level: 0, side: 'buy', orderId: 'a' },
      { level: 2, side: 'sell', orderId: null },
      { level: 2, side: 'sell', orderId: null },
      { level: 3, side: 'sell', orderId: 'd' },
    ])
    expect(d.actions).toEqual([
      { side: 'sell', type: 'limit', price: 10_100n, lots: 10_000n, slot: 1 },
      { side: 'sell', type: 'limit', price: 10_100n, lots: 10_000n, slot: 2 },
    ])
  })

  it('does nothing when a level is below the minimum order value', () => {
    const d = decideGrid(
      input<GridState>({ params, budget: { quote: USDT(10n), base: 0n }, investment: USDT(10n) }),
    )
    expect(d.actions).toEqual([])
  })
})

describe('movingAverage', () => {
  it.each([
    [[], null],
    [[10n], 10n],
    [[10n, 11n], 10n],
    [[1n, 2n, 3n, 4n], 2n],
  ])('of %o is %s (truncated)', (prices, expected) => {
    expect(movingAverage(prices)).toBe(expected)
  })
})

describe('decideMeanReversion', () => {
  const params = { windowSize: '5', bandPercent: '1', orderPercent: '25' }
  const window = (prices: bigint[]): MeanReversionState => ({ prices: prices.map(String) })

  it('waits until the window is full', () => {
    const d = decideMeanReversion(
      input<MeanReversionState>({ params, state: window([100_000n, 100_000n, 100_000n]) }),
    )
    expect(d).toEqual({ state: window([100_000n, 100_000n, 100_000n, 6_425_000n]), actions: [] })
  })

  it.each([
    // average of (4 x 100000 + 98000) = 99600; 98000 < 99600 x 0.99 = 98604 -> buy 25 % of 100
    [
      98_000n,
      { quote: USDT(100n), base: 0n },
      [{ side: 'buy', type: 'market', quoteAmount: 250_000_000n }],
    ],
    // average 99800: 99000 is inside the band (above 98802): nothing
    [99_000n, { quote: USDT(100n), base: 0n }, []],
    // average 100400, 102000 > 100400 x 1.01 = 101404 -> sell all the base held (0.01 BTC = 1000 lots)
    [102_000n, { quote: 0n, base: 1_000_000n }, [{ side: 'sell', type: 'market', lots: 1000n }]],
    // above the band with no base: nothing to sell
    [102_000n, { quote: USDT(100n), base: 0n }, []],
    // below the band with too little quote for the minimum order value: nothing
    [98_000n, { quote: USDT(10n), base: 0n }, []],
  ] as const)('at %s with %o does %o', (price, budget, actions) => {
    const d = decideMeanReversion(
      input<MeanReversionState>({
        params,
        price,
        budget,
        state: window([100_000n, 100_000n, 100_000n, 100_000n]),
      }),
    )
    expect(d.actions).toEqual(actions)
    expect(d.state.prices).toHaveLength(5)
  })
})
