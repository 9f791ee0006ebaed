import { describe, expect, it } from 'vitest'
import {
  DISPLAY_DECIMALS,
  formatAmount,
  formatBalance,
  formatFee,
  formatPrice,
  formatTotal,
  nonNegative,
  NO_VALUE,
} from './displayRules'

describe('display rules (spec: "Number display four decimals"; docs/adr/0029)', () => {
  it('shows four decimals', () => {
    expect(DISPLAY_DECIMALS).toBe(4)
  })

  it.each([
    // value, locale, expected
    ['9935.83616', 'en', '9,935.8361'],
    ['0.000999', 'en', '0.0009'],
    ['2011.6169712', 'en', '2,011.6169'],
    ['0.99999', 'en', '0.9999'], // truncated: rounding would show 1.0000 the user does not have
    ['0.00009', 'en', '0.00'], // a balance too small to show is zero, never rounded up
    ['1', 'en', '1.00'],
    ['0', 'en', '0.00'],
    ['-0', 'en', '0.00'],
    ['-12.34567', 'en', '-12.3456'],
    ['123456789012345678901234.56789', 'en', '123,456,789,012,345,678,901,234.5678'],
    ['9935.83616', 'zh-CN', '9,935.8361'],
    ['9935.83616', 'zh-TW', '9,935.8361'],
    ['9935.83616', 'ja', '9,935.8361'],
    ['9935.83616', 'th', '9,935.8361'],
    ['9935.83616', 'ko', '9,935.8361'],
    ['9935.83616', 'es', '9.935,8361'], // grouping from four digits in every locale
    ['19935.83616', 'es', '19.935,8361'],
    ['9935.83616', 'it', '9.935,8361'],
    ['9935.83616', 'pt', '9.935,8361'],
  ] as const)('balance %s in %s is %s (truncated)', (value, locale, out) => {
    expect(formatBalance(value, { locale })).toBe(out)
    expect(formatAmount(value, { locale })).toBe(out)
  })

  it('signs an amount when asked', () => {
    expect(formatAmount('12.345678', { locale: 'en', signed: true })).toBe('+12.3456')
    expect(formatAmount('-12.345678', { locale: 'en', signed: true })).toBe('-12.3456')
    expect(formatAmount('0', { locale: 'en', signed: true })).toBe('0.00')
  })

  it.each([
    ['0.000001', 'en', '< 0.0001'],
    ['0.00009999', 'en', '< 0.0001'],
    ['0.0001', 'en', '0.0001'],
    ['0.00015', 'en', '0.0001'],
    ['0.12345', 'en', '0.1234'],
    ['0', 'en', '0.00'],
    ['-0.000001', 'en', '> -0.0001'],
    ['0.000001', 'es', '< 0,0001'],
    ['0.000001', 'it', '< 0,0001'],
    ['0.000001', 'pt', '< 0,0001'],
    ['0.000001', 'zh-CN', '< 0.0001'],
    ['0.000001', 'th', '< 0.0001'],
    ['1234.000001', 'it', '1.234,00'],
  ] as const)('fee %s in %s is %s', (value, locale, out) => {
    expect(formatFee(value, { locale })).toBe(out)
  })

  it.each([
    // value, tick, locale, expected
    ['64250.509', '0.01', 'en', '64,250.50'],
    ['64250.5', '0.01', 'en', '64,250.50'],
    ['64250.7', '0.5', 'en', '64,250.5'],
    ['64250', '0.5', 'en', '64,250.0'],
    ['0.123456789', '0.00001', 'en', '0.12345'],
    ['0.1', '0.00001', 'en', '0.10000'],
    ['-3.999', '0.01', 'en', '-3.99'],
    ['64250', '1', 'en', '64,250'],
    ['64250.509', '0.01', 'it', '64.250,50'],
    ['64250.7', '0.5', 'pt', '64.250,5'],
  ] as const)('price %s on tick %s in %s is %s', (value, tickSize, locale, out) => {
    expect(formatPrice(value, { locale, tickSize })).toBe(out)
  })

  it('takes a price precision when the tick is not known', () => {
    expect(formatPrice('64250.509', { locale: 'en', precision: 2 })).toBe('64,250.50')
    expect(formatPrice('64250.509', { locale: 'en' })).toBe('64,250.5090')
  })

  it('shows the house dash for no value', () => {
    expect(NO_VALUE).toBe('–')
  })

  it.each([
    // value, expected: a total or fee being worked out from a typed (maybe negative) quantity
    ['12.3456789', '12.3456'],
    ['0', '0.00'],
    ['-12.5', NO_VALUE],
    ['-0.000001', NO_VALUE],
    [null, NO_VALUE],
    [undefined, NO_VALUE],
    ['', NO_VALUE],
    ['-', NO_VALUE],
    ['abc', NO_VALUE],
  ] as const)('a form total %s shows %s', (value, out) => {
    expect(formatTotal(value, { locale: 'en' })).toBe(out)
  })

  it.each([
    ['1.5', '1.5'],
    ['0', '0'],
    ['-0', '-0'],
    ['-1.5', null],
    ['-', null],
    ['', null],
    [null, null],
  ] as const)('a typed figure %s may be shown as %s', (value, out) => {
    expect(nonNegative(value)).toBe(out)
  })

  it('a form total can be a fee, with the tiny marker', () => {
    expect(formatTotal('0.000001', { locale: 'en', fee: true })).toBe('< 0.0001')
  })

  it('never converts through a float', () => {
    expect(formatBalance('9007199254740993.99999', { locale: 'en' })).toBe(
      '9,007,199,254,740,993.9999',
    )
    expect(formatPrice('9007199254740993.999', { locale: 'en', tickSize: '0.01' })).toBe(
      '9,007,199,254,740,993.99',
    )
  })
})
