import type { FuturesOrder } from '@bourse/api-client'
import { futuresOrderFixture } from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import { isOpenPosition, mergePositionEvent, sortPositions } from './positionsList'

const at = (id: string, openedAt: number, fields: Partial<FuturesOrder> = {}) =>
  futuresOrderFixture({ id, openedAt, createdAt: openedAt, ...fields })

const a = at('p-a', 3000)
const b = at('p-b', 2000)
const c = at('p-c', 1000, { symbol: 'ETHUSDT' })
const list: readonly FuturesOrder[] = [a, b, c]
const ids = (rows: readonly FuturesOrder[]) => rows.map((p) => p.id)

describe('positionsList', () => {
  it.each([
    ['open', true],
    ['pending', false],
    ['closed', false],
    ['cancelled', false],
  ] as const)('a %s record is an open position: %s', (status, open) => {
    expect(isOpenPosition({ status })).toBe(open)
  })

  it.each<[string, FuturesOrder, string | undefined, string[]]>([
    [
      'inserts a new open position newest first',
      at('p-new', 4000),
      undefined,
      ['p-new', 'p-a', 'p-b', 'p-c'],
    ],
    [
      'inserts an older position in its place',
      at('p-mid', 2500),
      undefined,
      ['p-a', 'p-mid', 'p-b', 'p-c'],
    ],
    [
      'replaces a held position in place',
      { ...b, markPrice: '65000' },
      undefined,
      ['p-a', 'p-b', 'p-c'],
    ],
    [
      'removes a closed position',
      { ...b, status: 'closed', closeMethod: 'user' },
      undefined,
      ['p-a', 'p-c'],
    ],
    [
      'removes a liquidated position',
      { ...a, status: 'closed', closeMethod: 'liquidation' },
      undefined,
      ['p-b', 'p-c'],
    ],
    [
      'ignores a pending limit order',
      at('p-limit', 5000, { status: 'pending' }),
      undefined,
      ['p-a', 'p-b', 'p-c'],
    ],
    [
      'ignores another market when kept to one',
      at('p-eth', 5000, { symbol: 'ETHUSDT' }),
      'BTCUSDT',
      ['p-a', 'p-b', 'p-c'],
    ],
    [
      'takes its own market when kept to one',
      at('p-btc', 5000),
      'BTCUSDT',
      ['p-btc', 'p-a', 'p-b', 'p-c'],
    ],
  ])('%s', (_, event, symbol, expected) => {
    expect(ids(mergePositionEvent(list, event, symbol))).toEqual(expected)
  })

  it('takes the fresh live figures of a replaced row', () => {
    const next = mergePositionEvent(list, { ...b, unrealisedPnl: '-2.5', roe: '-0.13' })
    expect(next[1]).toMatchObject({ id: 'p-b', unrealisedPnl: '-2.5', roe: '-0.13' })
  })

  it('returns the same list when nothing changed', () => {
    expect(mergePositionEvent(list, { ...c, status: 'cancelled' }, 'BTCUSDT')).toBe(list)
    expect(mergePositionEvent(list, at('p-gone', 1, { status: 'closed' }))).toBe(list)
  })

  it('sorts by opening time, a pending-time fallback and then id', () => {
    const sameTime = [at('p-1', 10), at('p-2', 10), at('p-0', 20, { openedAt: null })]
    expect(ids(sortPositions(sameTime))).toEqual(['p-0', 'p-2', 'p-1'])
  })
})
