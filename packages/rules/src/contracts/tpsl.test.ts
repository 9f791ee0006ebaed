import { compare, mul } from '../decimal'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PositionSide } from './futures'
import {
  firstTrigger,
  touchedOrCrossed,
  validateTpSl,
  type CloseTrigger,
  type TpSlInput,
} from './tpsl'

// A BTC long and short at 64250.5 (tick 0.1), 10x: liquidation 58116.1 (long) / 70323.9 (short).
const long: TpSlInput = {
  side: 'long',
  referencePrice: '64250.5',
  tickSize: '0.1',
  liquidationPrice: '58116.1',
}
const short: TpSlInput = { ...long, side: 'short', liquidationPrice: '70323.9' }

describe('tpsl', () => {
  describe('validateTpSl: take-profit', () => {
    it.each([
      // position, take-profit, error
      [long, '65000', null],
      [long, '64250.6', null], // one tick above
      [long, '64250.5', 'tpsl.take.profit.side'], // equal to the reference is refused
      [long, '64000', 'tpsl.take.profit.side'],
      [short, '64000', null],
      [short, '64250.5', 'tpsl.take.profit.side'],
      [short, '65000', 'tpsl.take.profit.side'],
      [long, '0', 'tpsl.zero'],
      [long, '0.00', 'tpsl.zero'],
      [long, '-1', 'tpsl.price.invalid'],
      [long, 'abc', 'tpsl.price.invalid'],
      [long, '1.', 'tpsl.price.invalid'], // half-typed
      [long, '65000.05', 'tpsl.tick'],
      [short, '0.05', 'tpsl.tick'], // the tick check comes before the side check
      [long, '', null], // not set
      [long, null, null],
      [long, undefined, null],
    ] as const)('%#: take-profit %s', (position, takeProfit, error) => {
      const result = validateTpSl({ ...position, takeProfit })
      expect(result.takeProfit).toBe(error)
      expect(result.stopLoss).toBeNull()
      expect(result.ok).toBe(error === null)
    })
  })

  describe('validateTpSl: stop-loss', () => {
    it.each([
      // position, stop-loss, error, warning
      [long, '60000', null, null],
      [long, '64250.4', null, null], // one tick below
      [long, '64250.5', 'tpsl.stop.loss.side', null], // equal to the reference is refused
      [long, '65000', 'tpsl.stop.loss.side', null],
      [long, '58116.1', 'tpsl.stop.loss.liquidation', null], // AT the liquidation price
      [long, '50000', 'tpsl.stop.loss.liquidation', null], // beyond it
      [long, '58697.2', null, 'tpsl.stop.loss.near.liquidation'], // 58116.1 x 1.01 = 58697.261
      [long, '58697.3', null, null], // just outside 1 %
      [short, '66000', null, null],
      [short, '64250.5', 'tpsl.stop.loss.side', null],
      [short, '64000', 'tpsl.stop.loss.side', null],
      [short, '70323.9', 'tpsl.stop.loss.liquidation', null],
      [short, '80000', 'tpsl.stop.loss.liquidation', null],
      [short, '69620.7', null, 'tpsl.stop.loss.near.liquidation'], // 70323.9 x 0.99 = 69620.661
      [short, '69620.6', null, null],
      [{ ...long, liquidationPrice: null }, '1', null, null], // a 1x long: nothing to hit
      [long, '0', 'tpsl.zero', null],
      [long, '-60000', 'tpsl.price.invalid', null],
      [long, '60000.01', 'tpsl.tick', null],
      [long, '  ', null, null], // blank: not set
    ] as const)('%#: stop-loss %s', (position, stopLoss, error, warning) => {
      const result = validateTpSl({ ...position, stopLoss })
      expect(result.stopLoss).toBe(error)
      expect(result.warning).toBe(warning)
      expect(result.takeProfit).toBeNull()
      expect(result.ok).toBe(error === null)
    })

    it('reports both fields at once', () => {
      expect(validateTpSl({ ...long, takeProfit: '64000', stopLoss: '65000' })).toEqual({
        takeProfit: 'tpsl.take.profit.side',
        stopLoss: 'tpsl.stop.loss.side',
        warning: null,
        ok: false,
      })
      expect(validateTpSl({ ...short, takeProfit: '60000', stopLoss: '66000' }).ok).toBe(true)
    })
  })

  describe('touchedOrCrossed', () => {
    it.each([
      ['100', '110', '105', true],
      ['110', '100', '105', true],
      ['100', '110', '100', true], // touched at the start
      ['100', '110', '110', true], // touched at the end
      ['100', '100', '100', true],
      ['100', '110', '110.1', false],
      ['110', '100', '99.9', false],
    ])('%s -> %s over %s: %s', (prev, curr, level, out) => {
      expect(touchedOrCrossed(prev, curr, level)).toBe(out)
    })
  })

  describe('firstTrigger', () => {
    it.each([
      // side, prev, curr, tp, sl, liq, trigger
      ['long', '100', '110', '110', '90', '80', 'take_profit'], // touched exactly
      ['long', '100', '109.9', '110', '90', '80', null],
      ['long', '100', '150', '110', '90', '80', 'take_profit'], // a gap over the level
      ['long', '100', '90', '110', '90', '80', 'stop_loss'],
      ['long', '100', '70', '110', '90', '80', 'stop_loss'], // a gap over SL and liquidation: SL first
      ['long', '100', '70', '110', null, '80', 'liquidation'],
      ['long', '100', '85', '110', null, '80', null],
      ['long', '100', '90', '110', '90', '90', 'stop_loss'], // a tie: the stop-loss wins
      ['long', '100', '80', '110', '85', '90', 'liquidation'], // SL set beyond liquidation
      ['long', '120', '115', '110', '90', '80', null], // TP is behind the move
      ['long', '100', '100', '110', '90', '80', null],
      ['short', '100', '90', '90', '110', '120', 'take_profit'],
      ['short', '100', '50', '90', '110', '120', 'take_profit'],
      ['short', '100', '110', '90', '110', '120', 'stop_loss'],
      ['short', '100', '130', '90', '110', '120', 'stop_loss'], // a gap over SL and liquidation
      ['short', '100', '130', '90', null, '120', 'liquidation'],
      ['short', '100', '120', null, '120', '120', 'stop_loss'],
      ['short', '100', '109.9', '90', '110', '120', null],
      ['long', '100', '200', null, null, null, null],
      ['long', '100', '200', '', '', '', null], // blank levels are not set
    ] as const)('%s %s -> %s (tp %s, sl %s, liq %s): %s', (side, prev, curr, tp, sl, liq, out) => {
      expect(
        firstTrigger({ side, prev, curr, takeProfit: tp, stopLoss: sl, liquidation: liq }),
      ).toBe(out)
    })
  })

  describe('properties', () => {
    // Prices are tick indices (integers) rendered on the grid: no float becomes a price.
    const tickSize = '0.5'
    const at = (index: number) => mul(String(index), tickSize)

    /** Walks tick by tick from prev to curr and names the first level met, in tie order. */
    function bruteForce(
      side: PositionSide,
      prev: number,
      curr: number,
      levels: { tp: number | null; sl: number | null; liq: number | null },
    ): CloseTrigger | null {
      const direction = curr >= prev ? 1 : -1
      for (let p = prev; ; p += direction) {
        const down = (level: number | null) => level !== null && p <= level
        const up = (level: number | null) => level !== null && p >= level
        if (side === 'long') {
          if (down(levels.sl)) return 'stop_loss'
          if (down(levels.liq)) return 'liquidation'
          if (up(levels.tp)) return 'take_profit'
        } else {
          if (up(levels.sl)) return 'stop_loss'
          if (up(levels.liq)) return 'liquidation'
          if (down(levels.tp)) return 'take_profit'
        }
        if (p === curr) return null
      }
    }

    const sides = fc.constantFrom<PositionSide>('long', 'short')
    const int = (min: number, max: number) => fc.integer({ min, max })
    /** Tick moves: mostly small steps, with a gap of up to `gap` ticks one time in `oneIn`. */
    const walk = (steps: number, small: number, gap: number, oneIn: number) =>
      fc.array(
        fc.oneof(
          { arbitrary: int(-small, small), weight: oneIn - 1 },
          { arbitrary: int(-gap, gap), weight: 1 },
        ),
        { minLength: steps / 2, maxLength: steps },
      )

    it('an accepted level never fires at once, and a walk fires exactly the first level it meets', () => {
      let accepted = 0
      let fired = 0
      const setups = fc.record({
        side: sides,
        r: int(1000, 3000),
        // towards the losing side; null one time in 7
        liqAway: fc.option(int(1, 400), { freq: 7 }),
        // anywhere around r, including wrong sides, so that the validator refuses some
        tpOffset: fc.option(int(-300, 300), { freq: 5 }),
        slOffset: fc.option(int(-500, 500), { freq: 5 }),
        moves: walk(60, 20, 400, 5),
      })
      fc.assert(
        fc.property(setups, ({ side, r, liqAway, tpOffset, slOffset, moves }) => {
          const away = side === 'long' ? -1 : 1
          const liq = liqAway === null ? null : r + away * liqAway
          const tp = tpOffset === null ? null : Math.max(1, r + tpOffset)
          const sl = slOffset === null ? null : Math.max(1, r + slOffset)
          const levels = {
            takeProfit: tp === null ? null : at(tp),
            stopLoss: sl === null ? null : at(sl),
            liquidation: liq === null ? null : at(liq),
          }
          const { ok } = validateTpSl({
            side,
            referencePrice: at(r),
            takeProfit: levels.takeProfit,
            stopLoss: levels.stopLoss,
            tickSize,
            liquidationPrice: levels.liquidation,
          })
          if (!ok) return
          accepted += 1
          expect(firstTrigger({ side, prev: at(r), curr: at(r), ...levels })).toBeNull()

          // a walk with small steps and gaps, until something fires
          let prev = r
          for (const move of moves) {
            const curr = Math.max(1, prev + move)
            const expected = bruteForce(side, prev, curr, { tp, sl, liq })
            const actual = firstTrigger({ side, prev: at(prev), curr: at(curr), ...levels })
            expect(actual, JSON.stringify({ prev, curr })).toBe(expected)
            if (expected !== null) {
              fired += 1
              break
            }
            prev = curr
          }
        }),
        { numRuns: 600 },
      )
      // the generator must exercise the interesting cases, not just refuse everything
      expect(accepted).toBeGreaterThan(100)
      expect(fired).toBeGreaterThan(50)
    })

    it('fires the level met first on any walk, even a stop-loss left beyond a moved liquidation price', () => {
      // Levels on their guarded side of the start but in any order among themselves, with ties:
      // what the server meets when a liquidation price is re-estimated after the SL was set.
      let beyond = 0
      const setups = fc.record({
        side: sides,
        r: int(1000, 3000),
        tpGain: fc.option(int(1, 60), { freq: 5 }),
        slLoss: fc.option(int(1, 60), { freq: 5 }),
        liqLoss: fc.option(int(1, 60), { freq: 5 }),
        // one time in 5, the liquidation price moved onto the stop-loss
        liqOnStopLoss: fc.oneof(
          { arbitrary: fc.constant(false), weight: 4 },
          { arbitrary: fc.constant(true), weight: 1 },
        ),
        moves: walk(40, 10, 150, 3),
      })
      fc.assert(
        fc.property(setups, ({ side, r, tpGain, slLoss, liqLoss, liqOnStopLoss, moves }) => {
          const loss = side === 'long' ? -1 : 1
          const tp = tpGain === null ? null : r - loss * tpGain
          const sl = slLoss === null ? null : r + loss * slLoss
          const liq =
            liqLoss === null ? null : liqOnStopLoss && sl !== null ? sl : r + loss * liqLoss
          if (sl !== null && liq !== null && (sl - liq) * loss >= 0) beyond += 1
          const levels = {
            takeProfit: tp === null ? null : at(tp),
            stopLoss: sl === null ? null : at(sl),
            liquidation: liq === null ? null : at(liq),
          }
          let prev = r
          for (const move of moves) {
            const curr = prev + move
            const expected = bruteForce(side, prev, curr, { tp, sl, liq })
            const actual = firstTrigger({ side, prev: at(prev), curr: at(curr), ...levels })
            expect(actual, JSON.stringify({ prev, curr })).toBe(expected)
            if (expected !== null) break
            prev = curr
          }
        }),
        { numRuns: 500 },
      )
      expect(beyond).toBeGreaterThan(50)
    })

    it('a price the validator accepts sits strictly between the stop-loss side and the take-profit side', () => {
      fc.assert(
        fc.property(
          sides,
          int(1000, 2999),
          int(-20, 20),
          int(-20, 20),
          (side, r, tpOffset, slOffset) => {
            const tp = r + tpOffset
            const sl = r + slOffset
            const result = validateTpSl({
              side,
              referencePrice: at(r),
              takeProfit: at(tp),
              stopLoss: at(sl),
              tickSize,
              liquidationPrice: null,
            })
            const up = side === 'long' ? 1 : -1
            expect(result.takeProfit === null).toBe(compare(at(tp), at(r)) === up)
            expect(result.stopLoss === null).toBe(compare(at(sl), at(r)) === -up)
          },
        ),
        { numRuns: 500 },
      )
    })
  })
})
