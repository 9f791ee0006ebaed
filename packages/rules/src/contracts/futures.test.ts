import { add, compare, mul, roundToStep, sub } from '../decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalArb } from '../decimal/decimal.arbitraries'
import {
  contractQuantity,
  estimateOpen,
  feeOn,
  holdingFee,
  initialMargin,
  isLiquidated,
  limitPriceError,
  liquidationPrice,
  maintenanceMargin,
  notional,
  returnOnEquity,
  riskRate,
  settleClose,
  unrealisedPnl,
  type PositionSide,
} from './futures'

/*
 * Three contracts: BTC-like (3 lots x 0.001 at 64250.5, tick 0.1), ETH-like (5 lots x 0.01 at
 * 3456.78, tick 0.01) and a cheap coin (7 lots x 100 at 0.1234, tick 0.0001).
 * Notionals: 64250.5 x 0.003 = 192.7515; 3456.78 x 0.05 = 172.839; 0.1234 x 700 = 86.38.
 */
const BTC = { price: '64250.5', lots: 3, multiplier: '0.001', tickSize: '0.1' }
const ETH = { price: '3456.78', lots: 5, multiplier: '0.01', tickSize: '0.01' }
const CHEAP = { price: '0.1234', lots: 7, multiplier: '100', tickSize: '0.0001' }

describe('futures', () => {
  describe('contractQuantity and notional', () => {
    it.each([
      // lots, multiplier, price, quantity, notional
      [3, '0.001', '64250.5', '0.003', '192.7515'],
      ['5', '0.01', '3456.78', '0.05', '172.839'],
      [7, '100', '0.1234', '700', '86.38'],
      [0, '0.001', '64250.5', '0', '0'],
    ] as const)('%s lots x %s at %s: Q %s, notional %s', (lots, multiplier, price, q, value) => {
      expect(contractQuantity(lots, multiplier)).toBe(q)
      expect(notional(price, lots, multiplier)).toBe(value)
    })
  })

  describe('initialMargin', () => {
    it.each([
      // price, lots, multiplier, leverage, margin
      [BTC.price, BTC.lots, BTC.multiplier, 10, '19.27515'],
      [BTC.price, BTC.lots, BTC.multiplier, 20, '9.637575'],
      [BTC.price, BTC.lots, BTC.multiplier, 100, '1.927515'],
      [BTC.price, BTC.lots, BTC.multiplier, 1, '192.7515'],
      [ETH.price, ETH.lots, ETH.multiplier, 20, '8.64195'],
      [CHEAP.price, CHEAP.lots, CHEAP.multiplier, 10, '8.638'],
      ['100', 1, '1', 3, '33.33333334'], // 33.333333333... rounds UP
      ['64250.5', 1, '0.001', 7, '9.17864286'], // 64.2505 / 7 = 9.178642857... rounds UP
    ] as const)('%s x %s x %s at %ix needs %s', (price, lots, multiplier, leverage, out) => {
      expect(initialMargin(price, lots, multiplier, leverage)).toBe(out)
    })

    it('refuses a leverage that is not positive', () => {
      expect(() => initialMargin('1', 1, '1', 0)).toThrow(RangeError)
    })
  })

  describe('feeOn', () => {
    it.each([
      // price, lots, multiplier, rate, fee
      [BTC.price, BTC.lots, BTC.multiplier, '0.0005', '0.09637575'],
      [BTC.price, BTC.lots, BTC.multiplier, '0.00055', '0.10601333'], // 0.106013325: 9th decimal rounds UP
      [ETH.price, ETH.lots, ETH.multiplier, '0.0006', '0.1037034'],
      [CHEAP.price, CHEAP.lots, CHEAP.multiplier, '0.001', '0.08638'],
      ['0.123456789', 1, '1', '0.1', '0.01234568'], // 0.0123456789 rounds UP
      ['1', 1, '1', '0.000000001', '0.00000001'], // a sliver of a unit is charged one unit
      ['1', 1, '1', '0.00000001', '0.00000001'], // exactly one unit: no rounding
      [BTC.price, BTC.lots, BTC.multiplier, '0', '0'],
    ] as const)('%s x %s x %s at rate %s is %s', (price, lots, multiplier, rate, out) => {
      expect(feeOn(price, lots, multiplier, rate)).toBe(out)
    })
  })

  describe('unrealisedPnl', () => {
    it.each([
      // side, open, price, lots, multiplier, pnl
      ['long', '64250.5', '65000', 3, '0.001', '2.2485'], // 749.5 x 0.003
      ['short', '64250.5', '65000', 3, '0.001', '-2.2485'],
      ['long', '64250.5', '60000', 3, '0.001', '-12.7515'], // -4250.5 x 0.003
      ['short', '3456.78', '3400.12', 5, '0.01', '2.833'], // 56.66 x 0.05
      ['long', '0.1234', '0.1301', 7, '100', '4.69'], // 0.0067 x 700
      ['long', '64250.5', '64250.5', 3, '0.001', '0'],
      ['long', '1', '1.000000001', 1, '1', '0'], // a gain below one unit rounds DOWN to 0
      ['short', '1', '1.000000001', 1, '1', '-0.00000001'], // a loss rounds to the larger loss
    ] as const)('%s from %s at %s (%s x %s) is %s', (side, open, price, lots, multiplier, out) => {
      expect(unrealisedPnl(side, open, price, lots, multiplier)).toBe(out)
    })
  })

  describe('returnOnEquity', () => {
    it.each([
      ['2.2485', '19.27515', '0.1166'], // 0.116652... truncated
      ['-12.7515', '19.27515', '-0.6615'], // -0.661551... truncated toward zero
      ['5', '10', '0.5'],
      ['-19.27515', '19.27515', '-1'],
      ['0', '5', '0'],
      ['1', '0', '0'], // no margin: no meaningful return
    ])('%s on %s is %s', (pnl, margin, out) => {
      expect(returnOnEquity(pnl, margin)).toBe(out)
    })
  })

  describe('maintenanceMargin', () => {
    it.each([
      ['64250.5', '0.005', '0.9637575'], // 192.7515 x 0.005
      ['64250.5', '0.004', '0.771006'],
      ['64250.53', '0.005', '0.96375795'], // 192.75159 x 0.005
      ['64250.53', '0.0045', '0.86738216'], // 0.867382155 rounds UP
    ])('3 x 0.001 at mark %s, rate %s, is %s', (mark, mmr, out) => {
      expect(maintenanceMargin(mark, 3, '0.001', mmr)).toBe(out)
    })
  })

  describe('riskRate', () => {
    it.each([
      // margin, pnl, maintenance, risk
      ['19.27515', '0', '0.9637575', '0.05'],
      ['19.27515', '-12.7515', '0.9637575', '0.1477'], // 0.9637575 / 6.52365 = 0.147732...
      ['10', '-10', '1', '1'], // no equity left
      ['10', '-11', '1', '1'],
      ['1', '0', '2', '1'], // capped at 1
      ['10', '0', '0', '0'],
    ])('margin %s, pnl %s, maintenance %s: %s', (margin, pnl, maintenance, out) => {
      expect(riskRate(margin, pnl, maintenance)).toBe(out)
    })
  })

  describe('liquidationPrice', () => {
    /*
     * mmr 0.005. Long: (E*Q - M) / (Q x 0.995), UP to the tick; short: (E*Q + M) / (Q x 1.005), DOWN.
     * BTC 10x: (192.7515 - 19.27515) / 0.002985 = 58116.0301... -> 58116.1;
     *          (192.7515 + 19.27515) / 0.003015 = 70323.9303... -> 70323.9.
     */
    it.each([
      // name, side, leverage, contract, liquidation
      ['BTC', 'long', 10, BTC, '58116.1'],
      ['BTC', 'long', 20, BTC, '61344.7'], // 61344.6984...
      ['BTC', 'long', 100, BTC, '63927.7'], // 63927.6331...
      ['BTC', 'long', 1, BTC, null], // margin covers the whole notional: never liquidated
      ['BTC', 'short', 10, BTC, '70323.9'],
      ['BTC', 'short', 20, BTC, '67127.3'], // 67127.3880...
      ['BTC', 'short', 100, BTC, '64570.1'], // 64570.1542...
      ['BTC', 'short', 1, BTC, '127861.6'], // 127861.6915...
      ['ETH', 'long', 10, ETH, '3126.74'], // 3126.7356...
      ['ETH', 'long', 20, ETH, '3300.45'], // 3300.4432...
      ['ETH', 'short', 20, ETH, '3611.56'], // 3611.5611...
      ['ETH', 'short', 100, ETH, '3473.97'], // 3473.9779...
      ['ETH', 'long', 1, ETH, null],
      ['CHEAP', 'long', 10, CHEAP, '0.1117'], // 0.111618...
      ['CHEAP', 'long', 100, CHEAP, '0.1228'], // 0.122779...
      ['CHEAP', 'short', 10, CHEAP, '0.135'], // 0.135064...
      ['CHEAP', 'short', 1, CHEAP, '0.2455'], // 0.245572...
    ] as const)('%s %s at %ix', (_name, side, leverage, contract, out) => {
      const { price, lots, multiplier, tickSize } = contract
      const margin = initialMargin(price, lots, multiplier, leverage)
      expect(
        liquidationPrice({
          side,
          openPrice: price,
          lots,
          multiplier,
          margin,
          mmr: '0.005',
          tickSize,
        }),
      ).toBe(out)
    })

    it('liquidates a 100x long at its open price when the maintenance rate is 1 %', () => {
      // (192.7515 - 1.927515) / (0.003 x 0.99) = 190.823985 / 0.00297 = 64250.5 exactly
      expect(
        liquidationPrice({
          side: 'long',
          openPrice: BTC.price,
          lots: 3,
          multiplier: '0.001',
          margin: '1.927515',
          mmr: '0.01',
          tickSize: '0.1',
        }),
      ).toBe('64250.5')
    })

    it('has no liquidation price without a quantity', () => {
      expect(
        liquidationPrice({
          side: 'short',
          openPrice: '1',
          lots: 0,
          multiplier: '1',
          margin: '1',
          mmr: '0.005',
          tickSize: '0.1',
        }),
      ).toBeNull()
    })
  })

  describe('isLiquidated', () => {
    it.each([
      ['long', '58116.1', '58116.1', true], // touching is enough
      ['long', '58116', '58116.1', true],
      ['long', '58116.2', '58116.1', false],
      ['short', '70323.9', '70323.9', true],
      ['short', '70324', '70323.9', true],
      ['short', '70323.8', '70323.9', false],
      ['long', '0.0001', null, false],
      ['short', '999999', null, false],
    ] as const)('%s at mark %s with liquidation %s: %s', (side, mark, liquidation, out) => {
      expect(isLiquidated(side, mark, liquidation)).toBe(out)
    })
  })

  describe('limitPriceError', () => {
    it.each([
      ['long', '64250.6', '64250.5', 'futures.limit.price.side'], // a long above the market
      ['long', '64250.5', '64250.5', null],
      ['long', '64000', '64250.5', null],
      ['short', '64250.4', '64250.5', 'futures.limit.price.side'], // a short below the market
      ['short', '64250.5', '64250.5', null],
      ['short', '65000', '64250.5', null],
    ] as const)('%s limit %s with the market at %s: %s', (side, limit, market, out) => {
      expect(limitPriceError(side, limit, market)).toBe(out)
    })
  })

  describe('estimateOpen', () => {
    it('estimates a 20x BTC long', () => {
      expect(
        estimateOpen({ side: 'long', ...BTC, leverage: 20, feeRate: '0.0005', mmr: '0.005' }),
      ).toEqual({
        notional: '192.7515',
        margin: '9.637575',
        fee: '0.09637575',
        total: '9.73395075',
        liquidationPrice: '61344.7',
      })
    })

    it('estimates a 10x short of a cheap coin', () => {
      expect(
        estimateOpen({ side: 'short', ...CHEAP, leverage: 10, feeRate: '0.001', mmr: '0.005' }),
      ).toEqual({
        notional: '86.38',
        margin: '8.638',
        fee: '0.08638',
        total: '8.72438',
        liquidationPrice: '0.135',
      })
    })

    it('gives a 1x long no liquidation price', () => {
      const estimate = estimateOpen({
        side: 'long',
        ...ETH,
        leverage: 1,
        feeRate: '0.0006',
        mmr: '0.005',
      })
      expect(estimate.margin).toBe('172.839')
      expect(estimate.fee).toBe('0.1037034')
      expect(estimate.total).toBe('172.9427034')
      expect(estimate.liquidationPrice).toBeNull()
    })
  })

  describe('settleClose', () => {
    const btc = { lots: 3, multiplier: '0.001', openPrice: '64250.5', closeFeeRate: '0.0005' }
    it.each([
      // side, margin, close, pnl, closeFee, income, returned, capped
      // 749.5 x 0.003 = 2.2485; fee 195 x 0.0005 = 0.0975; income 2.151
      ['long', '19.27515', '65000', '2.2485', '0.0975', '2.151', '21.42615', false],
      // 1250.5 x 0.003 = 3.7515; fee 189 x 0.0005 = 0.0945
      ['short', '19.27515', '63000', '3.7515', '0.0945', '3.657', '22.93215', false],
      // -7250.5 x 0.003 = -21.7515; fee 0.0855; -21.837 is beyond the margin: capped
      ['long', '19.27515', '57000', '-21.7515', '0.0855', '-19.27515', '0', true],
      // -1749.5 x 0.003 = -5.2485 against a 100x margin of 1.927515
      ['short', '1.927515', '66000', '-5.2485', '0.099', '-1.927515', '0', true],
      // a loss that fits: -0.75 - 0.0963 = -0.8463
      ['long', '1.927515', '64000.5', '-0.75', '0.09600075', '-0.84600075', '1.08151425', false],
      // flat close: only the fee is lost
      ['long', '19.27515', '64250.5', '0', '0.09637575', '-0.09637575', '19.17877425', false],
    ] as const)(
      '%s (margin %s) closed at %s',
      (side, margin, closePrice, pnl, closeFee, income, returned, capped) => {
        expect(settleClose({ ...btc, side, margin, closePrice })).toEqual({
          pnl,
          closeFee,
          income,
          returned,
          capped,
        })
      },
    )

    it('caps at the margin when the fee alone tips the loss over it', () => {
      // pnl -1.8999 is within the margin 1.92, but the fee takes the total past it
      const result = settleClose({ ...btc, side: 'long', margin: '1.92', closePrice: '63617.2' })
      expect(result.pnl).toBe('-1.8999') // -633.3 x 0.003
      expect(result.closeFee).toBe('0.0954258') // 190.8516 x 0.0005
      expect(result).toMatchObject({ income: '-1.92', returned: '0', capped: true })
    })
  })

  describe('holdingFee', () => {
    it.each([
      ['0.0001', '19.27515', '0.01927515'],
      ['0.00001', '19.27515', '0.00192752'], // 0.001927515 rounds UP
      ['0.0001', '0.01', '0.01'], // never more than the margin
      ['0', '19.27515', '0'],
    ])('rate %s with margin %s is %s', (rate, margin, out) => {
      expect(holdingFee('64250.5', 3, '0.001', rate, margin)).toBe(out)
    })
  })

  describe('properties', () => {
    const position = {
      side: fc.constantFrom<PositionSide>('long', 'short'),
      multiplier: fc.constantFrom('0.001', '0.01', '1', '100'),
      lots: fc.integer({ min: 1, max: 500 }),
      leverage: fc.integer({ min: 1, max: 100 }),
    }

    it('is liquidated at the liquidation price and not one tick on the safe side, where the risk is no higher', () => {
      let checked = 0
      const liquidable = fc.record({
        ...position,
        tickSize: fc.constantFrom('0.1', '0.01', '0.0001', '0.5', '1'),
        rawPrice: decimalArb(3, 1, 100_000_000),
        mmr: fc.constantFrom('0.004', '0.005', '0.01'),
      })
      fc.assert(
        fc.property(liquidable, ({ side, multiplier, lots, leverage, tickSize, rawPrice, mmr }) => {
          const price = roundToStep(rawPrice, tickSize, 'ceil')
          const margin = initialMargin(price, lots, multiplier, leverage)
          const open = { side, openPrice: price, lots, multiplier, margin, mmr, tickSize }
          const liquidation = liquidationPrice(open)
          if (side === 'short') expect(liquidation).not.toBeNull()
          if (leverage === 1 && side === 'long') expect(liquidation).toBeNull()
          if (liquidation === null) return
          checked += 1

          const safe = side === 'long' ? add(liquidation, tickSize) : sub(liquidation, tickSize)
          const pnlAt = (mark: string) => unrealisedPnl(side, price, mark, lots, multiplier)
          const maintenanceAt = (mark: string) => maintenanceMargin(mark, lots, multiplier, mmr)
          const riskAt = (mark: string) => riskRate(margin, pnlAt(mark), maintenanceAt(mark))
          expect(compare(riskAt(liquidation), riskAt(safe))).toBeGreaterThanOrEqual(0)
          expect(isLiquidated(side, liquidation, liquidation)).toBe(true)
          expect(isLiquidated(side, safe, liquidation)).toBe(false)
          // On the grid, the liquidation fires no later than the true point: equity still covers
          // the maintenance margin there (what is left pays for the close).
          const equity = add(margin, pnlAt(liquidation))
          const maintenance = maintenanceAt(liquidation)
          expect(compare(add(equity, '0.00000002'), maintenance)).toBeGreaterThanOrEqual(0)
        }),
        { numRuns: 500 },
      )
      // the generator must reach liquidations, not stop at the 1x longs that have none
      expect(checked).toBeGreaterThan(300)
    })

    it('never returns a negative amount on close, and never loses more than the margin', () => {
      const closes = fc.record({
        ...position,
        openPrice: decimalArb(3, 1, 100_000_000),
        // the close price as a multiple of the open: anywhere from a collapse to a tripling
        move: decimalArb(3, 0, 2999),
        closeFeeRate: fc.constantFrom('0', '0.0005', '0.001'),
      })
      fc.assert(
        fc.property(closes, (input) => {
          const { openPrice, move, lots, multiplier, leverage } = input
          const margin = initialMargin(openPrice, lots, multiplier, leverage)
          const closePrice = mul(openPrice, move, 3, 'trunc')
          const result = settleClose({ ...input, closePrice, margin })
          expect(compare(result.returned, '0')).toBeGreaterThanOrEqual(0)
          expect(compare(result.income, sub('0', margin))).toBeGreaterThanOrEqual(0)
          expect(add(margin, result.income)).toBe(result.returned)
          const loss = sub(result.pnl, result.closeFee)
          expect(result.capped).toBe(compare(loss, sub('0', margin)) < 0)
        }),
        { numRuns: 500 },
      )
    })
  })
})
