import type { WalletBalance, WalletCoin, WalletOverview } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import {
  coinActions,
  isSmallBalance,
  shownBalances,
  transferAssets,
  transferDirectionFor,
} from './balances'

const balance = (asset: string, available: string, valueUsdt: string): WalletBalance => ({
  asset,
  available,
  frozen: '0',
  total: available,
  valueUsdt,
})

const chain = (deposit: boolean, withdraw: boolean) => ({
  chain: 'BTC' as const,
  name: 'Bitcoin',
  deposit,
  withdraw,
  minDeposit: '0.001',
  confirmations: 12,
  minWithdraw: '0.001',
  withdrawFee: '0.0005',
  decimals: 8,
})

const coins: WalletCoin[] = [
  { coin: 'BTC', account: 'spot', chains: [chain(true, true)] },
  { coin: 'USD', account: 'fiat', chains: [chain(false, true)] },
]

describe('isSmallBalance', () => {
  it.each([
    ['0', true],
    ['0.9999', true],
    ['1', false],
    ['1250.5', false],
  ])('a balance worth %s USDT is small: %s', (value, small) => {
    expect(isSmallBalance(balance('BTC', '1', value))).toBe(small)
  })
})

describe('shownBalances', () => {
  const list = [balance('USDT', '10', '10'), balance('DOGE', '2', '0.2')]
  it('keeps every balance unless small ones are hidden', () => {
    expect(shownBalances(list, false)).toEqual(list)
    expect(shownBalances(list, true).map((b) => b.asset)).toEqual(['USDT'])
  })
})

describe('coinActions', () => {
  it.each([
    ['spot', 'BTC', { deposit: true, withdraw: true }],
    ['contract', 'BTC', { deposit: false, withdraw: false }],
    ['fiat', 'USD', { deposit: false, withdraw: true }],
    ['spot', 'SOL', { deposit: false, withdraw: false }],
  ] as const)('%s %s -> %o', (account, asset, expected) => {
    expect(coinActions(coins, account, asset)).toEqual(expected)
  })
})

describe('transferAssets', () => {
  it('offers USDT first, then the other assets with something available, A to Z', () => {
    const overview = {
      accounts: [
        { account: 'spot', balances: [balance('ETH', '1', '3000'), balance('BTC', '0', '0')] },
        { account: 'contract', balances: [balance('ADA', '5', '2'), balance('USDT', '1', '1')] },
      ],
    } as WalletOverview
    expect(transferAssets(overview)).toEqual(['USDT', 'ADA', 'ETH'])
    expect(transferAssets(undefined)).toEqual(['USDT'])
  })
})

describe('transferDirectionFor', () => {
  it.each([
    ['spot', { from: 'spot', to: 'contract' }],
    ['contract', { from: 'contract', to: 'spot' }],
    ['financial', { from: 'financial', to: 'spot' }],
    ['second', { from: 'second', to: 'spot' }],
    ['fiat', { from: 'spot', to: 'contract' }],
  ] as const)('%s -> %o', (account, direction) => {
    expect(transferDirectionFor(account)).toEqual(direction)
  })
})
