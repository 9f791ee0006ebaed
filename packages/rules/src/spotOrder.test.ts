import type { MarketInfo } from '@bourse/api-client'
import { compare, mul, roundToStep } from './decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalArb } from './decimal/decimal.arbitraries'
import {
  crossesBook,
  farFromMarket,
  feeEstimate,
  marketBuyReservePrice,
  maxQuantity,
  orderReserve,
  orderTotal,
  percentAmount,
  percentOfAvailable,
  percentQuantity,
  validateSpotOrder,
  type SpotOrderInput,
  type SpotOrderIssue,
} from './spotOrder'

const btc: MarketInfo = {
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  name: 'Bitcoin',
  tickSize: '0.01',
  lotSize: '0.00001',
  minQuantity: '0.0001',
  minNotional: '5',
  pricePrecision: 2,
  quantityPrecision: 5,
  isOpen: 0,
}
const doge: MarketInfo = {
  ...btc,
  symbol: 'DOGEUSDT',
  base: 'DOGE',
  tickSize: '0.00001',
  lotSize: '1',
  minQuantity: '1',
  pricePrecision: 5,
  quantityPrecision: 0,
}

describe('spotOrder', () => {
  describe('maxQuantity', () => {
    it.each([
      // side, price, available, market, max
      ['buy', '64250.5', '1000', btc, '0.01556'], // 1000 / 64250.5 = 0.015564...
      ['buy', '64250.5', '8214.56', btc, '0.12785'],
      ['buy', '100', '1', btc, '0.01'], // exactly on the lot grid
      ['buy', '64250.5', '6', btc, '0'], // 0.00009 lots < minQuantity 0.0001
      ['buy', '0.16231', '100', doge, '616'], // whole coins only
      ['buy', '', '100', btc, '0'], // no price yet
      ['buy', '0', '100', btc, '0'],
      ['sell', '64250.5', '0.019987', btc, '0.01998'],
      ['sell', '', '0.019987', btc, '0.01998'], // a sell needs no price
      ['sell', '1', '0.00009', btc, '0'],
      ['sell', '0.16231', '999.9', doge, '999'],
      ['buy', '100', '0', btc, '0'],
      ['buy', '100', '', btc, '0'],
    ] as const)('%s at %s with %s available gives %s', (side, price, available, market, out) => {
      expect(maxQuantity({ side, price, available, market })).toBe(out)
    })
  })

  describe('percentQuantity', () => {
    it.each([
      ['buy', '100', '1000', 50, '5'],
      ['buy', '64250.5', '1000', 25, '0.00389'], // 250 / 64250.5 = 0.003891...
      ['buy', '64250.5', '1000', 100, '0.01556'],
      ['buy', '64250.5', '1000', 0, '0'],
      ['sell', '1', '0.01998', 50, '0.00999'],
      ['sell', '1', '0.01999', 50, '0.00999'], // 0.009995 floors
      ['sell', '1', '0.01999', 75, '0.01499'],
    ] as const)('%s at %s of %s, %i %% gives %s', (side, price, available, percent, out) => {
      expect(percentQuantity({ side, price, available, market: btc, percent })).toBe(out)
    })

    it('keeps a tiny share below the minimum (validation names it) but MAX gives 0', () => {
      expect(
        percentQuantity({ side: 'sell', price: '', available: '0.0001', market: btc, percent: 50 }),
      ).toBe('0.00005')
      expect(maxQuantity({ side: 'sell', price: '', available: '0.00009', market: btc })).toBe('0')
    })
  })

  describe('percentAmount', () => {
    it.each([
      ['1000', 50, '500'],
      ['8214.56', 25, '2053.64'],
      ['0.0000001', 50, '0'], // below the amount precision (7 = 2 + 5 decimals)
      ['', 50, '0'],
    ] as const)('%s quote at %i %% is %s', (available, percent, out) => {
      expect(percentAmount({ available, percent, market: btc })).toBe(out)
    })
  })

  describe('percentOfAvailable', () => {
    it.each([
      ['buy', '100', '5', '1000', 50],
      ['buy', '100', '10', '1000', 100],
      ['buy', '100', '20', '1000', 100], // over the balance: the slider stops at 100
      ['buy', '100', '0.01', '1000', 0],
      ['sell', '', '0.005', '0.01', 50],
      ['sell', '', '0.005', '0', 0],
      ['buy', '', '1', '1000', 0],
    ] as const)(
      '%s at %s of %s with %s available is %i %%',
      (side, price, quantity, available, out) => {
        expect(percentOfAvailable({ side, price, quantity, available })).toBe(out)
      },
    )
  })

  describe('orderTotal', () => {
    it.each([
      ['64250.5', '0.01', '642.505'],
      ['0.16231', '616', '99.98296'],
      ['', '1', null],
      ['1', '', null],
      ['abc', '1', null],
    ])('%s x %s is %s', (price, quantity, out) => {
      expect(orderTotal(price, quantity)).toBe(out)
    })
  })

  describe('crossesBook', () => {
    it.each([
      // side, price, bestBid, bestAsk, last, crosses
      ['buy', '64250.55', '64250.45', '64250.55', '64250.5', true], // meets the best ask
      ['buy', '64250.54', '64250.45', '64250.55', '64250.5', false],
      ['sell', '64250.45', '64250.45', '64250.55', '64250.5', true],
      ['sell', '64250.46', '64250.45', '64250.55', '64250.5', false],
      ['buy', '64250.5', null, null, '64250.5', true], // no book: the last price decides
      ['buy', '64250.49', null, null, '64250.5', false],
      ['sell', '64250.51', null, null, '64250.5', false],
      ['buy', '1', null, null, null, false], // nothing known: a resting order
    ] as const)(
      '%s at %s (bid %s, ask %s, last %s) crosses: %s',
      (side, price, bestBid, bestAsk, lastPrice, out) => {
        expect(crossesBook({ side, price, bestBid, bestAsk, lastPrice })).toBe(out)
      },
    )
  })

  describe('feeEstimate', () => {
    it.each([
      // a buy pays in base: quantity x rate, rounded up to 8 places
      ['buy', '0.01', '64250.5', '0.001', '0.00001'],
      ['buy', '0.01234', '64250.5', '0.001', '0.00001234'],
      ['buy', '0.00001', '64250.5', '0.001', '0.00000001'], // 1e-8 exactly
      ['buy', '0.00001', '64250.5', '0.0009', '0.00000001'], // 9e-9 rounds UP
      // a sell pays in quote: price x quantity x rate
      ['sell', '0.01', '64250.5', '0.001', '0.642505'],
      ['sell', '0.00003', '64250.51', '0.001', '0.00192752'], // 0.0019275153 rounds up
      ['sell', '1', '1', '0', '0'],
      ['sell', '', '1', '0.001', null],
      ['sell', '1', '', '0.001', null],
    ] as const)('%s %s at %s with rate %s costs %s', (side, quantity, price, rate, out) => {
      expect(feeEstimate({ side, quantity, price, rate })).toBe(out)
    })
  })

  describe('marketBuyReservePrice', () => {
    it.each([
      ['100', '0.01', '105'],
      ['64250.5', '0.01', '67463.02'], // 67463.025 floors to the tick, as the server does
      ['0.16231', '0.00001', '0.17042'],
      [null, '0.01', null],
    ])('reserves %s with tick %s at %s', (last, tick, out) => {
      expect(marketBuyReservePrice(last, tick)).toBe(out)
    })
  })

  describe('orderReserve', () => {
    it('freezes price x quantity of quote for a limit buy and the quantity for a sell', () => {
      const base = { market: btc, lastPrice: '100' }
      expect(
        orderReserve({ ...base, side: 'buy', type: 'limit', price: '100', quantity: '0.5' }),
      ).toBe('50')
      expect(
        orderReserve({ ...base, side: 'sell', type: 'limit', price: '100', quantity: '0.5' }),
      ).toBe('0.5')
      expect(orderReserve({ ...base, side: 'sell', type: 'market', quantity: '0.5' })).toBe('0.5')
      expect(orderReserve({ ...base, side: 'buy', type: 'market', quoteAmount: '20' })).toBe('20')
      // a market buy by quantity may pay up to the 5 % band
      expect(orderReserve({ ...base, side: 'buy', type: 'market', quantity: '0.5' })).toBe('52.5')
      expect(
        orderReserve({ ...base, lastPrice: null, side: 'buy', type: 'market', quantity: '0.5' }),
      ).toBeNull()
    })
  })

  describe('farFromMarket', () => {
    it.each([
      ['68000', '64000', { direction: 'above', percent: '6.25' }],
      ['60000', '64000', { direction: 'below', percent: '6.25' }],
      ['67200', '64000', null], // exactly 5 %: no confirmation
      ['67200.01', '64000', { direction: 'above', percent: '5' }], // 5.0000156 % shown truncated
      ['60800', '64000', null],
      ['1', null, null],
      ['', '64000', null],
      ['1', '0', null],
    ] as const)('%s against last %s is %j', (price, lastPrice, out) => {
      expect(farFromMarket({ side: 'buy', price, lastPrice })).toEqual(out)
    })

    it('takes another threshold', () => {
      expect(
        farFromMarket({ side: 'sell', price: '102', lastPrice: '100', threshold: '0.01' }),
      ).toEqual({
        direction: 'above',
        percent: '2',
      })
    })
  })

  describe('validateSpotOrder', () => {
    const limitBuy: SpotOrderInput = {
      market: btc,
      side: 'buy',
      type: 'limit',
      price: '64250.5',
      quantity: '0.01',
      available: '1000',
      lastPrice: '64250.5',
    }
    const codes = (input: Partial<SpotOrderInput>): SpotOrderIssue[] => {
      const result = validateSpotOrder({ ...limitBuy, ...input })
      return result.ok ? [] : result.errors
    }

    it.each<[string, Partial<SpotOrderInput>, SpotOrderIssue[]]>([
      ['a valid limit buy', {}, []],
      ['a valid limit sell', { side: 'sell', available: '0.01' }, []],
      ['no price', { price: '' }, [{ field: 'price', code: 'priceRequired' }]],
      ['a half-typed price', { price: '.' }, [{ field: 'price', code: 'priceRequired' }]],
      ['a zero price', { price: '0' }, [{ field: 'price', code: 'priceNotPositive' }]],
      ['a price off the tick', { price: '64250.505' }, [{ field: 'price', code: 'priceOffTick' }]],
      ['no quantity', { quantity: '' }, [{ field: 'quantity', code: 'quantityRequired' }]],
      ['a zero quantity', { quantity: '0' }, [{ field: 'quantity', code: 'quantityNotPositive' }]],
      [
        'a quantity off the lot',
        { quantity: '0.010001' },
        [{ field: 'quantity', code: 'quantityOffLot' }],
      ],
      [
        'a quantity below the minimum',
        { quantity: '0.00005', price: '200000' },
        [{ field: 'quantity', code: 'quantityBelowMin' }],
      ],
      [
        'a total below the minimum notional',
        { quantity: '0.0001', price: '100' },
        [{ field: 'total', code: 'totalBelowMinNotional' }],
      ],
      [
        'a buy costing more than the quote',
        { quantity: '0.02' },
        [{ field: 'quantity', code: 'insufficientBalance' }],
      ],
      ['a buy costing exactly the quote', { quantity: '0.01', price: '100000' }, []],
      [
        'a sell of more than the base',
        { side: 'sell', available: '0.00999' },
        [{ field: 'quantity', code: 'insufficientBalance' }],
      ],
      ['a visitor (no balance known)', { quantity: '5', available: null }, []],
      [
        'a market not open',
        { market: { ...btc, isOpen: 1 } },
        [{ field: 'market', code: 'marketNotOpen' }],
      ],
      [
        'a market under maintenance',
        { market: { ...btc, isOpen: 2 } },
        [{ field: 'market', code: 'marketMaintenance' }],
      ],
      [
        'several problems at once',
        { price: '0', quantity: '' },
        [
          { field: 'price', code: 'priceNotPositive' },
          { field: 'quantity', code: 'quantityRequired' },
        ],
      ],
      // market orders
      [
        'a market sell ignores the price',
        { type: 'market', side: 'sell', price: '', available: '1' },
        [],
      ],
      [
        'a market buy by quantity within the band',
        { type: 'market', price: '', quantity: '0.01', available: '675' },
        [],
      ],
      [
        'a market buy by quantity beyond the band',
        { type: 'market', price: '', quantity: '0.01', available: '674' },
        [{ field: 'quantity', code: 'insufficientBalance' }],
      ],
      [
        'a market buy by amount',
        { type: 'market', price: '', quantity: undefined, quoteAmount: '100' },
        [],
      ],
      [
        'a market buy with no amount',
        { type: 'market', quantity: undefined, quoteAmount: '' },
        [{ field: 'quoteAmount', code: 'amountRequired' }],
      ],
      [
        'a market buy of amount 0',
        { type: 'market', quantity: undefined, quoteAmount: '0' },
        [{ field: 'quoteAmount', code: 'amountZero' }],
      ],
      [
        'a market buy below the minimum notional',
        { type: 'market', quantity: undefined, quoteAmount: '4.99' },
        [{ field: 'quoteAmount', code: 'totalBelowMinNotional' }],
      ],
      [
        'a market buy of more than the quote',
        { type: 'market', quantity: undefined, quoteAmount: '1000.01' },
        [{ field: 'quoteAmount', code: 'insufficientBalance' }],
      ],
      [
        'a market buy of all the quote',
        { type: 'market', quantity: undefined, quoteAmount: '1000' },
        [],
      ],
    ])('%s', (_title, input, expected) => {
      expect(codes(input)).toEqual(expected)
    })
  })

  describe('properties', () => {
    const step = fc.constantFrom('1', '0.1', '0.01', '0.001', '0.0001', '0.00001', '0.5', '0.005')
    const orders = fc.record({
      tickSize: step,
      lotSize: step,
      minNotional: fc.constantFrom('0', '1', '5'),
      // off the tick grid until rounded up to it
      rawPrice: decimalArb(3, 1, 10_000_000),
      available: decimalArb(4, 0, 99_999_999),
      side: fc.constantFrom('buy', 'sell'),
      type: fc.constantFrom('limit', 'market'),
      // the share of MAX tried as a quantity: 0 to 2.99 times it
      share: decimalArb(2, 0, 299),
    })

    it('MAX is on the lot grid, affordable, and a validated order never spends more than the balance', () => {
      fc.assert(
        fc.property(orders, (input) => {
          const { tickSize, lotSize, minNotional, rawPrice, available, side, type, share } = input
          const market = { ...btc, tickSize, lotSize, minQuantity: lotSize, minNotional }
          const price = roundToStep(rawPrice, tickSize, 'ceil')
          const lastPrice = price
          const order = { market, side, type, price, available, lastPrice }
          const max = maxQuantity({
            side,
            price:
              type === 'market' && side === 'buy'
                ? (marketBuyReservePrice(lastPrice, tickSize) ?? '')
                : price,
            available,
            market,
          })

          expect(roundToStep(max, lotSize, 'floor')).toBe(max)
          const maxReserve = orderReserve({ ...order, quantity: max })
          expect(compare(maxReserve ?? '0', available)).toBeLessThanOrEqual(0)
          if (compare(max, '0') > 0) {
            const issues = validateSpotOrder({ ...order, quantity: max })
            const codesOf = issues.ok ? [] : issues.errors.map((e) => e.code)
            expect(codesOf).not.toContain('insufficientBalance')
          }

          // Any quantity the rules accept fits the balance.
          const quantity = roundToStep(mul(max, share), lotSize, 'floor')
          if (validateSpotOrder({ ...order, quantity }).ok) {
            const reserve = orderReserve({ ...order, quantity })
            expect(compare(reserve ?? '0', available)).toBeLessThanOrEqual(0)
          }
        }),
        { numRuns: 1000 },
      )
    })
  })
})
