import { describe, expect, it } from 'vitest'
import { earnFormats } from './earnDisplay'

describe('earnFormats', () => {
  // ADR 0029: amounts are cut to four decimals; a limit the user must type keeps every digit.
  it.each([
    ['money', '1000', 'en', '1,000.00'],
    ['money', '6.57534246', 'en', '6.5753'],
    ['money', '0.99999', 'en', '0.9999'],
    ['money', '0.00001', 'en', '0.00'],
    ['limit', '100', 'en', '100'],
    ['limit', '50000', 'en', '50,000'],
    ['limit', '0.00001', 'en', '0.00001'],
    ['limit', '120000.5', 'en', '120,000.5'],
    ['limit', '0.00001', 'de', '0,00001'],
  ] as const)('%s(%s) in %s is %s', (kind, value, locale, shown) => {
    expect(earnFormats(locale)[kind](value)).toBe(shown)
  })

  it('puts the coin after an amount', () => {
    expect(earnFormats('en').money('2', 'ETH')).toBe('2.00 ETH')
  })
})
