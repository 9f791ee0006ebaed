import fc from 'fast-check'
import { scaleLinear } from 'd3-scale'
import { curveStepAfter, curveStepBefore, line } from 'd3-shape'
import { describe, expect, it } from 'vitest'
import type { DepthPoint } from '@bourse/rules'
import {
  arrowCursor,
  depthGeometry,
  depthMid,
  inWindow,
  linearMap,
  pointerCursor,
  priceWindow,
  stepPath,
  type DepthCursor,
} from './depthGeometry'

/** A float from `min` to `max`: pixel geometry is floating point, as in d3. */
const between = (min: number, max: number) => fc.double({ min, max, noNaN: true })

describe('depthGeometry', () => {
  it('linearMap gives the pixels of d3 scaleLinear', () => {
    fc.assert(
      fc.property(
        between(60_000, 65_000),
        between(0, 3000),
        // where each value sits between lo and hi
        fc.array(between(0, 1), { minLength: 1, maxLength: 200, size: 'max' }),
        (lo, width, shares) => {
          const hi = lo + width
          const d3 = scaleLinear().domain([0, hi]).range([340, 0]).nice(4)
          const x = scaleLinear().domain([lo, hi]).range([0, 828])
          const mapY = linearMap(d3.domain() as [number, number], [340, 0])
          const mapX = linearMap([lo, hi], [0, 828])
          for (const share of shares) {
            const v = lo + share * (hi - lo)
            expect(mapX(v)).toBe(x(v))
            expect(mapY(v)).toBe(d3(v))
          }
        },
      ),
      { numRuns: 20 },
    )
  })

  it('maps an empty domain to the middle, as d3 does', () => {
    expect(linearMap([5, 5], [0, 100])(7)).toBe(scaleLinear().domain([5, 5]).range([0, 100])(7))
  })

  const points = fc.array(fc.tuple(between(-0.04, 899.96), between(0, 340)), {
    maxLength: 500,
    size: 'max',
  })

  it('stepPath is the d3 step line, byte for byte', () => {
    fc.assert(
      fc.property(points, (pairs) => {
        const xy = pairs.flat()
        for (const [step, curve] of [
          ['before', curveStepBefore],
          ['after', curveStepAfter],
        ] as const) {
          const d3 = line<[number, number]>().digits(1).curve(curve)(pairs) ?? ''
          expect(stepPath(xy, step)).toBe(d3)
        }
      }),
      { numRuns: 20, examples: [[[]], [[[0, 0]]]] },
    )
  })

  const at = (x: number, y = 1): DepthPoint => ({
    x,
    y,
    price: String(x),
    quantity: String(y),
    total: String(y),
    notional: String(x * y),
  })
  const bids = [at(99, 1), at(98, 3), at(97, 6)]
  const asks = [at(101, 2), at(102, 4), at(103, 5)]

  it.each([
    ['both sides', bids, asks, 100],
    ['bids only', bids, [], 99],
    ['asks only', [], asks, 101],
    ['an empty book', [], [], 0],
  ] as const)('depthMid of %s', (_, b, a, mid) => {
    expect(depthMid(b, a)).toBe(mid)
  })

  const c = (side: 'bids' | 'asks', index: number, fromKeyboard = true): DepthCursor => ({
    side,
    index,
    fromKeyboard,
  })
  const both = { bids: 3, asks: 3 }
  it.each([
    ['no cursor, right', null, true, both, c('asks', 0)],
    ['no cursor, left', null, false, both, c('bids', 0)],
    ['no cursor, right, no asks', null, true, { bids: 3, asks: 0 }, c('bids', 0)],
    ['no cursor, left, no bids', null, false, { bids: 0, asks: 3 }, c('asks', 0)],
    ['best bid, right: crosses the spread', c('bids', 0), true, both, c('asks', 0)],
    ['best ask, left: crosses the spread', c('asks', 0), false, both, c('bids', 0)],
    ['deeper bid, right', c('bids', 2, false), true, both, c('bids', 1)],
    ['bid, left: deeper', c('bids', 1), false, both, c('bids', 2)],
    ['ask, right: deeper', c('asks', 1), true, both, c('asks', 2)],
    ['deeper ask, left', c('asks', 2), false, both, c('asks', 1)],
    [
      'best bid, right, no asks: stays',
      c('bids', 0, false),
      true,
      { bids: 3, asks: 0 },
      c('bids', 0, false),
    ],
    [
      'best ask, left, no bids: stays',
      c('asks', 0, false),
      false,
      { bids: 0, asks: 3 },
      c('asks', 0, false),
    ],
  ] as const)('arrowCursor: %s', (_, cursor, right, sides, next) => {
    expect(arrowCursor(cursor, right, sides)).toEqual(next)
  })

  it('arrowCursor: left undoes right on a two-sided book', () => {
    fc.assert(
      fc.property(fc.constantFrom('bids' as const, 'asks' as const), fc.nat(50), (side, index) => {
        const cursor = c(side, index)
        expect(arrowCursor(arrowCursor(cursor, true, both), false, both)).toEqual(cursor)
        expect(arrowCursor(arrowCursor(cursor, false, both), true, both)).toEqual(cursor)
      }),
    )
  })

  it.each([
    ['a bid price', 97.8, { side: 'bids', index: 1 }],
    ['the best bid', 99.9, { side: 'bids', index: 0 }],
    ['an ask price', 102.4, { side: 'asks', index: 1 }],
    ['past the drawn asks', 110, { side: 'asks', index: 1 }],
  ] as const)('pointerCursor at %s', (_, price, cursor) => {
    expect(pointerCursor(price, 100, bids, asks, { bidCount: 3, askCount: 2 })).toEqual(cursor)
  })

  it('pointerCursor falls back to the only side, and to null on an empty book', () => {
    expect(pointerCursor(90, 101, [], asks, { bidCount: 0, askCount: 3 })).toEqual({
      side: 'asks',
      index: 0,
    })
    expect(pointerCursor(90, 0, [], [], { bidCount: 0, askCount: 0 })).toBeNull()
  })

  it('inWindow keeps the window edges', () => {
    const view = { lo: 98, hi: 102, maxZoom: 10 }
    expect([97, 98, 100, 102, 103].map((x) => inWindow(view, at(x)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
    expect(inWindow(view, null)).toBe(false)
  })

  it('depthGeometry keeps every drawn level inside the plot, whatever the zoom', () => {
    fc.assert(
      fc.property(between(1, 40), between(100, 1200), between(60, 500), (zoom, w, h) => {
        const view = priceWindow(bids, asks, 100, zoom)
        const g = depthGeometry(bids, asks, view, w, h)
        expect(g.bidCount).toBeGreaterThanOrEqual(1)
        expect(g.askCount).toBeGreaterThanOrEqual(1)
        for (const t of g.yTicks) expect(g.y(t)).toBeGreaterThanOrEqual(0)
        expect(g.bidPath.endsWith('Z')).toBe(true)
        expect(g.askPath.endsWith('Z')).toBe(true)
      }),
      { numRuns: 30 },
    )
  })

  it('depthGeometry draws nothing for an empty book', () => {
    const g = depthGeometry([], [], priceWindow([], [], 0, 1), 600, 300)
    expect([g.bidPath, g.askPath, g.bidStroke, g.askStroke]).toEqual(['', '', '', ''])
  })
})
