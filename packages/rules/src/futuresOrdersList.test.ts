import type { FuturesOrder } from '@bourse/api-client'
import { futuresOrderFixture } from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import { finishesFuturesRecord, mergePendingFuturesOrder } from './futuresOrdersList'

const pending = (id: string, fields: Partial<FuturesOrder> = {}) =>
  futuresOrderFixture({ id, status: 'pending', createdAt: Number(id.slice(1)), ...fields })
const ids = (list: readonly FuturesOrder[]) => list.map((o) => o.id)

describe('futuresOrdersList', () => {
  it('takes a new pending order in, newest first, and replaces a held one', () => {
    const list = [pending('f3'), pending('f1')]
    expect(ids(mergePendingFuturesOrder(list, pending('f2')))).toEqual(['f3', 'f2', 'f1'])
    const moved = pending('f1', { takeProfit: '70000' })
    expect(mergePendingFuturesOrder(list, moved)[1]).toBe(moved)
  })

  it.each(['open', 'closed', 'cancelled'] as const)('takes an order out once %s', (status) => {
    const list = [pending('f2'), pending('f1')]
    expect(ids(mergePendingFuturesOrder(list, pending('f1', { status })))).toEqual(['f2'])
    expect(mergePendingFuturesOrder(list, pending('f9', { status }))).toBe(list)
  })

  it('ignores a late pending copy of an order already gone further, and other markets', () => {
    const list = [pending('f1', { status: 'open' })]
    expect(mergePendingFuturesOrder(list, pending('f1'))).toBe(list)
    expect(mergePendingFuturesOrder([], pending('f2', { symbol: 'ETHUSDT' }), 'BTCUSDT')).toEqual(
      [],
    )
  })

  it.each([
    ['current', 'closed', undefined, false],
    ['closed', 'closed', undefined, true],
    ['closed', 'cancelled', undefined, false],
    ['closed', 'open', undefined, false],
    ['history', 'closed', undefined, true],
    ['history', 'cancelled', undefined, true],
    ['history', 'pending', undefined, false],
    ['history', 'closed', 'ETHUSDT', false],
    ['history', 'closed', 'BTCUSDT', true],
  ] as const)(
    'view %s reloads on a %s BTC record (symbol %s): %s',
    (view, status, symbol, reload) => {
      expect(finishesFuturesRecord(view, { status, symbol: 'BTCUSDT' }, symbol)).toBe(reload)
    },
  )
})
