import { describe, expect, it } from 'vitest'
import { depthFraction, groupedPricePrecision, groupingSteps, spreadPercent } from './bookDisplay'

describe('bookDisplay', () => {
  it.each([
    ['0.01', '64250.50', ['0.01', '0.1', '1', '10']],
    ['0.0001', '0.5231', ['0.0001', '0.001']],
    ['0.005', '148.915', ['0.005', '0.05', '0.5']],
    ['0.1', '584.3', ['0.1', '1']],
    ['0.01', null, ['0.01', '0.1', '1', '10']],
    ['1', '0.5', ['1']],
  ])('offers tick %s at price %s the steps %j', (tick, price, steps) => {
    expect(groupingSteps(tick, price)).toEqual(steps)
  })

  it.each([
    ['0.01', 2, 2],
    ['10', 2, 0],
    ['0.5', 3, 1],
    ['0.001', 2, 2],
  ])('shows prices grouped by %s (precision %i) with %i decimals', (step, precision, out) => {
    expect(groupedPricePrecision(step, precision)).toBe(out)
  })

  it('gives the spread as a percent of the mid price', () => {
    expect(spreadPercent('1', '100')).toBe('1.0000')
    expect(spreadPercent('0.01', '64250.5', 6)).toBe('0.000015')
    expect(spreadPercent('1', '0')).toBeNull()
  })

  it('scales depth bars against the deepest side, and never divides by zero', () => {
    expect(depthFraction('5', '10')).toBe(0.5)
    expect(depthFraction('10', '10')).toBe(1)
    expect(depthFraction('1', '3')).toBe(0.3333)
    expect(depthFraction('1', '0')).toBe(0)
  })
})
