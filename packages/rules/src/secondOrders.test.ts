import type { SecondOrder } from '@bourse/api-client'
import { secondOrderFixture } from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import { isOpenSecondOrder, mergeSecondOrder, secondsLeft } from './secondOrders'

const order = (id: string, fields: Partial<SecondOrder> = {}) =>
  secondOrderFixture({ id, createdAt: Number(id.slice(1)) * 1000, ...fields })
const ids = (list: readonly SecondOrder[]) => list.map((o) => o.id)

describe('secondOrders', () => {
  it.each([
    ['pending', true],
    ['holding', true],
    ['settling', true],
    ['settled', false],
  ] as const)('a %s contract is open: %s', (status, open) => {
    expect(isOpenSecondOrder({ status })).toBe(open)
  })

  it('inserts a new contract newest first and replaces a held one', () => {
    const list = [order('s3'), order('s1')]
    expect(ids(mergeSecondOrder(list, order('s2')))).toEqual(['s3', 's2', 's1'])
    const settled = order('s1', { status: 'settled', result: 'win', profit: '850' })
    expect(mergeSecondOrder(list, settled)[1]).toBe(settled)
  })

  it('never turns a contract back to an earlier status', () => {
    const list = [order('s1', { status: 'settled' })]
    expect(mergeSecondOrder(list, order('s1', { status: 'holding' }))).toBe(list)
  })

  it('drops a settled contract from an open-only list, and ignores other markets', () => {
    const list = [order('s2'), order('s1')]
    expect(
      ids(mergeSecondOrder(list, order('s1', { status: 'settled' }), { dropSettled: true })),
    ).toEqual(['s2'])
    expect(mergeSecondOrder(list, order('s9', { status: 'settled' }), { dropSettled: true })).toBe(
      list,
    )
    expect(mergeSecondOrder(list, order('s3', { symbol: 'ETHUSDT' }), { symbol: 'BTCUSDT' })).toBe(
      list,
    )
  })

  it('updates only held rows when inserting is off, and keeps at most `limit`', () => {
    const list = [order('s2'), order('s1')]
    expect(mergeSecondOrder(list, order('s3'), { insert: false })).toBe(list)
    expect(ids(mergeSecondOrder(list, order('s3'), { limit: 2 }))).toEqual(['s3', 's2'])
  })

  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('settleAt %i at now %i leaves %i s', (settleAt, now, left) => {
    expect(secondsLeft(settleAt, now)).toBe(left)
  })
})
