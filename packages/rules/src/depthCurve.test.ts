import { mul, parseDecimal, sub } from './decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalArb } from './decimal/decimal.arbitraries'
import { depthCurve, depthSummary, type DepthLevelInput } from './depthCurve'

const levels = (rows: Array<[string, string]>): DepthLevelInput[] =>
  rows.map(([price, quantity]) => ({ price, quantity }))
const plain = (rows: ReturnType<typeof depthCurve>) =>
  rows.map((p) => [p.price, p.quantity, p.total, p.notional])

describe('depthCurve', () => {
  it.each<[string, Array<[string, string]>, number, string[][]]>([
    ['is empty for an empty side', [], Infinity, []],
    [
      'accumulates bids best first',
      [
        ['100', '2'],
        ['99.5', '1'],
        ['99', '3'],
      ],
      Infinity,
      [
        ['100', '2', '2', '200'],
        ['99.5', '1', '3', '299.5'],
        ['99', '3', '6', '596.5'],
      ],
    ],
    [
      'keeps exact decimals (0.1 + 0.2 is 0.3)',
      [
        ['0.5231', '0.1'],
        ['0.5232', '0.2'],
      ],
      Infinity,
      [
        ['0.5231', '0.1', '0.1', '0.05231'],
        ['0.5232', '0.2', '0.3', '0.15695'],
      ],
    ],
    [
      'skips levels with zero quantity',
      [
        ['101', '1'],
        ['102', '0'],
        ['103', '0.5'],
      ],
      Infinity,
      [
        ['101', '1', '1', '101'],
        ['103', '0.5', '1.5', '152.5'],
      ],
    ],
    [
      'reads at most limit levels',
      [
        ['101', '1'],
        ['102', '1'],
        ['103', '1'],
      ],
      2,
      [
        ['101', '1', '1', '101'],
        ['102', '1', '2', '203'],
      ],
    ],
  ])('%s', (_title, rows, limit, expected) => {
    expect(plain(depthCurve(levels(rows), limit))).toEqual(expected)
  })

  it('gives plotting numbers that match the exact values', () => {
    const [point] = depthCurve(levels([['64250.5', '1.25']]))
    expect(point).toMatchObject({ x: 64250.5, y: 1.25 })
  })

  it('uses a pre-parsed key when the level has one', () => {
    const points = depthCurve([{ price: '2', quantity: '3', key: parseDecimal('2') }])
    expect(points[0]?.notional).toBe('6')
  })

  it('reads a level again when its quantity was changed in place', () => {
    const level = { price: '2', quantity: '3' }
    expect(depthCurve([level])[0]?.total).toBe('3')
    level.quantity = '5'
    expect(depthCurve([level])[0]?.total).toBe('5')
  })

  it('refuses a negative quantity', () => {
    expect(() => depthCurve(levels([['1', '-1']]))).toThrow(RangeError)
  })

  it('serialises to its decimal strings', () => {
    expect(JSON.parse(JSON.stringify(depthCurve(levels([['3', '2']]))))).toEqual([
      { price: '3', quantity: '2', total: '2', notional: '6' },
    ])
  })
})

describe('depthSummary', () => {
  it('reports best prices, exact mid and side depths', () => {
    const bids = depthCurve(
      levels([
        ['100', '2'],
        ['99', '1'],
      ]),
    )
    const asks = depthCurve(levels([['100.25', '4']]))
    expect(depthSummary(bids, asks)).toEqual({
      bestBid: '100',
      bestAsk: '100.25',
      mid: '100.125',
      bidTotal: '3',
      askTotal: '4',
    })
  })

  it('has no mid when a side is empty', () => {
    expect(depthSummary([], depthCurve(levels([['1', '1']])))).toMatchObject({
      bestBid: null,
      mid: null,
      bidTotal: '0',
      askTotal: '1',
    })
  })
})

describe('depthCurve properties', () => {
  // a level every 0.5 down from 1000; two times in ten an empty one
  const quantities = fc.array(
    fc.oneof(
      { arbitrary: fc.constant('0'), weight: 2 },
      { arbitrary: decimalArb(3, 0, 99_999), weight: 8 },
    ),
    { minLength: 1, maxLength: 300, size: 'max' },
  )

  it('totals are monotonic, never negative, and exact', () => {
    fc.assert(
      fc.property(quantities, (quantityOf) => {
        const rows = quantityOf.map((quantity, i): [string, string] => [
          sub('1000', mul(String(i), '0.5')),
          quantity,
        ])
        const points = depthCurve(levels(rows))
        let sum = 0n
        let previous = 0n
        for (const point of points) {
          const total = parseDecimal(point.total)
          expect(total >= 0n).toBe(true)
          expect(total > previous).toBe(true)
          expect(parseDecimal(point.notional) >= 0n).toBe(true)
          sum += parseDecimal(point.quantity)
          expect(total).toBe(sum)
          expect(point.y).toBeCloseTo(Number(point.total), 9)
          previous = total
        }
      }),
      { numRuns: 10 },
    )
  })
})
