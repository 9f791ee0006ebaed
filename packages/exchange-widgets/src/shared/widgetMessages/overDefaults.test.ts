import { describe, expect, it } from 'vitest'
import { overDefaults } from './widgetMessages'

const defaults = { title: 'Orders', retry: 'Retry', errors: { low: 'Too low', high: 'Too high' } }

describe('overDefaults', () => {
  it.each([
    ['no input keeps the defaults', undefined, defaults],
    ['a label replaces its default', { title: 'Ordres' }, { ...defaults, title: 'Ordres' }],
    [
      'a group merges key by key',
      { errors: { low: 'Trop bas' } },
      { ...defaults, errors: { low: 'Trop bas', high: 'Too high' } },
    ],
    ['an undefined label keeps its default', { title: undefined }, defaults],
    ['an empty string is a label', { retry: '' }, { ...defaults, retry: '' }],
  ] as const)('%s', (_case, input, expected) => {
    expect(overDefaults(defaults, input)).toEqual(expected)
  })

  it('never changes the defaults', () => {
    overDefaults(defaults, { errors: { low: 'x' } })
    expect(defaults.errors.low).toBe('Too low')
  })
})
