import { describe, expect, it } from 'vitest'
import { displayValue, limitPrecision, parseTyped, stepValue } from './typing'

describe('NumberInput typing', () => {
  it.each([
    ['12.5', 'en', '12.5'],
    ['1,234.5', 'en', '1234.5'],
    ['1.234,5', 'de', '1234.5'],
    ['12a', 'en', null],
    ['1e5', 'en', null],
    ['-', 'en', '-'],
    ['', 'en', ''],
  ] as const)('parses %s typed in %s as %s', (text, locale, expected) => {
    expect(parseTyped(text, locale)).toBe(expected)
  })

  it('cuts typed fraction digits to the precision', () => {
    expect(limitPrecision('1.23456', 2)).toBe('1.23')
    expect(limitPrecision('1.5', 0)).toBe('1')
  })

  it('steps exactly and clamps to min/max', () => {
    expect(stepValue('0.2', '0.1', 1, {})).toBe('0.3')
    expect(stepValue('9.9', '0.25', 1, { max: '10' })).toBe('10')
    expect(stepValue('0.1', '0.25', -1, { min: '0' })).toBe('0')
    expect(stepValue('9007199254740993', '1', 1, {})).toBe('9007199254740994')
  })

  it('shows the locale decimal separator', () => {
    expect(displayValue('1234.5', 'de')).toBe('1234,5')
  })
})
