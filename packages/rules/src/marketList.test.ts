import type { MarketInfo, Ticker } from '@bourse/api-client'
import { marketsFixture, tickersFixture } from '@bourse/api-client/mocks'
import { compare } from './decimal'
import { describe, expect, it } from 'vitest'
import {
  applyTickerBatch,
  comparePrices,
  FAVOURITES_TAB,
  filterMarkets,
  matchesQuery,
  nextSort,
  quoteAssets,
  sortableDecimalKey,
  sortMarkets,
  toggleFavourite,
  type MarketSort,
} from './marketList'

const market = (base: string, name = base, quote = 'USDT'): MarketInfo => ({
  symbol: `${base}${quote}`,
  base,
  quote,
  name,
  tickSize: '0.01',
  lotSize: '0.001',
  minQuantity: '0.001',
  minNotional: '5',
  pricePrecision: 2,
  quantityPrecision: 3,
  isOpen: 0,
})

const ticker = (symbol: string, fields: Partial<Ticker> = {}): Ticker => ({
  symbol,
  last: '1',
  open: '1',
  changeRate: '0',
  high: '1',
  low: '1',
  volume: '0',
  turnover: '0',
  ts: 1000,
  ...fields,
})

const tickerMap = (tickers: readonly Ticker[]) => new Map(tickers.map((t) => [t.symbol, t]))
const symbols = (markets: readonly MarketInfo[]) => markets.map((m) => m.symbol)

describe('quoteAssets', () => {
  it('lists each quote asset once, in first-seen order', () => {
    expect(quoteAssets([market('BTC'), market('ETH', 'Ethereum', 'BTC'), market('SOL')])).toEqual([
      'USDT',
      'BTC',
    ])
    expect(quoteAssets([])).toEqual([])
  })
})

describe('matchesQuery', () => {
  const btc = market('BTC', 'Bitcoin')
  it.each([
    ['', true],
    ['   ', true],
    ['btc', true],
    ['BT', true],
    ['bitco', true],
    ['BTCUSDT', true],
    ['btc/usdt', true],
    ['btc-usdt', true],
    ['eth', false],
    ['usdt btc', false],
  ])('query %j matches BTC/USDT: %s', (query, expected) => {
    expect(matchesQuery(btc, query)).toBe(expected)
  })
})

describe('filterMarkets', () => {
  const markets = [market('BTC', 'Bitcoin'), market('ETH', 'Ethereum'), market('ETH', 'Eth', 'BTC')]
  it('shows the tab’s quote asset only', () => {
    expect(
      symbols(filterMarkets(markets, { tab: 'BTC', query: '', favourites: new Set() })),
    ).toEqual(['ETHBTC'])
  })
  it('shows the favourites on the favourites tab, whatever their quote', () => {
    const favourites = new Set(['ETHBTC', 'BTCUSDT'])
    expect(symbols(filterMarkets(markets, { tab: FAVOURITES_TAB, query: '', favourites }))).toEqual(
      ['BTCUSDT', 'ETHBTC'],
    )
  })
  it('combines the tab with the search', () => {
    expect(
      symbols(filterMarkets(markets, { tab: 'USDT', query: 'ether', favourites: new Set() })),
    ).toEqual(['ETHUSDT'])
  })
})

describe('sortMarkets', () => {
  const markets = [market('BTC'), market('ETH'), market('ADA'), market('NEW')]
  const tickers = tickerMap([
    ticker('BTCUSDT', {
      last: '64250.5',
      changeRate: '2.31',
      volume: '1200',
      turnover: '77100600',
    }),
    ticker('ETHUSDT', {
      last: '3120.42',
      changeRate: '-1.08',
      volume: '19330',
      turnover: '6.03e7',
    }),
    ticker('ADAUSDT', { last: '0.4412', changeRate: '-2.9', volume: '950000', turnover: '419140' }),
  ])

  it.each<[MarketSort, string[]]>([
    [{ key: 'name', direction: 'asc' }, ['ADAUSDT', 'BTCUSDT', 'ETHUSDT', 'NEWUSDT']],
    [{ key: 'name', direction: 'desc' }, ['NEWUSDT', 'ETHUSDT', 'BTCUSDT', 'ADAUSDT']],
    [{ key: 'last', direction: 'desc' }, ['BTCUSDT', 'ETHUSDT', 'ADAUSDT', 'NEWUSDT']],
    [{ key: 'last', direction: 'asc' }, ['ADAUSDT', 'ETHUSDT', 'BTCUSDT', 'NEWUSDT']],
    [{ key: 'change', direction: 'desc' }, ['BTCUSDT', 'ETHUSDT', 'ADAUSDT', 'NEWUSDT']],
    [{ key: 'change', direction: 'asc' }, ['ADAUSDT', 'ETHUSDT', 'BTCUSDT', 'NEWUSDT']],
    [{ key: 'volume', direction: 'desc' }, ['ADAUSDT', 'ETHUSDT', 'BTCUSDT', 'NEWUSDT']],
  ])('sorts by %j with markets lacking a value last', (sort, expected) => {
    // ETH's turnover is not a decimal string: it sorts like a missing value.
    expect(symbols(sortMarkets(markets, tickers, sort))).toEqual(expected)
  })

  it('puts an unparsable value last, like a missing one', () => {
    expect(symbols(sortMarkets(markets, tickers, { key: 'turnover', direction: 'desc' }))).toEqual([
      'BTCUSDT',
      'ADAUSDT',
      'ETHUSDT',
      'NEWUSDT',
    ])
  })

  it('compares prices exactly, beyond float precision', () => {
    const close = tickerMap([
      ticker('BTCUSDT', { last: '9007199254740993.000000001' }),
      ticker('ETHUSDT', { last: '9007199254740993' }),
    ])
    expect(
      symbols(sortMarkets(markets.slice(0, 2), close, { key: 'last', direction: 'desc' })),
    ).toEqual(['BTCUSDT', 'ETHUSDT'])
  })

  it('breaks ties by name so equal values never swap places', () => {
    const equal = tickerMap(markets.map((m) => ticker(m.symbol, { changeRate: '1.5' })))
    for (const direction of ['asc', 'desc'] as const) {
      expect(symbols(sortMarkets(markets, equal, { key: 'change', direction }))).toEqual([
        'ADAUSDT',
        'BTCUSDT',
        'ETHUSDT',
        'NEWUSDT',
      ])
    }
  })

  it('orders the fixture markets by change, each step non-increasing (property)', () => {
    const sorted = sortMarkets(marketsFixture, tickerMap(tickersFixture), {
      key: 'change',
      direction: 'desc',
    })
    expect(sorted).toHaveLength(marketsFixture.length)
    const values = sorted
      .map((m) => tickersFixture.find((t) => t.symbol === m.symbol)?.changeRate)
      .filter((v): v is string => v !== undefined)
    for (let i = 1; i < values.length; i++) {
      expect(compare(values[i - 1] as string, values[i] as string)).toBeGreaterThanOrEqual(0)
    }
    // The two markets without a ticker (not open, under maintenance) come last.
    expect(symbols(sorted.slice(-2)).sort()).toEqual(['ATOMUSDT', 'FILUSDT'])
  })

  it('does not change its input', () => {
    const input = [...markets]
    sortMarkets(input, tickers, { key: 'last', direction: 'desc' })
    expect(input).toEqual(markets)
  })
})

describe('nextSort', () => {
  it.each<[MarketSort, Parameters<typeof nextSort>[1], MarketSort]>([
    [{ key: 'name', direction: 'asc' }, 'last', { key: 'last', direction: 'desc' }],
    [{ key: 'last', direction: 'desc' }, 'last', { key: 'last', direction: 'asc' }],
    [{ key: 'last', direction: 'asc' }, 'last', { key: 'last', direction: 'desc' }],
    [{ key: 'volume', direction: 'desc' }, 'name', { key: 'name', direction: 'asc' }],
    [{ key: 'name', direction: 'asc' }, 'name', { key: 'name', direction: 'desc' }],
  ])('from %j, a click on %s gives %j', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected)
  })
})

describe('applyTickerBatch', () => {
  it('adds new tickers and replaces older ones, reporting what changed', () => {
    const latest = tickerMap([ticker('BTCUSDT', { last: '1', ts: 10 })])
    const changed = applyTickerBatch(latest, [
      ticker('BTCUSDT', { last: '2', ts: 11 }),
      ticker('ETHUSDT', { last: '3', ts: 11 }),
    ])
    expect(changed).toEqual(['BTCUSDT', 'ETHUSDT'])
    expect(latest.get('BTCUSDT')?.last).toBe('2')
    expect(latest.get('ETHUSDT')?.last).toBe('3')
  })

  it('keeps a newer ticker when an older one arrives late', () => {
    const latest = tickerMap([ticker('BTCUSDT', { last: '2', ts: 20 })])
    expect(applyTickerBatch(latest, [ticker('BTCUSDT', { last: '1', ts: 19 })])).toEqual([])
    expect(latest.get('BTCUSDT')?.last).toBe('2')
  })

  it('gives the same map whatever the batches’ split (property)', () => {
    const stream = Array.from({ length: 200 }, (_, i) =>
      ticker(`M${i % 7}USDT`, { last: String(i), ts: 1000 + Math.floor(i / 3) }),
    )
    const once = new Map<string, Ticker>()
    applyTickerBatch(once, stream)
    for (const size of [1, 5, 13, 64]) {
      const split = new Map<string, Ticker>()
      for (let i = 0; i < stream.length; i += size) {
        applyTickerBatch(split, stream.slice(i, i + size))
      }
      expect(split).toEqual(once)
    }
  })
})

describe('toggleFavourite', () => {
  it.each<[string[], string, boolean, string[]]>([
    [[], 'BTCUSDT', true, ['BTCUSDT']],
    [['BTCUSDT'], 'ETHUSDT', true, ['BTCUSDT', 'ETHUSDT']],
    [['BTCUSDT'], 'BTCUSDT', true, ['BTCUSDT']],
    [['BTCUSDT', 'ETHUSDT'], 'BTCUSDT', false, ['ETHUSDT']],
    [['ETHUSDT'], 'BTCUSDT', false, ['ETHUSDT']],
  ])('%j with %s favourite=%s gives %j', (list, symbol, favourite, expected) => {
    expect(toggleFavourite(list, symbol, favourite)).toEqual(expected)
  })
})

describe('sortableDecimalKey', () => {
  const values = [
    '-1000',
    '-12.5',
    '-12.49',
    '-0.000001',
    '0',
    '-0.00',
    '0.0000001',
    '0.3',
    '0.30000000000000001',
    '1',
    '1.000',
    '9.99',
    '10',
    '64250.5',
    '9007199254740993',
    '9007199254740993.000000001',
  ]

  it.each([['abc'], [''], ['1e5'], ['1.'], ['.5'], ['--1']])('rejects %j', (value) => {
    expect(sortableDecimalKey(value)).toBeNull()
  })

  it('orders keys exactly as the numbers compare (property, every pair)', () => {
    for (const a of values) {
      for (const b of values) {
        const ka = sortableDecimalKey(a) as string
        const kb = sortableDecimalKey(b) as string
        const byKey = ka < kb ? -1 : ka > kb ? 1 : 0
        expect([a, b, byKey]).toEqual([a, b, compare(a, b)])
      }
    }
  })
})

describe('comparePrices', () => {
  const prices = [
    '0',
    '0.0001',
    '0.1',
    '0.10000000000000001',
    '00.5',
    '1',
    '1.0',
    '9.99',
    '10',
    '64250.5',
  ]
  it('agrees with decimal compare on every pair (property)', () => {
    for (const a of prices) {
      for (const b of prices) expect([a, b, comparePrices(a, b)]).toEqual([a, b, compare(a, b)])
    }
  })
  it.each([
    ['-1', '1'],
    ['1e3', '1'],
    ['abc', '1'],
  ])('leaves %s vs %s to the caller', (a, b) => {
    expect(comparePrices(a, b)).toBeNull()
  })
})
