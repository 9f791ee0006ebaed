import { describe, expect, it } from 'vitest'
import {
  mergeIntoPage,
  mergeLiveRecord,
  newestFirst,
  type LiveMergeRule,
  type LiveRecord,
  type PagePlacement,
  type RecordPage,
} from './liveList'

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

  // The list's own rule as a records page uses it: a new record joins page 1 up to its size.
  const pageRule = (held: readonly Row[], pushed: Row, { insert, limit }: PagePlacement) => {
    const merged = mergeLiveRecord(held, pushed, rule)
    if (merged.length > held.length && !insert) return held
    return merged.length > limit ? merged.slice(0, limit) : merged
  }
  const page = (
    pageIndex: number,
    rows: Row[] = [row('r3'), row('r1')],
    pageSize = 3,
  ): RecordPage<Row> => ({ list: rows, total: 10, pageIndex, pageSize })

  it.each([
    ['a new record joins page 1 and the total', page(1), row('r2'), ['r3', 'r2', 'r1'], 11],
    ['a replaced record keeps the total', page(1), row('r1', { version: 2 }), ['r3', 'r1'], 10],
    [
      'a record that leaves takes one off',
      page(1),
      row('r1', { open: false, version: 2 }),
      ['r3'],
      9,
    ],
    ['a new record does not join a later page', page(2), row('r4'), ['r3', 'r1'], 10],
    [
      'an older record cut off a full page 1 keeps the total',
      page(1, [row('r5'), row('r4'), row('r3')]),
      row('r1', { version: 2 }),
      ['r5', 'r4', 'r3'],
      10,
    ],
  ] as const)('mergeIntoPage: %s', (_, held, pushed, expected, total) => {
    const next = mergeIntoPage(held, pushed, pageRule)
    expect(ids(next.list)).toEqual(expected)
    expect(next.total).toBe(total)
  })

  it('mergeIntoPage returns the same page when the list did not change', () => {
    const held = page(1)
    expect(mergeIntoPage(held, row('r1', { version: 0 }), pageRule)).toBe(held)
  })
})
