import { add, compare, mul } from '../decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalArb } from '../decimal/decimal.arbitraries'
import {
  businessDayStart,
  checkFinanceAmount,
  checkMiningAmount,
  DAY_MS,
  earnConvert,
  financeAccrued,
  financeDaysAccrued,
  financeDueAt,
  financeInterest,
  financeInterestStart,
  HOUR_MS,
  isEarnAmount,
  miningDailyEarning,
  miningEndAt,
  miningExpectedEarnings,
  miningRebate,
  miningSchedule,
  miningSlotAmount,
  miningStartAt,
} from '.'
import type { EarnRateUnit, MiningPayoutMode } from '.'

/** 2026-11-20 00:00 GMT+8 = 2026-11-19 16:00 UTC. */
const D = Date.UTC(2026, 10, 19, 16, 0, 0)
const MINUTE = 60_000

describe('earn business day (GMT+8)', () => {
  it.each([
    ['0:00 GMT+8', D, D],
    ['23:59:59.999 the day before', D - 1, D - DAY_MS],
    ['8:00 GMT+8 (0:00 UTC)', D + 8 * HOUR_MS, D],
    ['23:59 GMT+8', D + DAY_MS - MINUTE, D],
    ['15:59 UTC the same UTC date', D - MINUTE, D - DAY_MS],
  ])('%s starts its business day at the right 0:00', (_, ts, start) => {
    expect(businessDayStart(ts)).toBe(start)
  })

  it.each([
    ['at 0:00', D, D + DAY_MS],
    ['at 10:30', D + 10.5 * HOUR_MS, D + DAY_MS],
    ['one ms before midnight', D + DAY_MS - 1, D + DAY_MS],
    ['the evening before (UTC date of D)', D - 2 * HOUR_MS, D],
  ])('a purchase %s starts mining and interest at the next 0:00 GMT+8', (_, ts, start) => {
    expect(miningStartAt(ts)).toBe(start)
    expect(financeInterestStart(ts)).toBe(start)
  })
})

describe('mining earnings', () => {
  it.each<[string, string, EarnRateUnit, string]>([
    ['1000', '0.012', 'daily', '12'],
    ['1000', '0.3', 'monthly', '10'],
    ['100', '0.1', 'monthly', '0.33333333'], // rounded down, never up
    ['0.00000001', '0.5', 'daily', '0'],
    ['12345.6789', '0.0015', 'daily', '18.51851835'],
    ['500', '0', 'daily', '0'],
  ])('%s at %s %s earns %s a day', (amount, rate, rateUnit, daily) => {
    expect(miningDailyEarning({ amount, rate, rateUnit })).toBe(daily)
  })

  it.each<[string, string, EarnRateUnit, number, string]>([
    ['1000', '0.012', 'daily', 7, '84'],
    ['100', '0.1', 'monthly', 30, '9.9999999'], // 30 x 0.33333333
    ['2500', '0.008', 'daily', 15, '300'],
  ])('%s at %s %s over %i days expects %s', (amount, rate, rateUnit, termDays, expected) => {
    expect(miningExpectedEarnings({ amount, rate, rateUnit, termDays })).toBe(expected)
  })

  it('rounds to the decimals asked for', () => {
    expect(miningDailyEarning({ amount: '100', rate: '0.1', rateUnit: 'monthly' }, 2)).toBe('0.33')
  })

  it('pays daily earnings at 1:00 GMT+8 of each day and the principal at the end', () => {
    const start = miningStartAt(D - 5 * HOUR_MS)
    expect(miningSchedule({ startAt: start, termDays: 3, payoutMode: 'daily' })).toEqual([
      { kind: 'earning', day: 1, at: D + HOUR_MS },
      { kind: 'earning', day: 2, at: D + DAY_MS + HOUR_MS },
      { kind: 'earning', day: 3, at: D + 2 * DAY_MS + HOUR_MS },
      { kind: 'principal', day: 3, at: D + 3 * DAY_MS },
    ])
    expect(miningEndAt(start, 3)).toBe(D + 3 * DAY_MS)
  })

  it('pays everything at expiry in end mode', () => {
    expect(miningSchedule({ startAt: D, termDays: 30, payoutMode: 'end' })).toEqual([
      { kind: 'earning', day: 30, at: D + 30 * DAY_MS },
      { kind: 'principal', day: 30, at: D + 30 * DAY_MS },
    ])
  })

  it('gives each slot its amount', () => {
    const terms = {
      amount: '1000',
      rate: '0.012',
      rateUnit: 'daily' as const,
      termDays: 7,
      payoutMode: 'daily' as MiningPayoutMode,
    }
    expect(miningSlotAmount({ kind: 'earning' }, terms)).toBe('12')
    expect(miningSlotAmount({ kind: 'principal' }, terms)).toBe('1000')
    expect(miningSlotAmount({ kind: 'earning' }, { ...terms, payoutMode: 'end' })).toBe('84')
  })

  it.each([
    ['1000', '0.05', '50'],
    ['333.33333333', '0.015', '4.99999999'],
    ['100', '0', '0'],
  ])('a rebate on %s at a ratio of %s is %s', (amount, ratio, rebate) => {
    expect(miningRebate(amount, ratio)).toBe(rebate)
  })

  it.each([
    ['12', 'USDT', 'BTC', '60000', '0.0002'],
    ['1', 'USDT', 'BTC', '60000', '0.00001666'], // rounded down
    ['0.5', 'BTC', 'USDT', '60000.5', '30000.25'],
    ['7.123456789', 'USDT', 'USDT', '1', '7.12345678'],
  ])('converts %s %s to %s at %s as %s', (amount, from, to, price, out) => {
    expect(earnConvert(amount, from, to, { base: 'BTC', quote: 'USDT', price })).toBe(out)
  })

  it('refuses a market that does not convert the pair', () => {
    expect(() =>
      earnConvert('1', 'USDT', 'ETH', { base: 'BTC', quote: 'USDT', price: '60000' }),
    ).toThrow(RangeError)
    expect(() => earnConvert('1', 'USDT', 'BTC', null)).toThrow(RangeError)
  })

  const pool = { minAmount: '100', maxAmount: '50000' }
  it.each([
    ['100', '100', null],
    ['50000', '60000', null],
    ['99.99999999', '1000', 'mining.amount.range'],
    ['50000.00000001', '60000', 'mining.amount.range'],
    ['500', '499.99', 'balance.insufficient'],
    ['0', '1000', 'order.amount.invalid'],
    ['-5', '1000', 'order.amount.invalid'],
    ['abc', '1000', 'order.amount.invalid'],
    ['100.000000001', '1000', 'order.amount.invalid'],
  ])('checks %s against the pool with %s available: %s', (amount, balance, error) => {
    expect(checkMiningAmount(pool, amount, balance)).toBe(error)
  })
})

describe('savings interest', () => {
  it.each([
    ['10000', '0.08', 365, '800'],
    ['10000', '0.08', 30, '65.75342465'],
    ['1000', '0.04', 7, '0.76712328'],
    ['1000', '0.12', 0, '0'],
    ['0.01', '0.05', 1, '0.00000136'], // 0.0000013698... rounded down
  ])('%s at %s a year for %i days earns %s', (amount, annualRate, days, interest) => {
    expect(financeInterest({ amount, annualRate, days })).toBe(interest)
  })

  it('is due the term after the next 0:00 GMT+8', () => {
    expect(financeDueAt(D + 10 * HOUR_MS, 30)).toBe(D + 31 * DAY_MS)
  })

  const order = { amount: '10000', annualRate: '0.08', termDays: 30, interestStartAt: D }
  it.each([
    ['before the start', D - HOUR_MS, 0, '0'],
    ['at the start', D, 0, '0'],
    ['one day less a ms', D + DAY_MS - 1, 0, '0'],
    ['after one day', D + DAY_MS, 1, '2.19178082'],
    ['after 10.5 days', D + 10.5 * DAY_MS, 10, '21.91780821'],
    ['long after the due time', D + 90 * DAY_MS, 30, '65.75342465'],
  ])('accrues whole days only: %s', (_, now, days, accrued) => {
    expect(financeDaysAccrued(order, now)).toBe(days)
    expect(financeAccrued(order, now)).toBe(accrued)
  })

  const product = { minAmount: '100', maxAmount: '100000', surplusFunds: '5000' }
  it.each([
    ['100', '100', null],
    ['5000', '9000', null],
    ['50', '9000', 'finance.amount.range'],
    ['100001', '200000', 'finance.amount.range'],
    ['5000.5', '9000', 'finance.surplus.insufficient'],
    ['3000', '2999', 'balance.insufficient'],
    ['1e3', '9000', 'order.amount.invalid'],
  ])('checks %s with %s available: %s', (amount, balance, error) => {
    expect(checkFinanceAmount(product, amount, balance)).toBe(error)
  })

  it('knows an amount from a non-amount', () => {
    expect(isEarnAmount('0.1')).toBe(true)
    expect(isEarnAmount('0.123', 2)).toBe(false)
    expect(isEarnAmount(' 5 ')).toBe(true)
    expect(isEarnAmount('')).toBe(false)
  })
})

describe('earn properties', () => {
  const terms = fc.record({
    amount: decimalArb(8, 0, 999_999_999_999),
    rate: decimalArb(8, 0, 4_999_999),
    rateUnit: fc.constantFrom<EarnRateUnit>('daily', 'monthly'),
    termDays: fc.integer({ min: 1, max: 120 }),
  })

  it('the daily payouts add up to the expected earnings, never negative, end mode pays the same', () => {
    fc.assert(
      fc.property(terms, (terms) => {
        const slots = miningSchedule({ startAt: D, termDays: terms.termDays, payoutMode: 'daily' })
        const earnings = slots.filter((s) => s.kind === 'earning')
        expect(earnings).toHaveLength(terms.termDays)
        let sum = '0'
        for (const s of earnings) {
          const paid = miningSlotAmount(s, { ...terms, payoutMode: 'daily' })
          expect(compare(paid, '0')).toBeGreaterThanOrEqual(0)
          sum = add(sum, paid)
        }
        const expected = miningExpectedEarnings(terms)
        expect(compare(sum, expected), JSON.stringify(terms)).toBe(0)
        expect(miningSlotAmount({ kind: 'earning' }, { ...terms, payoutMode: 'end' })).toBe(
          expected,
        )
        // Rounded down: a day's earning is at most the exact amount x rate (/ 30), and less
        // than one unit (10^-8) below it.
        const days = terms.rateUnit === 'daily' ? '1' : '30'
        const daily = miningDailyEarning(terms)
        const exact = mul(terms.amount, terms.rate)
        expect(compare(mul(daily, days), exact)).toBeLessThanOrEqual(0)
        expect(compare(mul(add(daily, '0.00000001'), days), exact)).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })

  it('every payout of a term falls between its start and its end, in time order', () => {
    fc.assert(
      fc.property(terms, (terms) => {
        for (const payoutMode of ['daily', 'end'] as const) {
          const slots = miningSchedule({ startAt: D, termDays: terms.termDays, payoutMode })
          const end = miningEndAt(D, terms.termDays)
          expect(slots.at(-1)).toEqual({ kind: 'principal', day: terms.termDays, at: end })
          for (let i = 0; i < slots.length; i++) {
            const s = slots[i]!
            expect(s.at).toBeGreaterThan(D)
            expect(s.at).toBeLessThanOrEqual(end)
            if (i > 0) expect(s.at).toBeGreaterThanOrEqual(slots[i - 1]!.at)
          }
        }
      }),
      { numRuns: 300 },
    )
  })

  it('savings interest grows with the days and never passes the whole term', () => {
    fc.assert(
      fc.property(terms, (terms) => {
        const order = {
          amount: terms.amount,
          annualRate: terms.rate,
          termDays: terms.termDays,
          interestStartAt: D,
        }
        const full = financeInterest({ ...order, days: terms.termDays })
        let previous = '0'
        for (const day of [0, 1, 2, terms.termDays - 1, terms.termDays, terms.termDays + 5].sort(
          (a, b) => a - b,
        )) {
          const accrued = financeAccrued(order, D + day * DAY_MS)
          expect(compare(accrued, previous)).toBeGreaterThanOrEqual(0)
          expect(compare(accrued, full)).toBeLessThanOrEqual(0)
          previous = accrued
        }
        expect(financeAccrued(order, D + terms.termDays * DAY_MS)).toBe(full)
      }),
      { numRuns: 300 },
    )
  })
})
