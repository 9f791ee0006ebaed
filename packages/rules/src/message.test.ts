import { describe, expect, it } from 'vitest'
import { formatMessage } from './message'

describe('message', () => {
  it.each([
    ['Buy {base}', { base: 'BTC' }, 'Buy BTC'],
    [
      '{percent}% {direction} the last price',
      { percent: '6.25', direction: 'above' },
      '6.25% above the last price',
    ],
    ['At least {min} {unit}', { min: 5, unit: 'USDT' }, 'At least 5 USDT'],
    ['{a}{a}', { a: 'x' }, 'xx'],
    ['Keeps {unknown}', {}, 'Keeps {unknown}'],
    ['No placeholders', { a: '1' }, 'No placeholders'],
    ['{{double}}', { double: 'x' }, '{x}'],
  ])('fills %j with %j as %j', (template, values, out) => {
    expect(formatMessage(template, values)).toBe(out)
  })
})
