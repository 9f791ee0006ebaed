import { formatNumber } from '@bourse/ui'
import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatCompact,
  formatDecimal,
  formatPercent,
  formatTick,
  truncateDecimal,
} from './marketFormat'

describe('marketFormat', () => {
  it.each([
    ['64250.5', 2, 'en', '64,250.50'],
    ['64250.509', 2, 'en', '64,250.50'],
    ['0.000019', 5, 'en', '0.00001'],
    ['1234567.891', 3, 'de', '1.234.567,891'],
    ['12', 0, 'en', '12'],
    ['-3.999', 2, 'en', '-3.99'],
    ['123456789012345678.99', 2, 'en', '123,456,789,012,345,678.99'],
  ])(
    'formats %s to %i places in %s as %s, truncating and exact',
    (value, decimals, locale, out) => {
      expect(formatDecimal(value, decimals, locale)).toBe(out)
    },
  )

  it('never rounds a price up', () => {
    expect(truncateDecimal('0.129', 2)).toBe('0.12')
    expect(truncateDecimal('-0.129', 2)).toBe('-0.12')
  })

  it.each([
    ['2.31', '+2.31%'],
    ['-1.08', '-1.08%'],
    ['0', '0.00%'],
  ])('signs the percentage %s as %s', (value, out) => {
    expect(formatPercent(value, 'en')).toBe(out)
  })

  it.each([
    ['999999.99', '999,999.99'],
    ['1234567.8', '1.23M'],
    ['2500000000', '2.50B'],
  ])('compacts %s as %s', (value, out) => {
    expect(formatCompact(value, 2, 'en')).toBe(out)
  })

  it.each([
    [64250, 0, 'en', '64,250'],
    [0.30000000000000004, 2, 'en', '0.30'],
    [1e-8, 8, 'en', '0.00000001'],
    [1234.5, 1, 'de', '1.234,5'],
  ])('formats the axis tick %d to %i places in %s as %s', (value, decimals, locale, out) => {
    expect(formatTick(value, decimals, locale)).toBe(out)
  })

  it('formats a clock time with 24 hours in the given time zone', () => {
    expect(formatClockTime(Date.UTC(2026, 0, 2, 21, 5, 9), 'en', 'UTC')).toBe('21:05:09')
    expect(formatClockTime(Date.UTC(2026, 0, 2, 21, 5, 9), 'en', 'Asia/Tokyo')).toBe('06:05:09')
  })

  it.each([
    'en',
    'zh-CN',
    'zh-TW',
    'ja',
    'th',
    'ko',
    'es',
    'it',
    'pt',
    'de',
    'fr',
    'ar-EG',
    'hi-IN',
  ])('formats exactly as Intl does in %s', (locale) => {
    const values = [
      '0',
      '-0',
      '-0.0001',
      '0.000019',
      '1',
      '+7.5',
      '12',
      '999.999',
      '1234',
      '-1234.5',
      '12345',
      '123456.789',
      '1234567.891',
      '-98765432.1',
      '00012.3400',
      '123456789012345678.99',
      '64250.505',
      '.5',
      ' 12',
    ]
    for (const value of values)
      for (const decimals of [0, 1, 2, 4, 5, 8])
        for (const signed of [false, true])
          expect(formatDecimal(value, decimals, locale, { signed })).toBe(
            formatNumber(value, { locale, decimals, minDecimals: decimals, signed }),
          )
  })
})
