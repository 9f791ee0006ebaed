import type { Deposit, WalletCoin, WalletOverview } from '@bourse/api-client'
import { add, compare } from './decimal'
import { describe, expect, it } from 'vitest'
import {
  accountAllocation,
  allocationSlices,
  assetAllocation,
  confirmationsText,
  depositCoins,
  isEmptyOverview,
  mergeDeposit,
  percentsOfTotal,
  pickDepositPair,
  shortenAddress,
} from './walletDisplay'

const chain = (id: 'ERC20' | 'TRC20' | 'BTC' | 'ETH' | 'BANK', deposit = true) => ({
  chain: id,
  name: id,
  deposit,
  withdraw: true,
  minDeposit: '0.001',
  confirmations: 12,
  minWithdraw: '10',
  withdrawFee: '1',
  decimals: 6,
})
const coins: WalletCoin[] = [
  { coin: 'USDT', account: 'spot', chains: [chain('ERC20'), chain('TRC20')] },
  { coin: 'BTC', account: 'spot', chains: [chain('BTC')] },
  { coin: 'USD', account: 'fiat', chains: [chain('BANK', false)] },
]

const deposit = (id: string, fields: Partial<Deposit> = {}): Deposit => ({
  id,
  coin: 'USDT',
  chain: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  amount: '100',
  txHash: `0x${id}`,
  confirmations: 3,
  requiredConfirmations: 12,
  status: 'in_progress',
  createdAt: Number(id.slice(1)) * 1000,
  ...fields,
})
const ids = (list: readonly Deposit[]) => list.map((d) => d.id)

describe('walletDisplay', () => {
  it('offers only coins with an auto-deposit chain, each with only those chains', () => {
    const offered = depositCoins(coins)
    expect(offered.map((c) => c.coin)).toEqual(['USDT', 'BTC'])
    expect(offered[0]?.chains.map((c) => c.chain)).toEqual(['ERC20', 'TRC20'])
  })

  it.each([
    ['USDT', 'TRC20', 'USDT', 'TRC20'],
    ['USDT', undefined, 'USDT', 'ERC20'],
    ['BTC', 'TRC20', 'BTC', 'BTC'],
    ['DOGE', undefined, 'USDT', 'ERC20'],
    [undefined, undefined, 'USDT', 'ERC20'],
  ])('picks %s on %s as %s on %s', (coin, chainId, wantCoin, wantChain) => {
    const pair = pickDepositPair(depositCoins(coins), coin, chainId)
    expect([pair?.coin.coin, pair?.chain.chain]).toEqual([wantCoin, wantChain])
  })

  it('picks nothing when no coin takes deposits', () => {
    expect(pickDepositPair([], 'USDT', 'TRC20')).toBeNull()
  })

  it.each([
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TQn9Y2…bLSE'],
    ['0x52908400098527886E0F7030069857D2E4169EE7', '0x5290…9EE7'],
    ['1BoatSLRHtKNngkdXEeobR76b53LETtpyT', '1BoatS…tpyT'],
    ['short-addr1', 'short-addr1'],
    ['', ''],
  ])('shortens %s to %s', (address, shown) => {
    expect(shortenAddress(address)).toBe(shown)
  })

  it.each([
    [7, 12, '7/12'],
    [0, 12, '0/12'],
    [15, 12, '12/12'],
    [1, 1, '1/1'],
  ])('shows %i of %i confirmations as %s', (confirmations, requiredConfirmations, text) => {
    expect(confirmationsText({ confirmations, requiredConfirmations })).toBe(text)
  })

  it('inserts a new deposit newest first, keeps the page size, and updates a held one in place', () => {
    const list = [deposit('d3'), deposit('d1')]
    expect(ids(mergeDeposit(list, deposit('d2')))).toEqual(['d3', 'd2', 'd1'])
    expect(ids(mergeDeposit(list, deposit('d4'), { limit: 2 }))).toEqual(['d4', 'd3'])
    const confirmed = deposit('d1', { confirmations: 12, status: 'success' })
    expect(mergeDeposit(list, confirmed)[1]).toBe(confirmed)
  })

  it.each([
    [
      'fewer confirmations',
      deposit('d1', { confirmations: 5 }),
      deposit('d1', { confirmations: 4 }),
    ],
    [
      'in progress after success',
      deposit('d1', { status: 'success', confirmations: 12 }),
      deposit('d1', { confirmations: 11 }),
    ],
    [
      'in progress after failure',
      deposit('d1', { status: 'failed', reason: 'below_minimum', confirmations: 12 }),
      deposit('d1', { confirmations: 12 }),
    ],
  ])('ignores a copy with %s', (_, held, pushed) => {
    const list = [held]
    expect(mergeDeposit(list, pushed)).toBe(list)
  })

  it.each([
    ['another coin', deposit('d9', { coin: 'BTC', chain: 'BTC' }), { coin: 'USDT' }],
    ['another status', deposit('d9'), { status: 'success' as const }],
    ['a later page', deposit('d9'), { insert: false }],
  ])('does not add a new deposit of %s', (_, pushed, options) => {
    const list = [deposit('d1')]
    expect(mergeDeposit(list, pushed, options)).toBe(list)
  })

  it('keeps a held row that left the status filter, updated, until the next load', () => {
    const list = [deposit('d1')]
    const done = deposit('d1', { status: 'success', confirmations: 12 })
    expect(mergeDeposit(list, done, { status: 'in_progress' })).toEqual([done])
  })

  it.each([
    ['nothing', [], []],
    ['zeros only', [{ key: 'spot', value: '0' }], []],
    ['one part', [{ key: 'USDT', value: '12.5' }], [['USDT', '12.5', '1', '100']]],
    [
      'parts largest first with their shares',
      [
        { key: 'BTC', value: '250' },
        { key: 'USDT', value: '750' },
        { key: 'ETH', value: '0' },
      ],
      [
        ['USDT', '750', '0.75', '75'],
        ['BTC', '250', '0.25', '25'],
      ],
    ],
    [
      'thirds, the missing hundredth to the first',
      [
        { key: 'A', value: '1' },
        { key: 'B', value: '1' },
        { key: 'C', value: '1' },
      ],
      [
        ['A', '1', '0.333333', '33.34'],
        ['B', '1', '0.333333', '33.33'],
        ['C', '1', '0.333333', '33.33'],
      ],
    ],
    [
      'parts whose cut percents read 99.99',
      [
        { key: 'spot', value: '200' },
        { key: 'contract', value: '74.5' },
        { key: 'second', value: '25.5' },
      ],
      [
        ['spot', '200', '0.666666', '66.67'],
        ['contract', '74.5', '0.248333', '24.83'],
        ['second', '25.5', '0.085', '8.5'],
      ],
    ],
  ])('splits %s', (_, items, slices) => {
    expect(allocationSlices(items).map((s) => [s.key, s.value, s.share, s.percent])).toEqual(slices)
  })

  it.each([
    ['one part', ['5'], '5', ['100']],
    ['exact halves', ['1', '1'], '2', ['50', '50']],
    ['thirds: the tie goes to the earlier part', ['1', '1', '1'], '3', ['33.34', '33.33', '33.33']],
    ['200 / 74.5 / 25.5 of 300', ['200', '74.5', '25.5'], '300', ['66.67', '24.83', '8.5']],
    [
      'the hundredth goes to the largest remainder, not the largest part',
      ['70.004', '29.996'],
      '100',
      ['70', '30'],
    ],
    [
      'sevenths: four hundredths missing',
      ['1', '1', '1', '1', '1', '1', '1'],
      '7',
      ['14.29', '14.29', '14.29', '14.29', '14.28', '14.28', '14.28'],
    ],
    ['a tiny part keeps 0', ['999999', '1'], '1000000', ['100', '0']],
    ['decimal parts', ['0.1', '0.2'], '0.3', ['33.33', '66.67']],
  ])('percentsOfTotal: %s', (_, values, total, percents) => {
    expect(percentsOfTotal(values, total)).toEqual(percents)
  })

  it('percentsOfTotal always adds up to exactly 100', () => {
    for (let n = 1; n <= 12; n += 1)
      for (let seed = 1; seed <= 8; seed += 1) {
        const values = Array.from({ length: n }, (_, i) =>
          String(((seed * 7919 + i * 104729) % 997) + 1),
        )
        const total = values.reduce((sum, v) => add(sum, v), '0')
        const sum = percentsOfTotal(values, total).reduce((acc, p) => add(acc, p), '0')
        expect(compare(sum, '100')).toBe(0)
      }
  })

  it('groups the parts beyond six into "Other"', () => {
    const items = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((key, i) => ({
      key,
      value: String(80 - i * 10),
    }))
    const slices = allocationSlices(items)
    expect(slices.map((s) => s.key)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'other'])
    expect(slices[6]).toMatchObject({ value: '30', members: ['G', 'H'], percent: '8.33' })
    expect(allocationSlices(items.slice(0, 6)).map((s) => s.key)).not.toContain('other')
  })

  const overview: WalletOverview = {
    totalUsdt: '1300',
    totalBtc: '0.02',
    btcPrice: '65000',
    valuedAt: 0,
    accounts: [
      {
        account: 'spot',
        totalUsdt: '1000',
        totalBtc: '0',
        balances: [
          { asset: 'USDT', available: '350', frozen: '0', total: '350', valueUsdt: '350' },
          { asset: 'BTC', available: '0.01', frozen: '0', total: '0.01', valueUsdt: '650' },
        ],
      },
      {
        account: 'contract',
        totalUsdt: '300',
        totalBtc: '0',
        balances: [
          { asset: 'USDT', available: '300', frozen: '0', total: '300', valueUsdt: '300' },
        ],
      },
      { account: 'fiat', totalUsdt: '0', totalBtc: '0', balances: [] },
    ],
  }

  it('values accounts by their totals and assets summed across accounts', () => {
    expect(accountAllocation(overview)).toEqual([
      { key: 'spot', value: '1000' },
      { key: 'contract', value: '300' },
      { key: 'fiat', value: '0' },
    ])
    expect(assetAllocation(overview)).toEqual([
      { key: 'USDT', value: '650' },
      { key: 'BTC', value: '650' },
    ])
  })

  it.each([
    ['no overview', null, true],
    ['all accounts at zero', { ...overview, accounts: [overview.accounts[2]!] }, true],
    ['some value', overview, false],
  ])('an overview with %s is empty: %s', (_, given, empty) => {
    expect(isEmptyOverview(given)).toBe(empty)
  })
})
