import { describe, expect, it } from 'vitest'
import { assetFilter, ledgerRequest, noLedgerFilters } from './ledgerFilters'

const page = { pageIndex: 2, pageSize: 50 }

describe('assetFilter', () => {
  it.each([
    ['btc', 'BTC'],
    ['  usdt ', 'USDT'],
    ['B', null],
    ['BT-C', null],
    ['', null],
  ])('%j -> %j', (value, code) => {
    expect(assetFilter(value)).toBe(code)
  })
})

describe('ledgerRequest', () => {
  it('sends only the page when no filter is set', () => {
    expect(ledgerRequest(noLedgerFilters, page)).toEqual({ pageIndex: 2, pageSize: 50 })
  })

  it('sends the account, asset, type and the whole days of the range', () => {
    const body = ledgerRequest(
      { account: 'spot', asset: 'eth', type: 'deposit', from: '2026-11-01', to: '2026-11-02' },
      page,
    )
    expect(body).toEqual({
      pageIndex: 2,
      pageSize: 50,
      account: 'spot',
      asset: 'ETH',
      types: ['deposit'],
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 3).getTime() - 1,
    })
  })

  it('lets a fixed account win over the account filter, and drops what cannot be sent', () => {
    const body = ledgerRequest(
      { ...noLedgerFilters, account: 'spot', asset: 'x', from: 'soon' },
      page,
      'financial',
    )
    expect(body).toEqual({ pageIndex: 2, pageSize: 50, account: 'financial' })
  })
})
