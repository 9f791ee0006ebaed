import { describe, expect, it } from 'vitest'
import {
  add,
  compare,
  decimalsOf,
  div,
  formatScaled,
  isDecimal,
  isZero,
  mul,
  normalizeDecimal,
  parseDecimal,
  roundDecimal,
  roundToStep,
  sub,
  truncateDecimal,
} from './decimal'

describe('decimal', () => {
  it.each([
    ['0', true],
    ['-12.50', true],
    ['.5', true],
    ['1e5', false],
    ['1,5', false],
    ['', false],
    ['NaN', false],
    ['12.', false],
  ])('isDecimal(%j) is %s', (value, expected) => {
    expect(isDecimal(value)).toBe(expected)
  })

  it.each([
    ['0.1', '0.2', '0.3'],
    ['99999999999999999999.99', '0.01', '100000000000000000000'],
    ['-1.5', '1.5', '0'],
    ['123', '-123.000000000000000001', '-0.000000000000000001'],
  ])('add(%s, %s) = %s', (a, b, expected) => {
    expect(add(a, b)).toBe(expected)
  })

  it('subtracts exactly', () => {
    expect(sub('0.3', '0.1')).toBe('0.2')
    expect(sub('1', '2.25')).toBe('-1.25')
  })

  it.each([
    ['64250.5', '0.0015', undefined, 'trunc', '96.37575'],
    ['0.1', '0.1', undefined, 'trunc', '0.01'],
    ['10.005', '3', 2, 'trunc', '30.01'],
    ['10.005', '3', 2, 'ceil', '30.02'],
    ['2.5', '1', 0, 'half-up', '3'],
    ['-2.5', '1', 0, 'floor', '-3'],
    ['-2.5', '1', 0, 'ceil', '-2'],
  ] as const)('mul(%s, %s, %s, %s) = %s', (a, b, decimals, rounding, expected) => {
    expect(mul(a, b, decimals, rounding)).toBe(expected)
  })

  it.each([
    ['1', '3', 4, 'trunc', '0.3333'],
    ['2', '3', 4, 'half-up', '0.6667'],
    ['1', '3', 2, 'ceil', '0.34'],
    ['100', '8', undefined, 'trunc', '12.5'],
  ] as const)('div(%s, %s, %s, %s) = %s', (a, b, decimals, rounding, expected) => {
    expect(div(a, b, decimals, rounding)).toBe(expected)
  })

  it('refuses to divide by zero', () => {
    expect(() => div('1', '0')).toThrow(/Division by zero/)
  })

  it.each([
    ['64250.57', '0.5', 'floor', '64250.5'],
    ['64250.57', '0.5', 'ceil', '64251'],
    ['0.123456', '0.001', 'trunc', '0.123'],
    ['7', '5', 'half-up', '5'],
    ['7.5', '5', 'half-up', '10'],
  ] as const)('roundToStep(%s, %s, %s) = %s', (value, step, rounding, expected) => {
    expect(roundToStep(value, step, rounding)).toBe(expected)
  })

  it('compares, detects zero and reads step decimals', () => {
    expect(compare('1.10', '1.1')).toBe(0)
    expect(compare('-1', '0')).toBe(-1)
    expect(compare('2', '10')).toBe(-1)
    expect(isZero('-0.000')).toBe(true)
    expect(isZero('0.000000000000000001')).toBe(false)
    expect(decimalsOf('0.010')).toBe(2)
    expect(decimalsOf('5')).toBe(0)
  })

  it('keeps values beyond 2^53 exact and pads when asked', () => {
    expect(formatScaled(parseDecimal('9007199254740993.123'))).toBe('9007199254740993.123')
    expect(formatScaled(parseDecimal('1.5'), 4)).toBe('1.5000')
    expect(formatScaled(parseDecimal('-0.00001'), 4)).toBe('0.0000')
  })

  it('rejects what is not a decimal', () => {
    expect(() => parseDecimal('1e3')).toThrow(RangeError)
  })
})

describe('decimal: canonical forms', () => {
  it.each([
    ['1.23456', 4, '1.2345'],
    ['-1.23456', 2, '-1.23'],
    ['-0.001', 2, '0'],
    ['100', 2, '100'],
  ] as const)('truncates %s to %i decimals as %s', (value, decimals, expected) => {
    expect(truncateDecimal(value, decimals)).toBe(expected)
  })

  it.each([
    ['1.005', 2, '1.01'],
    ['-1.005', 2, '-1.01'],
    ['1.004', 2, '1'],
  ] as const)('rounds %s to %i decimals as %s', (value, decimals, expected) => {
    expect(roundDecimal(value, decimals)).toBe(expected)
  })

  it.each([
    ['012.50', '12.5'],
    ['-0.000', '0'],
    ['.5', '0.5'],
  ])('normalizes %s to %s', (value, expected) => {
    expect(normalizeDecimal(value)).toBe(expected)
  })

  it('adds without float error', () => {
    expect(add('0.1', '0.2')).toBe('0.3')
    expect(add('9007199254740993', '0.0000001')).toBe('9007199254740993.0000001')
    expect(compare('0.30', '0.3')).toBe(0)
    expect(compare('-1', '0.5')).toBe(-1)
  })
})
