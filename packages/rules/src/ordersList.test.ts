import type { SpotOrder } from '@bourse/api-client'
import { spotOrderFixture } from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import {
  filledPercent,
  isOpenOrder,
  mergeOrderEvent,
  pageOf,
  periodStart,
  sortOrders,
  type OrdersSort,
} from './ordersList'

const order = (id: string, fields: Partial<SpotOrder> = {}): SpotOrder =>
  spotOrderFixture({
    id,
    side: 'buy',
    type: 'limit',
    status: 'pending',
    price: '100',
    quantity: '1',
    feeAsset: 'BTC',
    createdAt: 1000,
    updatedAt: 1000,
    ...fields,
  })

const ids = (list: readonly SpotOrder[]) => list.map((o) => o.id)

describe('isOpenOrder', () => {
  it.each([
    ['pending', true],
    ['partially_filled', true],
    ['filled', false],
    ['cancelled', false],
  ] as const)('%s is open: %s', (status, open) => {
    expect(isOpenOrder({ status })).toBe(open)
  })
})

describe('mergeOrderEvent', () => {
  const a = order('a', { createdAt: 3000, updatedAt: 3000 })
  const b = order('b', { createdAt: 2000, updatedAt: 2000 })
  const list = [a, b]

  it.each<[string, SpotOrder, string | undefined, string[]]>([
    [
      'inserts a new open order in time order',
      order('c', { createdAt: 2500, updatedAt: 2500 }),
      undefined,
      ['a', 'c', 'b'],
    ],
    [
      'inserts the newest order first',
      order('n', { createdAt: 9000, updatedAt: 9000 }),
      undefined,
      ['n', 'a', 'b'],
    ],
    ['removes an order that filled', { ...b, status: 'filled', updatedAt: 2100 }, undefined, ['a']],
    [
      'removes an order that was cancelled',
      { ...a, status: 'cancelled', updatedAt: 3100 },
      undefined,
      ['b'],
    ],
    [
      'ignores a finished order it does not hold',
      order('x', { status: 'filled' }),
      undefined,
      ['a', 'b'],
    ],
    [
      'ignores another market when kept to one',
      order('e', { symbol: 'ETHUSDT', createdAt: 9000 }),
      'BTCUSDT',
      ['a', 'b'],
    ],
  ])('%s', (_, event, symbol, expected) => {
    expect(ids(mergeOrderEvent(list, event, symbol))).toEqual(expected)
  })

  it('replaces a partly filled order in place', () => {
    const update = {
      ...b,
      status: 'partially_filled' as const,
      filledQuantity: '0.5',
      updatedAt: 2200,
    }
    const next = mergeOrderEvent(list, update)
    expect(ids(next)).toEqual(['a', 'b'])
    expect(next[1]?.filledQuantity).toBe('0.5')
    expect(list[1]?.filledQuantity).toBe('0')
  })

  it('ignores an event older than the held copy, and returns the same list', () => {
    const held = order('h', { filledQuantity: '0.5', status: 'partially_filled', updatedAt: 5000 })
    const stale = order('h', { updatedAt: 4000 })
    const start = [held]
    expect(mergeOrderEvent(start, stale)).toBe(start)
    expect(mergeOrderEvent(start, { ...stale, status: 'cancelled' })).toBe(start)
  })
})

describe('filledPercent', () => {
  it.each<[string, Partial<SpotOrder>, string | null]>([
    ['nothing filled', {}, '0.00'],
    ['a part by quantity, truncated', { quantity: '3', filledQuantity: '1' }, '33.33'],
    ['all of it', { quantity: '0.01', filledQuantity: '0.01' }, '100.00'],
    [
      'a market buy by amount, by quote spent',
      { type: 'market', price: null, quantity: null, quoteAmount: '200', filledQuote: '50' },
      '25.00',
    ],
    ['no size at all', { quantity: null, quoteAmount: null }, null],
    ['a zero size', { quantity: '0' }, null],
  ])('%s', (_, fields, expected) => {
    expect(filledPercent(order('o', fields))).toBe(expected)
  })
})

describe('sortOrders', () => {
  const list = [
    order('limit-low', { symbol: 'ETHUSDT', price: '9.5', quantity: '20', createdAt: 1 }),
    order('limit-high', {
      symbol: 'BTCUSDT',
      price: '10',
      quantity: '3',
      filledQuantity: '3',
      createdAt: 3,
    }),
    order('market', {
      symbol: 'ADAUSDT',
      type: 'market',
      price: null,
      quantity: null,
      quoteAmount: '5',
      filledQuote: '1',
      createdAt: 2,
    }),
  ]
  it.each<[OrdersSort, string[]]>([
    [null, ['limit-high', 'market', 'limit-low']],
    [{ key: 'time', direction: 'asc' }, ['limit-low', 'market', 'limit-high']],
    [{ key: 'time', direction: 'desc' }, ['limit-high', 'market', 'limit-low']],
    [{ key: 'pair', direction: 'asc' }, ['market', 'limit-high', 'limit-low']],
    // Decimal comparison: 9.5 < 10 (a string sort would put "10" first).
    [{ key: 'price', direction: 'asc' }, ['limit-low', 'limit-high', 'market']],
    [{ key: 'price', direction: 'desc' }, ['limit-high', 'limit-low', 'market']],
    [{ key: 'amount', direction: 'desc' }, ['limit-low', 'limit-high', 'market']],
    [{ key: 'filled', direction: 'desc' }, ['limit-high', 'market', 'limit-low']],
  ])('%j', (sort, expected) => {
    expect(ids(sortOrders(list, sort))).toEqual(expected)
  })

  it('leaves its input untouched', () => {
    const before = ids(list)
    sortOrders(list, { key: 'price', direction: 'asc' })
    expect(ids(list)).toEqual(before)
  })
})

describe('pageOf', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i)
  it.each([
    [1, 20, 0, 20],
    [3, 20, 40, 5],
    [9, 20, 40, 5],
    [0, 10, 0, 10],
  ])('page %i of size %i starts at %i with %i rows', (page, size, first, count) => {
    const slice = pageOf(rows, page, size)
    expect(slice[0]).toBe(first)
    expect(slice).toHaveLength(count)
  })
  it('gives no rows for an empty list', () => {
    expect(pageOf([], 1, 20)).toEqual([])
  })
})

describe('periodStart', () => {
  const now = 100 * 86_400_000
  it.each([
    ['all', undefined],
    ['1d', now - 86_400_000],
    ['1w', now - 7 * 86_400_000],
    ['1m', now - 30 * 86_400_000],
    ['3m', now - 90 * 86_400_000],
  ] as const)('%s', (period, from) => {
    expect(periodStart(period, now)).toBe(from)
  })
})
