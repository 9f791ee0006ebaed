import { futuresMarketFixture as btc } from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import {
  checkFuturesOrder,
  defaultLeverage,
  futuresOrderRequest,
  parseLots,
  tpSlReferencePrice,
  type FuturesOrderInput,
} from './futuresOrder'

const base: FuturesOrderInput = {
  market: btc,
  side: 'long',
  type: 'limit',
  price: '64000',
  lots: '3',
  leverage: 10,
  takeProfit: '',
  stopLoss: '',
  triggerReference: 'last',
  lastPrice: '64250.5',
  markPrice: '64260',
  available: '1000',
}
const check = (fields: Partial<FuturesOrderInput>) => checkFuturesOrder({ ...base, ...fields })

describe('futuresOrder', () => {
  it.each<[string, string, number | null]>([
    ['1', 'min', 1],
    ['1000', 'max', 1000],
    ['0', 'below min', null],
    ['1001', 'above max', null],
    ['2.5', 'not whole', null],
    ['', 'blank', null],
    [' 7 ', 'padded', 7],
    ['-1', 'negative', null],
  ])('parses lots %j (%s)', (text, _, expected) => {
    expect(parseLots(text, btc)).toBe(expected)
  })

  it.each<[string, Partial<FuturesOrderInput>, Record<string, string>]>([
    ['a valid long limit', {}, {}],
    ['a blank price', { price: '' }, { price: 'order.price.invalid' }],
    ['a zero price', { price: '0' }, { price: 'order.price.invalid' }],
    ['a price off the tick grid', { price: '64000.005' }, { price: 'futures.price.tick' }],
    ['a long limit above the market', { price: '64250.51' }, { price: 'futures.limit.price.side' }],
    ['a long limit at the market (allowed)', { price: '64250.5' }, {}],
    [
      'a short limit below the market',
      { side: 'short', price: '64250.49' },
      { price: 'futures.limit.price.side' },
    ],
    ['a market order ignores the price field', { type: 'market', price: 'x' }, {}],
    ['lots out of range', { lots: '1001' }, { lots: 'futures.lots.invalid' }],
    // 3 lots at 64,000 x 0.001 = 192 notional; /10 = 19.2 margin + 0.096 fee = 19.296 > 19.29
    [
      'a total above the available balance',
      { available: '19.29' },
      { lots: 'balance.insufficient' },
    ],
    ['a total equal to the balance', { available: '19.296' }, {}],
    [
      'a long TP at the reference',
      { takeProfit: '64250.5' },
      { takeProfit: 'tpsl.take.profit.side' },
    ],
    ['a long SL above the reference', { stopLoss: '65000' }, { stopLoss: 'tpsl.stop.loss.side' }],
    // long 10x at 64,000: liquidation (192 - 19.2) / (0.003 x 0.995) = 57889.447… -> 57889.45 (up to the tick)
    [
      'a long SL at the liquidation price',
      { stopLoss: '57889.45' },
      { stopLoss: 'tpsl.stop.loss.liquidation' },
    ],
    ['a TP off the grid', { takeProfit: '70000.001' }, { takeProfit: 'tpsl.tick' }],
    ['a zero SL', { stopLoss: '0' }, { stopLoss: 'tpsl.zero' }],
    [
      'a short TP above the mark reference',
      { side: 'short', price: '64300', takeProfit: '64255', triggerReference: 'mark' },
      {},
    ],
    [
      'a short TP above the last reference',
      { side: 'short', price: '64300', takeProfit: '64255' },
      { takeProfit: 'tpsl.take.profit.side' },
    ],
  ])('%s', (_, fields, errors) => {
    const result = check(fields)
    expect(result.errors).toEqual(errors)
    expect(result.ok).toBe(Object.keys(errors).length === 0)
  })

  it('estimates the cost at the limit price, or at the last price for a market order', () => {
    expect(check({}).estimate).toEqual({
      notional: '192',
      margin: '19.2',
      fee: '0.096',
      total: '19.296',
      liquidationPrice: '57889.45',
    })
    // 64,250.5 x 0.003 = 192.7515; /10 = 19.27515; fee 0.09637575
    expect(check({ type: 'market' }).estimate).toMatchObject({
      margin: '19.27515',
      fee: '0.09637575',
      total: '19.37152575',
    })
    expect(check({ type: 'market', lastPrice: null }).estimate).toBeNull()
    expect(check({ lots: 'x' }).estimate).toBeNull()
  })

  it('warns (without refusing) a stop-loss within 1 % of the liquidation price', () => {
    // 57889.45 x 1.01 = 58468.3445: at or below it warns
    expect(check({ stopLoss: '58468.34' })).toMatchObject({
      ok: true,
      warning: 'tpsl.stop.loss.near.liquidation',
    })
    expect(check({ stopLoss: '58468.35' }).warning).toBeNull()
  })

  it('judges TP/SL on the mark price when chosen and known, else on the last price', () => {
    expect(tpSlReferencePrice('mark', '1', '2')).toBe('2')
    expect(tpSlReferencePrice('mark', '1', null)).toBe('1')
    expect(tpSlReferencePrice('last', '1', '2')).toBe('1')
    expect(tpSlReferencePrice('last', null, '2')).toBeNull()
    expect(check({ lastPrice: null, takeProfit: '1' }).errors).toEqual({})
  })

  it('builds the request with only what was set', () => {
    expect(futuresOrderRequest(base)).toEqual({
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'limit',
      price: '64000',
      lots: 3,
      leverage: 10,
    })
    expect(
      futuresOrderRequest({
        ...base,
        side: 'short',
        type: 'market',
        lots: ' 5 ',
        leverage: 20,
        stopLoss: '66000',
        triggerReference: 'mark',
      }),
    ).toEqual({
      symbol: 'BTCUSDT',
      side: 'short',
      type: 'market',
      lots: 5,
      leverage: 20,
      stopLoss: '66000',
      triggerReference: 'mark',
    })
  })

  it.each<[number[], number]>([
    [[1, 2, 5, 10, 20, 50, 100], 10],
    [[1, 2, 5], 5],
    [[20, 50], 20],
    [[], 1],
  ])('starts leverage %j at %i', (leverageOptions, expected) => {
    expect(defaultLeverage({ leverageOptions })).toBe(expected)
  })
})
