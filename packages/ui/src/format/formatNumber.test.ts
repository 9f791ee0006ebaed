import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatTime,
} from './formatNumber'

describe('formatNumber', () => {
  it.each([
    ['1234.56789', {}, '1,234.5678'],
    ['1234.56789', { locale: 'de' }, '1.234,5678'],
    ['1234.56789', { locale: 'ja' }, '1,234.5678'],
    ['0.99999', {}, '0.9999'],
    ['0.99999', { truncate: false }, '1'],
    ['-0.00001', {}, '0'],
    ['-1234.5', { locale: 'de' }, '-1.234,5'],
    ['1.5', { minDecimals: 2 }, '1.50'],
    ['12', { decimals: 2, minDecimals: 2, grouping: false }, '12.00'],
    ['1234567', { grouping: false }, '1234567'],
    ['9007199254740993.12345', {}, '9,007,199,254,740,993.1234'],
    [
      '123456789012345678901234567890.123456',
      { locale: 'de' },
      '123.456.789.012.345.678.901.234.567.890,1234',
    ],
    ['0.5', { signed: true }, '+0.5'],
    ['-0.5', { signed: true }, '-0.5'],
    ['999999.99', { compact: true, decimals: 2, minDecimals: 2 }, '999,999.99'],
    ['1234567.8', { compact: true }, '1.23M'],
    ['-1239999.99', { compact: true }, '-1.23M'],
    ['2500000000', { compact: true, decimals: 0 }, '2.50B'],
    ['1234567890123', { compact: true, locale: 'de' }, '1.234,56B'],
    ['1000000', { compact: true }, '1.00M'],
  ] as const)('formats %s with %o as %s', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected)
  })

  it('formats bigints beyond 2^53 exactly', () => {
    expect(formatNumber(2n ** 64n)).toBe('18,446,744,073,709,551,616')
  })

  it('rejects strings that are not decimals', () => {
    expect(() => formatNumber('1e5')).toThrow(RangeError)
    expect(() => formatNumber('abc')).toThrow(RangeError)
  })
})

describe('formatPercent', () => {
  it.each([
    ['0.0123', {}, '1.23%'],
    ['-0.05', { signed: true }, '-5.00%'],
    ['0.123456', { decimals: 3 }, '12.345%'],
    ['0.5', { locale: 'de' }, '50,00\u00a0%'],
  ] as const)('formats %s with %o as %s', (value, options, expected) => {
    expect(formatPercent(value, options)).toBe(expected)
  })
})

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [3 * 1024 ** 3, '3 G'],
    [2.5 * 1024 ** 4, '2.5 T'],
    [2048 * 1024 ** 4, '2048 T'],
  ])('formats %i bytes as %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })
})

describe('formatDateTime', () => {
  it('formats epoch ms in the given time zone and locale', () => {
    const ms = Date.UTC(2025, 0, 2, 3, 4, 5)
    expect(formatDateTime(ms, 'en', 'UTC')).toBe('01/02/2025, 03:04:05')
    expect(formatDateTime(ms, 'ja', 'UTC')).toBe('2025/01/02 03:04:05')
  })
})

describe('formatTime', () => {
  it('formats the time of day with 24 hours in the given time zone', () => {
    const ms = Date.UTC(2026, 0, 2, 21, 5, 9)
    expect(formatTime(ms, 'en', 'UTC')).toBe('21:05:09')
    expect(formatTime(ms, 'en', 'Asia/Tokyo')).toBe('06:05:09')
    expect(formatTime(Date.UTC(2026, 0, 2, 0, 0, 1), 'en', 'UTC')).toBe('00:00:01')
  })
})
