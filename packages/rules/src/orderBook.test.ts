import { compare, parseDecimal } from './decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalArb } from './decimal/decimal.arbitraries'
import {
  applyDepthDiff,
  bufferDepthDiff,
  createDepthBuffer,
  createOrderBook,
  flushDepthBuffer,
  groupLevels,
  spreadOf,
  type DepthDiff,
  type LevelTuple,
  type OrderBookState,
} from './orderBook'

const prices = (book: OrderBookState) => ({
  bids: book.bids.map((l) => [l.price, l.quantity]),
  asks: book.asks.map((l) => [l.price, l.quantity]),
})

const snapshot = {
  lastUpdateId: 10,
  bids: [
    ['99.5', '1'],
    ['100', '2'],
    ['99', '3'],
  ] as LevelTuple[],
  asks: [
    ['101', '1'],
    ['100.5', '4'],
  ] as LevelTuple[],
}

describe('orderBook', () => {
  it('sorts a snapshot best-first on each side', () => {
    expect(prices(createOrderBook(snapshot))).toEqual({
      bids: [
        ['100', '2'],
        ['99.5', '1'],
        ['99', '3'],
      ],
      asks: [
        ['100.5', '4'],
        ['101', '1'],
      ],
    })
  })

  it.each<[string, DepthDiff, string, ReturnType<typeof prices> | null]>([
    [
      'updates, inserts and removes levels',
      {
        seq: 11,
        prevSeq: 10,
        bids: [
          ['99.5', '0'],
          ['99.75', '5'],
        ],
        asks: [
          ['100.5', '2'],
          ['102', '1'],
        ],
      },
      'applied',
      {
        bids: [
          ['100', '2'],
          ['99.75', '5'],
          ['99', '3'],
        ],
        asks: [
          ['100.5', '2'],
          ['101', '1'],
          ['102', '1'],
        ],
      },
    ],
    [
      'drops a diff already in the snapshot',
      { seq: 10, prevSeq: 9, bids: [['1', '1']], asks: [] },
      'stale',
      null,
    ],
    ['reports a gap', { seq: 13, prevSeq: 12, bids: [['1', '1']], asks: [] }, 'gap', null],
    [
      'accepts the first buffered diff that straddles the snapshot',
      { seq: 12, prevSeq: 8, bids: [], asks: [['101', '0']] },
      'applied',
      {
        bids: [
          ['100', '2'],
          ['99.5', '1'],
          ['99', '3'],
        ],
        asks: [['100.5', '4']],
      },
    ],
    [
      'treats removing a missing level as a no-op',
      { seq: 11, prevSeq: 10, bids: [['50', '0']], asks: [] },
      'applied',
      null,
    ],
  ])('%s', (_title, diff, result, expected) => {
    const book = createOrderBook(snapshot)
    const before = prices(book)
    expect(applyDepthDiff(book, diff)).toBe(result)
    expect(prices(book)).toEqual(expected ?? before)
  })

  it('drops stale crossing levels so the book is never crossed', () => {
    const book = createOrderBook(snapshot)
    applyDepthDiff(book, { seq: 11, prevSeq: 10, bids: [['100.5', '1']], asks: [] })
    expect(book.asks.map((l) => l.price)).toEqual(['101'])
    expect(spreadOf(book)).toEqual({
      bestBid: '100.5',
      bestAsk: '101',
      spread: '0.5',
      mid: '100.75',
    })
  })

  it('never changes a level object, so a copied side is a snapshot', () => {
    const book = createOrderBook(snapshot)
    const bids = book.bids.slice()
    const quantities = bids.map((l) => l.quantity)
    applyDepthDiff(book, {
      seq: 11,
      prevSeq: 10,
      bids: bids.map((l) => [l.price, '7'] as const),
      asks: [],
    })
    expect(bids.map((l) => l.quantity)).toEqual(quantities)
    expect(book.bids.map((l) => l.quantity)).toEqual(bids.map(() => '7'))
  })

  it.each([['-0'], ['0.000'], ['+0'], ['.0']])('removes a level whose quantity is %s', (zero) => {
    const book = createOrderBook(snapshot)
    const best = book.bids[0]?.price as string
    applyDepthDiff(book, { seq: 11, prevSeq: 10, bids: [[best, zero]], asks: [] })
    expect(book.bids.map((l) => l.price)).not.toContain(best)
  })

  it.each([['1e3'], ['abc'], ['']])('refuses the quantity %j', (quantity) => {
    const book = createOrderBook(snapshot)
    expect(() =>
      applyDepthDiff(book, { seq: 11, prevSeq: 10, bids: [['99', quantity]], asks: [] }),
    ).toThrow(RangeError)
  })

  it('refuses a negative quantity', () => {
    const book = createOrderBook(snapshot)
    expect(() =>
      applyDepthDiff(book, { seq: 11, prevSeq: 10, bids: [['99', '-1']], asks: [] }),
    ).toThrow(RangeError)
  })

  it.each([
    [
      'bids',
      '0.5',
      3,
      [
        ['100', '2', '2'],
        ['99.5', '1', '3'],
        ['99', '3', '6'],
      ],
    ],
    [
      'bids',
      '1',
      5,
      [
        ['100', '2', '2'],
        ['99', '4', '6'],
      ],
    ],
    ['asks', '1', 5, [['101', '5', '5']]],
    ['bids', '1', 1, [['100', '2', '2']]],
  ] as const)(
    'groups %s by %s into at most %i rows with running totals',
    (side, step, limit, expected) => {
      const book = createOrderBook(snapshot)
      const rows = groupLevels(book[side], side, step, limit)
      expect(rows.map((r) => [r.price, r.quantity, r.total])).toEqual(expected)
    },
  )
})

/** A level priced from `from` tenths over `span` tenths; three times in ten a removal. */
const levelArb = (from: number, span: number) =>
  fc.tuple(
    decimalArb(1, from, from + span - 1),
    fc.oneof(
      { arbitrary: fc.constant('0'), weight: 3 },
      { arbitrary: decimalArb(2, 0, 999), weight: 7 },
    ),
  )

/**
 * A feed of diffs in sequence; `uncrossed` keeps bids below 100.5 and asks above, as a sane feed
 * does, where the other feed puts both sides anywhere from 90 to 110.
 */
const diffsArb = (uncrossed = false) =>
  fc
    .array(
      fc.record({
        bids: fc.array(uncrossed ? levelArb(900, 105) : levelArb(900, 200), {
          minLength: 1,
          maxLength: 6,
        }),
        asks: fc.array(uncrossed ? levelArb(1006, 100) : levelArb(900, 200), {
          minLength: 1,
          maxLength: 6,
        }),
      }),
      { minLength: 1, maxLength: 400, size: 'max' },
    )
    .map((sides) =>
      sides.map((levels, i): DepthDiff => ({ seq: 11 + i, prevSeq: 10 + i, ...levels })),
    )

describe('depth buffer', () => {
  it.each([
    ['a level changed twice keeps its last quantity', [[['100', '5']], [['100', '7']]], '7'],
    ['a level removed then re-added is present', [[['100', '0']], [['100', '3']]], '3'],
    ['a level set then removed is gone', [[['99.25', '3']], [['99.25', '0']]], null],
  ] as const)('%s', (_title, bidChanges, expected) => {
    const book = createOrderBook(snapshot)
    const buffer = createDepthBuffer()
    bidChanges.forEach((bids, i) => {
      const result = bufferDepthDiff(book, buffer, {
        seq: 11 + i,
        prevSeq: 10 + i,
        bids: bids as unknown as LevelTuple[],
        asks: [],
      })
      expect(result).toBe('applied')
    })
    const price = bidChanges[0]![0]![0]
    flushDepthBuffer(book, buffer)
    expect(book.bids.find((l) => l.price === price)?.quantity ?? null).toBe(expected)
    expect(book.lastUpdateId).toBe(10 + bidChanges.length)
    expect(buffer.bids.size).toBe(0)
  })

  it('checks sequences like applyDepthDiff: stale and gap are refused and buffer nothing', () => {
    const book = createOrderBook(snapshot)
    const buffer = createDepthBuffer()
    expect(
      bufferDepthDiff(book, buffer, { seq: 10, prevSeq: 9, bids: [['1', '1']], asks: [] }),
    ).toBe('stale')
    expect(
      bufferDepthDiff(book, buffer, { seq: 13, prevSeq: 12, bids: [['1', '1']], asks: [] }),
    ).toBe('gap')
    expect(buffer.bids.size).toBe(0)
  })

  it('flushing every few diffs gives the book that applying each diff gives', () => {
    fc.assert(
      fc.property(diffsArb(true), (diffs) => {
        const each = createOrderBook(snapshot)
        const batched = createOrderBook(snapshot)
        const buffer = createDepthBuffer()
        diffs.forEach((diff, i) => {
          applyDepthDiff(each, diff)
          expect(bufferDepthDiff(batched, buffer, diff)).toBe('applied')
          if (i % 7 === 6) {
            flushDepthBuffer(batched, buffer)
            expect(prices(batched)).toEqual(prices(each))
          }
        })
        flushDepthBuffer(batched, buffer)
        expect(prices(batched)).toEqual(prices(each))
      }),
      { numRuns: 7 },
    )
  })
})

describe('depth buffer properties', () => {
  it('a crossing feed flushed in batches is never crossed', () => {
    fc.assert(
      fc.property(diffsArb(), (diffs) => {
        const book = createOrderBook(snapshot)
        const buffer = createDepthBuffer()
        diffs.forEach((diff, i) => {
          bufferDepthDiff(book, buffer, diff)
          if (i % 5 !== 4) return
          flushDepthBuffer(book, buffer)
          const bid = book.bids[0]
          const ask = book.asks[0]
          if (bid && ask) expect(bid.key < ask.key).toBe(true)
        })
      }),
      { numRuns: 6 },
    )
  })
})

describe('orderBook properties', () => {
  it('never crossed, never negative, sorted, replay-stable', () => {
    fc.assert(
      fc.property(diffsArb(), (diffs) => {
        const a = createOrderBook(snapshot)
        for (const diff of diffs) {
          expect(applyDepthDiff(a, diff)).toBe('applied')
          const bid = a.bids[0]
          const ask = a.asks[0]
          if (bid && ask) expect(bid.key < ask.key).toBe(true)
        }
        for (const side of ['bids', 'asks'] as const) {
          const levels = a[side]
          for (let i = 0; i < levels.length; i++) {
            expect(parseDecimal(levels[i]!.quantity) > 0n).toBe(true)
            if (i > 0)
              expect(compare(levels[i - 1]!.price, levels[i]!.price)).toBe(side === 'bids' ? 1 : -1)
          }
        }
        const b = createOrderBook(snapshot)
        for (const diff of diffs) applyDepthDiff(b, diff)
        // replaying again changes nothing: every diff is now stale
        for (const diff of diffs) expect(applyDepthDiff(b, diff)).toBe('stale')
        expect(prices(b)).toEqual(prices(a))
      }),
      { numRuns: 10 },
    )
  })
})
