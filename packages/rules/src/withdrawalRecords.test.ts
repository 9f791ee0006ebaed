import type { Withdrawal } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import { matchesWithdrawalFilters, mergeWithdrawal } from './withdrawalRecords'

const w = (id: string, patch: Partial<Withdrawal> = {}): Withdrawal => ({
  id,
  clientWithdrawalId: `c-${id}`,
  method: 'chain',
  coin: 'USDT',
  chain: 'TRC20',
  address: 'T...',
  amount: '100',
  fee: '1',
  arrivalAmount: '99',
  status: 'applied',
  createdAt: Number(id.slice(1)) * 1000,
  ...patch,
})

const page = [w('w3'), w('w2'), w('w1')]

describe('withdrawalRecords', () => {
  it.each([
    [
      'a decided row replaces its applied copy',
      page,
      w('w2', { status: 'withdrawn' }),
      {},
      ['w3', 'w2', 'w1'],
      'withdrawn',
    ],
    [
      'a rejected row keeps its place',
      page,
      w('w1', { status: 'rejected', reason: 'x' }),
      {},
      ['w3', 'w2', 'w1'],
      'rejected',
    ],
    [
      'a new withdrawal joins page 1, newest first',
      page,
      w('w4'),
      {},
      ['w4', 'w3', 'w2', 'w1'],
      'applied',
    ],
    [
      'a new one past the page size pushes the oldest out',
      page,
      w('w4'),
      { limit: 3 },
      ['w4', 'w3', 'w2'],
      'applied',
    ],
    [
      'a new one does not join a later page',
      page,
      w('w4'),
      { insert: false },
      ['w3', 'w2', 'w1'],
      undefined,
    ],
    [
      'a new one of another coin stays out of a coin filter',
      page,
      w('w4', { coin: 'BTC' }),
      { filters: { coin: 'USDT', status: '' as const } },
      ['w3', 'w2', 'w1'],
      undefined,
    ],
    [
      'a row leaves a status filter it no longer passes',
      page,
      w('w2', { status: 'withdrawn' }),
      { filters: { coin: '', status: 'applied' as const } },
      ['w3', 'w1'],
      undefined,
    ],
  ])('%s', (_name, list, pushed, options, ids, status) => {
    const next = mergeWithdrawal(list, pushed, options)
    expect(next.map((x) => x.id)).toEqual(ids)
    expect(next.find((x) => x.id === pushed.id)?.status).toBe(status)
  })

  it('never turns a decided withdrawal back to applied', () => {
    const decided = [w('w2', { status: 'withdrawn' })]
    expect(mergeWithdrawal(decided, w('w2'))).toBe(decided)
  })

  it.each([
    [{ coin: '', status: '' as const }, true],
    [{ coin: 'USDT', status: 'applied' as const }, true],
    [{ coin: 'BTC', status: '' as const }, false],
    [{ coin: '', status: 'rejected' as const }, false],
  ])('matches filters %o: %s', (filters, expected) => {
    expect(matchesWithdrawalFilters(w('w1'), filters)).toBe(expected)
  })
})
