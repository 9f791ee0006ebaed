import type { WalletAccount } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import {
  isTransferAllowed,
  TRANSFER_DIRECTIONS,
  transferAmountError,
  transferSources,
  transferTargets,
  withSource,
} from './transfer'

const accounts: WalletAccount[] = ['spot', 'contract', 'second', 'financial', 'fiat']

describe('transfer', () => {
  it('allows exactly the seven directions of the product', () => {
    const allowed = accounts.flatMap((from) =>
      accounts.filter((to) => isTransferAllowed(from, to)).map((to) => `${from}->${to}`),
    )
    expect(allowed.sort()).toEqual(
      [
        'spot->contract',
        'contract->spot',
        'spot->financial',
        'financial->spot',
        'contract->financial',
        'spot->second',
        'second->spot',
      ].sort(),
    )
    expect(TRANSFER_DIRECTIONS).toHaveLength(7)
  })

  it('lists sources and targets; financial cannot go back to contract', () => {
    expect(transferSources()).toEqual(['spot', 'contract', 'financial', 'second'])
    expect(transferTargets('spot')).toEqual(['contract', 'financial', 'second'])
    expect(transferTargets('contract')).toEqual(['spot', 'financial'])
    expect(transferTargets('financial')).toEqual(['spot'])
    expect(transferTargets('fiat')).toEqual([])
  })

  it.each([
    ['second', 'spot', ['second', 'spot']],
    ['financial', 'contract', ['financial', 'spot']],
    ['contract', 'financial', ['contract', 'financial']],
    ['spot', 'spot', ['spot', 'contract']],
  ] as const)('choosing source %s with target %s gives %j', (from, to, pair) => {
    expect(withSource(from, to)).toEqual(pair)
  })

  it.each([
    ['', '100', 'transfer.amount.invalid'],
    ['abc', '100', 'transfer.amount.invalid'],
    ['0', '100', 'transfer.amount.invalid'],
    ['-1', '100', 'transfer.amount.invalid'],
    ['0.000000001', '100', 'transfer.amount.invalid'],
    ['0.00000001', '100', null],
    ['100', '100', null],
    ['100.00000001', '100', 'balance.insufficient'],
    ['5', null, null],
    [' 12.5 ', '20', null],
  ] as const)('amount %j with %j available -> %s', (amount, available, error) => {
    expect(transferAmountError(amount, available)).toBe(error)
  })
})
