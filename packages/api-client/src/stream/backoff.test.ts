import { describe, expect, it } from 'vitest'
import { backoffDelay } from './backoff'

describe('backoffDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 1, 500],
    [1, 1, 1000],
    [3, 1, 4000],
    [10, 1, 15_000],
    [50, 0, 7500],
  ])('attempt %i with random %f waits %i ms (base 500, cap 15000)', (attempt, random, expected) => {
    expect(backoffDelay(attempt, 500, 15_000, () => random)).toBe(expected)
  })
})
