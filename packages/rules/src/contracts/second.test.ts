import { add, compare, sub } from '../decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalArb } from '../decimal/decimal.arbitraries'
import {
  secondAmountError,
  secondAveragePrice,
  secondFee,
  secondResult,
  secondSettlement,
  type SecondProductRule,
  type SecondResult,
} from './second'

const percent: SecondProductRule = {
  feeType: 'percent',
  fee: '0.002',
  payoutRate: '0.85',
  minAmount: '1000',
  maxAmount: '9999999',
}
const fixed: SecondProductRule = { ...percent, feeType: 'fixed', fee: '2.50' }

describe('second', () => {
  describe('secondAveragePrice', () => {
    it.each([
      ['no contracts', [], null],
      ['not opened yet (no buy price)', [{ amount: '1000', buyPrice: null }], null],
      ['one contract', [{ amount: '1000', buyPrice: '60000.5' }], '60000.5'],
      [
        'equal stakes: the plain mean',
        [
          { amount: '1000', buyPrice: '60000' },
          { amount: '1000', buyPrice: '60100' },
        ],
        '60050',
      ],
      [
        'weighted by stake',
        [
          { amount: '3000', buyPrice: '100' },
          { amount: '1000', buyPrice: '200' },
        ],
        '125',
      ],
      [
        'pending ones left out',
        [
          { amount: '1000', buyPrice: '10' },
          { amount: '5000', buyPrice: null },
        ],
        '10',
      ],
      [
        'rounded half up to the prices finest decimals',
        [
          { amount: '1000', buyPrice: '1.01' },
          { amount: '1000', buyPrice: '1.02' },
        ],
        '1.02', // 1.015
      ],
      [
        'thirds round to the prices decimals',
        [
          { amount: '1000', buyPrice: '1' },
          { amount: '2000', buyPrice: '2' },
        ],
        '2', // 1.666... at 0 decimals
      ],
      [
        'decimal stakes stay exact',
        [
          { amount: '1000.5', buyPrice: '0.1234' },
          { amount: '1000.5', buyPrice: '0.1236' },
        ],
        '0.1235',
      ],
    ] as const)('%s', (_, orders, out) => {
      expect(secondAveragePrice(orders)).toBe(out)
    })
  })

  describe('secondFee', () => {
    it.each([
      ['1000', 'percent', '2', percent], // 1000 x 0.002
      ['1234.56', 'percent', '2.46912', percent],
      ['1000.000001', 'percent', '2.00000001', percent], // 2.000000002 rounds UP
      ['9999999', 'percent', '19999.998', percent],
      ['1000', 'no', '0', { ...percent, fee: '0' }],
      ['1000', 'fixed', '2.5', fixed], // the fixed fee, whatever the amount
      ['9999999', 'fixed', '2.5', fixed],
    ] as const)('%s with a %s fee pays %s', (amount, _kind, out, product) => {
      expect(secondFee(amount, product)).toBe(out)
    })
  })

  describe('secondResult', () => {
    it.each([
      ['up', '64250.5', '64250.6', 'win'],
      ['up', '64250.5', '64250.4', 'loss'],
      ['up', '64250.5', '64250.50', 'tie'],
      ['down', '64250.5', '64250.4', 'win'],
      ['down', '64250.5', '64250.6', 'loss'],
      ['down', '64250.5', '64250.5', 'tie'],
    ] as const)('%s bought at %s, settled at %s: %s', (direction, buy, settle, out) => {
      expect(secondResult(direction, buy, settle)).toBe(out)
    })
  })

  describe('secondSettlement', () => {
    it.each([
      // amount, payout rate, result, profit, payout
      ['1000', '0.85', 'win', '850', '1850'],
      ['1234.56', '0.85', 'win', '1049.376', '2283.936'],
      ['1000.00000001', '0.85', 'win', '850', '1850.00000001'], // 850.0000000085 rounds DOWN
      ['1000', '0.85', 'loss', '-1000', '0'],
      ['1000', '0.85', 'tie', '0', '1000'], // the stake comes back, the fee does not
      ['1000.50', '0.85', 'tie', '0', '1000.5'],
    ] as const)('%s at %s, %s: profit %s, payout %s', (amount, rate, result, profit, payout) => {
      expect(secondSettlement(amount, rate, result)).toEqual({ profit, payout })
    })
  })

  describe('secondAmountError', () => {
    it.each([
      ['1000', null], // the minimum itself
      ['999.99999999', 'second.amount.low'],
      ['999', 'second.amount.low'],
      ['9999999', null], // the maximum itself
      ['9999999.00000001', 'second.amount.high'],
      ['10000000', 'second.amount.high'],
      ['5000.5', null],
      ['0', 'order.amount.invalid'],
      ['-1000', 'order.amount.invalid'],
      ['', 'order.amount.invalid'],
      ['1e4', 'order.amount.invalid'],
      ['abc', 'order.amount.invalid'],
    ] as const)('%s: %s', (amount, out) => {
      expect(secondAmountError(amount, percent)).toBe(out)
    })
  })

  describe('properties', () => {
    it('a win never pays less than the stake, a tie pays exactly the stake, a loss pays nothing', () => {
      fc.assert(
        fc.property(
          fc.record({
            // 1000.00 to 9999999.00, in cents
            amount: decimalArb(2, 100_000, 999_999_900),
            rate: decimalArb(2, 0, 99),
            result: fc.constantFrom<SecondResult>('win', 'loss', 'tie'),
          }),
          ({ amount, rate, result }) => {
            const { profit, payout } = secondSettlement(amount, rate, result)
            expect(add(amount, profit)).toBe(payout)
            if (result === 'win') expect(compare(payout, amount)).toBeGreaterThanOrEqual(0)
            if (result === 'tie') expect(compare(payout, amount)).toBe(0)
            if (result === 'loss') expect(sub(payout, '0')).toBe('0')
            expect(secondAmountError(amount, percent)).toBeNull()
          },
        ),
        { numRuns: 500 },
      )
    })
  })
})
