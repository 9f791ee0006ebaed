import { describe, expect, it } from 'vitest'
import { nextDirection } from './priceDirection'

describe('priceDirection', () => {
  it.each([
    [null, '10', 'up', 'flat'],
    ['10', '10.01', 'flat', 'up'],
    ['10', '9.99', 'up', 'down'],
    ['10', '10.00', 'down', 'down'],
    ['10', '10', 'up', 'up'],
    ['0.00001', '0.000011', 'down', 'up'],
  ] as const)('from %s to %s after %s is %s', (previous, next, before, out) => {
    expect(nextDirection(previous, next, before)).toBe(out)
  })
})
