import type { Candle } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import { mergeCandle } from './candles'

const c = (openTime: number, close = '1'): Candle => ({
  openTime,
  open: '1',
  high: close,
  low: '1',
  close,
  volume: '0',
  turnover: '0',
})

describe('mergeCandle', () => {
  it.each<[string, number[], Candle, string, Array<[number, string]>]>([
    [
      'replaces the open candle',
      [1, 2, 3],
      c(3, '9'),
      'replaced',
      [
        [1, '1'],
        [2, '1'],
        [3, '9'],
      ],
    ],
    [
      'appends the next candle',
      [1, 2, 3],
      c(4, '5'),
      'appended',
      [
        [1, '1'],
        [2, '1'],
        [3, '1'],
        [4, '5'],
      ],
    ],
    [
      'corrects an older candle in place',
      [1, 2, 3],
      c(2, '7'),
      'replaced',
      [
        [1, '1'],
        [2, '7'],
        [3, '1'],
      ],
    ],
    [
      'inserts a missing older candle',
      [1, 3],
      c(2, '4'),
      'inserted',
      [
        [1, '1'],
        [2, '4'],
        [3, '1'],
      ],
    ],
    ['starts an empty series', [], c(5), 'appended', [[5, '1']]],
  ])('%s', (_title, times, candle, result, expected) => {
    const series = times.map((t) => c(t))
    expect(mergeCandle(series, candle)).toBe(result)
    expect(series.map((x) => [x.openTime, x.close])).toEqual(expected)
  })

  it('drops the oldest candles beyond maxLength', () => {
    const series = [c(1), c(2)]
    mergeCandle(series, c(3), 2)
    expect(series.map((x) => x.openTime)).toEqual([2, 3])
  })
})
