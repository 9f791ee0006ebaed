import { describe, expect, it } from 'vitest'
import { mergeLiveRecord, newestFirst, type LiveMergeRule, type LiveRecord } from './liveList'

type Row = LiveRecord & { open: boolean; version: number }

const row = (id: string, fields: Partial<Row> = {}): Row => ({
  id,
  symbol: 'BTCUSDT',
  createdAt: Number(id.slice(1)),
  open: true,
  version: 1,
  ...fields,
})
const rule: LiveMergeRule<Row> = {
  belongs: (r) => r.open,
  isBehind: (held, pushed) => held.version > pushed.version,
}
const ids = (list: readonly Row[]) => list.map((r) => r.id)
const list = [row('r3'), row('r1')]

describe('liveList', () => {
  it.each([
    ['inserts a new record newest first', row('r2'), rule, ['r3', 'r2', 'r1']],
    ['appends an older one last', row('r0'), rule, ['r3', 'r1', 'r0']],
    ['removes one that no longer belongs', row('r1', { open: false, version: 2 }), rule, ['r3']],
    ['keeps the place of a replaced one', row('r1', { version: 2 }), rule, ['r3', 'r1']],
  ] as const)('%s', (_, pushed, r, expected) => {
    expect(ids(mergeLiveRecord(list, pushed, r))).toEqual(expected)
  })

  it.each([
    ['a copy behind the held one', row('r1', { open: false, version: 0 }), rule],
    [
      'a record of another market',
      row('r2', { symbol: 'ETHUSDT' }),
      { ...rule, symbol: 'BTCUSDT' },
    ],
    ['a record that leaves but was never held', row('r9', { open: false }), rule],
  ] as const)('returns the same list for %s', (_, pushed, r) => {
    expect(mergeLiveRecord(list, pushed, r)).toBe(list)
  })

  it('replaces the held copy with the pushed object', () => {
    const pushed = row('r1', { version: 2 })
    expect(mergeLiveRecord(list, pushed, rule)[1]).toBe(pushed)
  })

  it('orders equal times by id, newest id first', () => {
    expect(
      [row('a1', { createdAt: 5 }), row('b1', { createdAt: 5 })].sort(newestFirst).map((r) => r.id),
    ).toEqual(['b1', 'a1'])
  })
})
