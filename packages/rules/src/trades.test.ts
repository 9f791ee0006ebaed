import type { PublicTrade } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import { prependTrades } from './trades'

const t = (id: number): PublicTrade => ({
  id,
  symbol: 'BTCUSDT',
  price: '1',
  quantity: '1',
  side: 'buy',
  ts: id,
})

describe('prependTrades', () => {
  it.each<[string, number[], number[], number, number[]]>([
    ['puts new trades first, newest first', [3, 2, 1], [4, 5], 10, [5, 4, 3, 2, 1]],
    ['skips trades already on the tape', [3, 2, 1], [2, 3, 4], 10, [4, 3, 2, 1]],
    ['keeps at most cap trades', [3, 2, 1], [4, 5], 3, [5, 4, 3]],
    ['fills an empty tape', [], [1, 2], 5, [2, 1]],
  ])('%s', (_title, tape, incoming, cap, expected) => {
    expect(prependTrades(tape.map(t), incoming.map(t), cap).map((x) => x.id)).toEqual(expected)
  })

  it('returns the same tape when nothing is new (no re-render)', () => {
    const tape = [t(2), t(1)]
    expect(prependTrades(tape, [t(1)], 5)).toBe(tape)
  })
})
