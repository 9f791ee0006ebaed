import { afterEach, describe, expect, it } from 'vitest'
import { formatChangeRate, formatDecimal, toneOf } from './format'

afterEach(() => localStorage.clear())

describe('format', () => {
  it.each([
    ['64269.88', '64,269.88'],
    ['0.123456789', '0.1234'],
    ['12345678901234567890.12', '12,345,678,901,234,567,890.12'],
    ['2', '2.00'],
  ])('shows the decimal string %s as %s, truncated to four places', (value, shown) => {
    expect(formatDecimal(value)).toBe(shown)
  })

  it.each([
    ['6.67', '+6.67%'],
    ['-1.799', '-1.79%'],
    ['0', '0.00%'],
  ])('shows a change of %s percent as %s', (rate, shown) => {
    expect(formatChangeRate(rate)).toBe(shown)
  })

  it('formats in the active language', () => {
    localStorage.setItem('bourse:lang', 'il')
    expect(formatDecimal('64269.88')).toBe('64.269,88')
  })

  it.each([
    ['6.67', 'positive'],
    ['-0.01', 'negative'],
    ['0.00', 'neutral'],
    ['-0', 'neutral'],
  ] as const)('gives %s the %s tone', (value, tone) => {
    expect(toneOf(value)).toBe(tone)
  })
})
