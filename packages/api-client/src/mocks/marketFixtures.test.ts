import { describe, expect, it } from 'vitest'
import {
  candlesFixture,
  depthFixture,
  marketsFixture,
  tickersFixture,
  tradesFixture,
} from './marketFixtures'

const DECIMAL = /^-?\d+(\.\d+)?$/

describe('market fixtures', () => {
  it('use decimal strings for every price and quantity', () => {
    const values = [
      ...tickersFixture.flatMap((t) => [
        t.last,
        t.open,
        t.changeRate,
        t.high,
        t.low,
        t.volume,
        t.turnover,
      ]),
      ...depthFixture().bids.flat(),
      ...depthFixture().asks.flat(),
      ...tradesFixture().flatMap((t) => [t.price, t.quantity]),
      ...candlesFixture().flatMap((c) => [c.open, c.high, c.low, c.close, c.volume, c.turnover]),
    ]
    for (const value of values) expect(value).toMatch(DECIMAL)
  })

  it('describe 12 open markets and one closed and one under maintenance', () => {
    expect(marketsFixture.filter((m) => m.isOpen === 0)).toHaveLength(12)
    expect(marketsFixture.map((m) => m.isOpen).filter((s) => s !== 0)).toEqual([1, 2])
    expect(tickersFixture).toHaveLength(12)
  })

  it('build an uncrossed book, best first on each side', () => {
    const { bids, asks } = depthFixture('BTCUSDT', 20)
    const num = (s: string) => Number(s)
    expect(num(bids[0]![0])).toBeLessThan(num(asks[0]![0]))
    expect(bids.map((l) => num(l[0]))).toEqual(
      [...bids.map((l) => num(l[0]))].sort((a, b) => b - a),
    )
    expect(asks.map((l) => num(l[0]))).toEqual(
      [...asks.map((l) => num(l[0]))].sort((a, b) => a - b),
    )
  })

  it('build consistent candles in time order', () => {
    const candles = candlesFixture('5m', 50)
    for (const [i, c] of candles.entries()) {
      expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)))
      expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)))
      if (i > 0) expect(c.openTime - candles[i - 1]!.openTime).toBe(300_000)
    }
  })
})
