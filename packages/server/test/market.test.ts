import { applyDepthDiff, createOrderBook, type OrderBookState } from '@bourse/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { runAdmin } from '../src/cli/admin'
import { FakeClock } from '../src/clock'
import { BACKFILL_SEGMENTS } from '../src/modules/market/backfill'
import {
  aggregate,
  bucketOf,
  CandleAggregator,
  INTERVAL_MS,
  INTERVALS,
} from '../src/modules/market/candles'
import type { UnitCandle } from '../src/modules/market/candles'
import { changePercent, parseMarketChannel, rollingWindow } from '../src/modules/market/service'
import { MarketUnits } from '../src/modules/market/units'
import { checkComponent, startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'
// The client's own merge rule proves that the stream reproduces the server's book.

const levelsOf = (levels: OrderBookState['bids']) => levels.map((l) => [l.price, l.quantity])

const OPEN = [
  'BTC',
  'ETH',
  'BNB',
  'SOL',
  'XRP',
  'ADA',
  'DOGE',
  'TRX',
  'DOT',
  'LTC',
  'LINK',
  'AVAX',
].map((b) => `${b}USDT`)
const DAY = 86_400_000
// A Wednesday, 10:00:30 UTC: not on a minute, hour, day or week boundary.
const START = Date.UTC(2026, 10, 18, 10, 0, 30)

describe('units and candles', () => {
  it('converts decimal strings to ticks and lots exactly, and refuses off-grid values', () => {
    const u = new MarketUnits('0.01', '0.00001')
    expect(u.ticks('64250.5')).toBe(6425050n)
    expect(u.ticks('64250.505')).toBeNull()
    expect(u.lots('0.00123')).toBe(123n)
    expect(u.price(6425050n)).toBe('64250.50')
    expect(u.quantity(123n)).toBe('0.00123')
    expect(u.notional(6425050n * 123n)).toBe('79.028115')
    expect(u.notionalUnits('5')).toBe(50_000_000n)
    const five = new MarketUnits('0.5', '1')
    expect([five.ticks('10.5'), five.ticks('10.25'), five.price(21n)]).toEqual([21n, null, '10.5'])
  })

  it('computes change in percent, truncated to two decimals', () => {
    expect(changePercent(10_000n, 10_231n)).toBe('2.31')
    expect(changePercent(10_000n, 9_958n)).toBe('-0.42')
    expect(changePercent(3n, 2n)).toBe('-33.33')
    expect(changePercent(100n, 100n)).toBe('0.00')
  })

  it('aligns buckets to UTC, weeks to Monday', () => {
    const t = Date.UTC(2026, 10, 18, 10, 7, 31) // Wednesday
    expect(bucketOf('1m', t)).toBe(Date.UTC(2026, 10, 18, 10, 7))
    expect(bucketOf('15m', t)).toBe(Date.UTC(2026, 10, 18, 10, 0))
    expect(bucketOf('4h', t)).toBe(Date.UTC(2026, 10, 18, 8, 0))
    expect(bucketOf('1d', t)).toBe(Date.UTC(2026, 10, 18))
    expect(bucketOf('1w', t)).toBe(Date.UTC(2026, 10, 16)) // Monday
    expect(new Date(bucketOf('1w', t)).getUTCDay()).toBe(1)
  })

  it('aggregates OHLCV from a known trade list across interval boundaries', () => {
    const m = Date.UTC(2026, 10, 18, 10, 4)
    const trades: [number, number, number][] = [
      [m + 1_000, 100, 2],
      [m + 20_000, 105, 1],
      [m + 59_999, 98, 3],
      [m + 60_000, 101, 1], // 10:05: new 1m and new 5m candle
      [m + 61_000, 99, 4],
    ]
    const agg = new CandleAggregator()
    for (const [ts, p, q] of trades) agg.addTrade(BigInt(p), BigInt(q), ts)
    const drained = agg.drain()
    const oneMinute = drained.filter((d) => d.interval === '1m').map((d) => d.candle)
    expect(oneMinute).toEqual([
      {
        openTime: m,
        open: 100n,
        high: 105n,
        low: 98n,
        close: 98n,
        volume: 6n,
        turnover: 200n + 105n + 294n,
      },
      {
        openTime: m + 60_000,
        open: 101n,
        high: 101n,
        low: 99n,
        close: 99n,
        volume: 5n,
        turnover: 101n + 396n,
      },
    ])
    const fiveMinutes = drained.filter((d) => d.interval === '5m').map((d) => d.candle)
    expect(fiveMinutes.map((c) => [c.openTime, c.open, c.close, c.volume])).toEqual([
      [Date.UTC(2026, 10, 18, 10, 0), 100n, 98n, 6n],
      [Date.UTC(2026, 10, 18, 10, 5), 101n, 99n, 5n],
    ])
    const hour = agg.current('1h') as UnitCandle
    expect([hour.open, hour.high, hour.low, hour.close, hour.volume]).toEqual([
      100n,
      105n,
      98n,
      99n,
      11n,
    ])
    expect(agg.drain()).toEqual([])
    // Aggregating the 1m candles gives the same hour.
    expect(aggregate(oneMinute, '1h')).toEqual([{ ...hour }])
  })

  it('rolls the 24 h ticker window over 1-minute candles', () => {
    const c = (
      openTime: number,
      o: number,
      h: number,
      l: number,
      cl: number,
      v: number,
    ): UnitCandle => ({
      openTime,
      open: BigInt(o),
      high: BigInt(h),
      low: BigInt(l),
      close: BigInt(cl),
      volume: BigInt(v),
      turnover: BigInt(v * cl),
    })
    const now = Date.UTC(2026, 10, 18, 12, 0, 10)
    const closed = [
      c(now - DAY - 60_000, 50, 200, 10, 60, 100), // just outside the window
      c(now - DAY + 50_000, 100, 110, 95, 105, 2),
      c(now - 3_600_000, 105, 130, 101, 120, 3),
    ]
    const open = c(bucketOf('1m', now), 120, 121, 90, 99, 1)
    expect(rollingWindow(closed, open, 99n, now - DAY)).toEqual({
      open: 100n,
      high: 130n,
      low: 90n,
      volume: 6n,
      turnover: 2n * 105n + 3n * 120n + 99n,
    })
    // Nothing traded for a day: open = high = low = last, no volume.
    expect(rollingWindow(closed, open, 99n, now + 1)).toEqual({
      open: 99n,
      high: 99n,
      low: 99n,
      volume: 0n,
      turnover: 0n,
    })
  })

  it('parses market channel names', () => {
    expect(parseMarketChannel('depth:BTCUSDT')).toEqual({ kind: 'depth', symbol: 'BTCUSDT' })
    expect(parseMarketChannel('kline:BTCUSDT:4h')).toEqual({
      kind: 'kline',
      symbol: 'BTCUSDT',
      interval: '4h',
    })
    expect(parseMarketChannel('kline:BTCUSDT:2h')).toEqual({ kind: 'invalid' })
    expect(parseMarketChannel('depth:BTCUSDT:x')).toEqual({ kind: 'invalid' })
    expect(parseMarketChannel('system')).toBeNull()
  })
})

describe('market simulator on a fake clock', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ marketBackfill: true }, new FakeClock(START))
  }, 30_000)
  afterAll(() => s.close())

  it('back-fills every interval, ending at the current price', async () => {
    const markets = s.app.bourse.modules.markets
    for (const symbol of ['BTCUSDT', 'DOGEUSDT', 'FILUSDT']) {
      const price = markets.tickers(symbol)[0]?.last
      for (const interval of INTERVALS) {
        const answer = await s.call('marketKlines', { query: { symbol, interval, limit: '1000' } })
        const candles = answer.body.data as {
          openTime: number
          open: string
          high: string
          low: string
          close: string
        }[]
        expect(candles.length, `${symbol} ${interval}`).toBeGreaterThan(
          interval === '1w' ? 100 : 90,
        )
        const last = candles[candles.length - 1]!
        expect(last.close).toBe(price)
        expect(last.openTime).toBe(bucketOf(interval, START - 60_000))
        for (const c of candles) {
          expect(Number(c.high)).toBeGreaterThanOrEqual(Math.max(Number(c.open), Number(c.close)))
          expect(Number(c.low)).toBeLessThanOrEqual(Math.min(Number(c.open), Number(c.close)))
          expect(c.openTime % INTERVAL_MS[interval === '1w' ? '1d' : interval]).toBe(0)
        }
        for (let i = 1; i < candles.length; i++)
          expect(candles[i]!.openTime).toBeGreaterThan(candles[i - 1]!.openTime)
      }
    }
    // The oldest daily candle is about three years back.
    const days = BACKFILL_SEGMENTS.reduce((sum, seg) => sum + seg.days, 0)
    const oldest = s.app.bourse.ctx.db
      .prepare(
        "SELECT MIN(open_time) AS t FROM candles WHERE symbol = 'BTCUSDT' AND interval = '1d'",
      )
      .get() as { t: number }
    expect(oldest.t).toBeLessThanOrEqual(START - (days - 7) * DAY)
    expect(oldest.t).toBeGreaterThan(START - (days + 10) * DAY)
    // Overlapping intervals agree: the last closed hour equals its sixty 1m candles.
    const hourStart = bucketOf('1h', START) - 3_600_000
    const [hour] = (
      await s.call('marketKlines', {
        query: {
          symbol: 'BTCUSDT',
          interval: '1h',
          from: String(hourStart),
          to: String(hourStart),
        },
      })
    ).body.data
    const minutes = (
      await s.call('marketKlines', {
        query: {
          symbol: 'BTCUSDT',
          interval: '1m',
          from: String(hourStart),
          to: String(hourStart + 3_599_999),
        },
      })
    ).body.data
    expect(minutes).toHaveLength(60)
    expect(hour.open).toBe(minutes[0].open)
    expect(hour.close).toBe(minutes[59].close)
    expect(Math.max(...minutes.map((c: { high: string }) => Number(c.high)))).toBe(
      Number(hour.high),
    )
    // The 24 h ticker is built from the same history.
    const [ticker] = (await s.call('marketTickers', { query: { symbol: 'BTCUSDT' } })).body.data
    expect(Number(ticker.volume)).toBeGreaterThan(0)
    expect(Number(ticker.high)).toBeGreaterThanOrEqual(Number(ticker.last))
  })

  it('keeps every open book two-sided, 20 to 50 levels, never crossed, and prints trades', async () => {
    const markets = s.app.bourse.modules.markets
    const firstTrade = new Map(OPEN.map((m) => [m, markets.trades(m, 1)[0]?.id ?? 0]))
    for (let second = 0; second < 120; second++) {
      s.advance(1000)
      if (second % 10 !== 9) continue
      for (const symbol of OPEN) {
        const e = markets.engine(symbol)
        const { bids, asks } = e.levelCount()
        expect(bids, `${symbol} bids`).toBeGreaterThanOrEqual(20)
        expect(asks, `${symbol} asks`).toBeGreaterThanOrEqual(20)
        expect(bids).toBeLessThanOrEqual(50)
        expect(asks).toBeLessThanOrEqual(50)
        expect(e.bestBid()! < e.bestAsk()!).toBe(true)
      }
    }
    const printed = OPEN.map((m) => (markets.trades(m, 1)[0]?.id ?? 0) - (firstTrade.get(m) ?? 0))
    // BTC prints a few trades a second; every market prints something in two minutes.
    expect(printed[0]).toBeGreaterThan(120 * 1.5)
    expect(printed[0]).toBeLessThan(120 * 6)
    for (const n of printed) expect(n).toBeGreaterThan(10)
  })

  it('answers the market operations according to the contract', async () => {
    const list = await s.call('marketList')
    expect(list.body.data).toHaveLength(14)
    expect(list.body.data[0]).toMatchObject({
      symbol: 'BTCUSDT',
      base: 'BTC',
      quote: 'USDT',
      name: 'Bitcoin',
      tickSize: '0.01',
      pricePrecision: 2,
      quantityPrecision: 5,
      isOpen: 0,
    })
    const tickers = await s.call('marketTickers')
    expect(tickers.body.data.map((t: { symbol: string }) => t.symbol)).toEqual(
      list.body.data.map((m: { symbol: string }) => m.symbol),
    )
    const depth = await s.call('marketDepth', { query: { symbol: 'ETHUSDT', limit: '20' } })
    expect(depth.body.data.bids).toHaveLength(20)
    expect(Number(depth.body.data.bids[0][0])).toBeLessThan(Number(depth.body.data.asks[0][0]))
    const trades = await s.call('marketTrades', { query: { symbol: 'ETHUSDT', limit: '5' } })
    expect(trades.body.data).toHaveLength(5)
    expect(trades.body.data[0].id).toBeGreaterThan(trades.body.data[4].id)
    const unknown = await s.call('marketDepth', { query: { symbol: 'NOPEUSDT' } })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'market.not.found'])
    const bad = await s.call('marketKlines', { query: { symbol: 'BTCUSDT', interval: '2h' } })
    expect([bad.status, bad.body.code]).toEqual([400, 'request.invalid'])
    // Trades are persisted once a second and pruned to the newest 1000 per market.
    s.advance(61_000)
    const stored = s.app.bourse.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM market_trades WHERE symbol = 'BTCUSDT'")
      .get() as { n: number }
    expect(stored.n).toBeGreaterThan(0)
    expect(stored.n).toBeLessThanOrEqual(1000 + 40)
  })

  it('shows a closed market with its status and no book, and reopens it', async () => {
    const fil = await s.call('marketDepth', { query: { symbol: 'FILUSDT' } })
    expect(fil.body.data).toMatchObject({ bids: [], asks: [] })
    const atom = (await s.call('marketList')).body.data.find(
      (m: { symbol: string }) => m.symbol === 'ATOMUSDT',
    )
    expect(atom.isOpen).toBe(2)
    // The admin CLI writes the status; the server picks it up within 2 s.
    const out: string[] = []
    const ctx = {
      db: s.app.bourse.ctx.db,
      clock: s.clock,
      config: s.config,
      out: (l: string) => out.push(l),
    }
    expect(await runAdmin(['market:status', 'SOLUSDT', '2'], ctx)).toBe(0)
    expect(await runAdmin(['market:status', 'NOPEUSDT', '1'], ctx, () => undefined)).toBe(2)
    s.advance(2_100)
    expect((await s.call('marketDepth', { query: { symbol: 'SOLUSDT' } })).body.data).toMatchObject(
      { bids: [], asks: [] },
    )
    const sol = (await s.call('coinList', { body: { pageIndex: 1, pageSize: 20 } })).body.data.find(
      (c: { codeName: string }) => c.codeName === 'SOL',
    )
    expect(sol.isOpen).toBe(2)
    const before = s.app.bourse.modules.markets.trades('SOLUSDT', 1)[0]?.id
    s.advance(5_000)
    expect(s.app.bourse.modules.markets.trades('SOLUSDT', 1)[0]?.id).toBe(before)
    expect(await runAdmin(['market:status', 'SOLUSDT', '0'], ctx)).toBe(0)
    s.advance(3_000)
    expect(s.app.bourse.modules.markets.engine('SOLUSDT').levelCount().bids).toBeGreaterThanOrEqual(
      20,
    )
  })
})

describe('market WebSocket channels', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({}, new FakeClock(START))
  })
  afterAll(() => s.close())

  async function connect() {
    const ws = new WebSocket(`${s.base.replace('http', 'ws')}/api/ws`)
    const messages: { op: string; channel?: string; code?: string; data?: any }[] = [] // eslint-disable-line @typescript-eslint/no-explicit-any -- checked against the contract below
    ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())))
    await new Promise((resolve) => ws.once('open', resolve))
    const waitFor = async (pred: () => boolean) => {
      for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 10))
      expect(pred()).toBe(true)
    }
    return { ws, messages, waitFor }
  }

  it('sends a depth snapshot, then contiguous diffs that reproduce the REST snapshot', async () => {
    const { ws, messages, waitFor } = await connect()
    s.advance(1000)
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['depth:BTCUSDT'] }))
    await waitFor(() => messages.some((m) => m.op === 'data'))
    const depth = messages.filter((m) => m.op === 'data' && m.channel === 'depth:BTCUSDT')
    expect(depth[0]!.data.kind).toBe('snapshot')
    let book: OrderBookState = createOrderBook(depth[0]!.data)
    for (let i = 0; i < 50; i++) s.advance(100)
    const expected = s.app.bourse.modules.markets.depth('BTCUSDT', 500).lastUpdateId
    await waitFor(() => messages.filter((m) => m.op === 'data').at(-1)?.data.seq === expected)
    const diffs = messages.filter((m) => m.op === 'data').slice(1)
    expect(diffs.length).toBeGreaterThan(10)
    let prev = depth[0]!.data.lastUpdateId
    for (const m of messages) expect(checkComponent('WsServerMessage', m)).toEqual([])
    for (const d of diffs) {
      expect(checkComponent('DepthStreamMessage', d.data)).toEqual([])
      expect(d.data.kind).toBe('diff')
      expect(d.data.prevSeq).toBe(prev)
      expect(d.data.seq).toBe(prev + 1)
      prev = d.data.seq
      expect(applyDepthDiff(book, d.data)).toBe('applied')
    }
    const rest = (await s.call('marketDepth', { query: { symbol: 'BTCUSDT', limit: '500' } })).body
      .data
    expect(rest.lastUpdateId).toBe(book.lastUpdateId)
    expect(levelsOf(book.bids)).toEqual(rest.bids)
    expect(levelsOf(book.asks)).toEqual(rest.asks)
    expect(Number(rest.bids[0][0])).toBeLessThan(Number(rest.asks[0][0]))
    // Resubscribing gives a fresh snapshot (the resync after a gap).
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['depth:BTCUSDT'] }))
    await waitFor(() => messages.filter((m) => m.data?.kind === 'snapshot').length === 2)
    book = createOrderBook(messages.filter((m) => m.data?.kind === 'snapshot')[1]!.data)
    expect(book.lastUpdateId).toBe(rest.lastUpdateId)
    ws.close()
  })

  it('publishes tickers, trades and klines, and refuses unknown markets and channels', async () => {
    const { ws, messages, waitFor } = await connect()
    ws.send(
      JSON.stringify({
        op: 'subscribe',
        channels: [
          'tickers',
          'ticker:ETHUSDT',
          'trades:BTCUSDT',
          'kline:BTCUSDT:1m',
          'depth:NOPEUSDT',
          'kline:BTCUSDT:7m',
          'depth:FILUSDT',
        ],
      }),
    )
    await waitFor(
      () => messages.filter((m) => m.op === 'subscribed' || m.op === 'error').length === 7,
    )
    expect(messages.filter((m) => m.op === 'error').map((m) => [m.channel, m.code])).toEqual([
      ['depth:NOPEUSDT', 'market.not.found'],
      ['kline:BTCUSDT:7m', 'request.invalid'],
    ])
    const fil = messages.find((m) => m.channel === 'depth:FILUSDT' && m.op === 'data')
    expect(fil?.data).toMatchObject({ kind: 'snapshot', bids: [], asks: [] })
    // Tickers come at once on subscribe, then every second.
    const firstTickers = messages.find((m) => m.op === 'data' && m.channel === 'tickers')
    expect(firstTickers?.data).toHaveLength(14)
    const subscribedAt = messages.length
    for (let i = 0; i < 20; i++) s.advance(100)
    const channels = ['tickers', 'ticker:ETHUSDT', 'trades:BTCUSDT', 'kline:BTCUSDT:1m']
    const later = () => messages.slice(subscribedAt)
    await waitFor(() =>
      channels.every((c) => later().some((m) => m.op === 'data' && m.channel === c)),
    )
    // Two seconds went by: two rounds of tickers after the one sent on subscribe.
    await waitFor(() => later().filter((m) => m.channel === 'tickers').length === 2)
    const data = (c: string) =>
      later()
        .filter((m) => m.op === 'data' && m.channel === c)
        .at(-1)!.data
    expect(data('tickers')).toHaveLength(14)
    for (const t of data('tickers')) expect(checkComponent('Ticker', t)).toEqual([])
    expect(checkComponent('Ticker', data('ticker:ETHUSDT'))).toEqual([])
    for (const t of data('trades:BTCUSDT')) expect(checkComponent('PublicTrade', t)).toEqual([])
    expect(checkComponent('KlineUpdate', data('kline:BTCUSDT:1m'))).toEqual([])
    expect(
      messages.some(
        (m) => m.op === 'data' && m.channel === 'depth:FILUSDT' && m.data.kind === 'diff',
      ),
    ).toBe(false)
    ws.close()
  })
})

describe('watchlist', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer()
  })
  afterAll(() => s.close())

  it('adds idempotently, removes, lists in insertion order, per user', async () => {
    await s.register('fav@example.com')
    const ticket = await s.login('fav@example.com')
    expect((await s.call('watchlistList')).status).toBe(401)
    await s.call('watchlistAdd', { ticket, body: { symbol: 'ETHUSDT' } })
    await s.call('watchlistAdd', { ticket, body: { symbol: 'BTCUSDT' } })
    const again = await s.call('watchlistAdd', { ticket, body: { symbol: 'ETHUSDT' } })
    expect(again.body.data).toEqual(['ETHUSDT', 'BTCUSDT'])
    const unknown = await s.call('watchlistAdd', { ticket, body: { symbol: 'NOPEUSDT' } })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'market.not.found'])
    const removed = await s.call('watchlistRemove', { ticket, body: { symbol: 'ETHUSDT' } })
    expect(removed.body.data).toEqual(['BTCUSDT'])
    expect((await s.call('watchlistList', { ticket })).body.data).toEqual(['BTCUSDT'])
    await s.register('other@example.com')
    const other = await s.login('other@example.com')
    expect((await s.call('watchlistList', { ticket: other })).body.data).toEqual([])
  })
})

describe('market restart', () => {
  it('continues trade ids, candles and prices from the database', async () => {
    const dataDir = tempDir()
    const clock = new FakeClock(START)
    const first = await startServer({ dataDir }, clock)
    first.advance(5_000)
    const markets = first.app.bourse.modules.markets
    const [lastTrade] = markets.trades('BTCUSDT', 1)
    const last = markets.tickers('BTCUSDT')[0]!.last
    const candles = first.app.bourse.ctx.db.prepare('SELECT COUNT(*) AS n FROM candles').get()
    await first.close()
    clock.advance(60_000)
    const second = await startServer({ dataDir }, clock)
    try {
      const again = second.app.bourse.modules.markets
      // The same candles (nothing traded since), the same last price, trade ids go on.
      expect(second.app.bourse.ctx.db.prepare('SELECT COUNT(*) AS n FROM candles').get()).toEqual(
        candles,
      )
      expect(again.tickers('BTCUSDT')[0]!.last).toBe(last)
      expect(again.trades('BTCUSDT', 1)[0]).toEqual(lastTrade)
      second.advance(2_000)
      expect(again.trades('BTCUSDT', 1)[0]!.id).toBeGreaterThan(lastTrade!.id)
    } finally {
      await second.close()
    }
  }, 30_000)
})

describe('simulator seed', () => {
  it('replays the same market from the same MARKET_SEED and clock, and another seed differs', async () => {
    const run = async (seed: string) => {
      const s = await startServer({ marketSeed: seed }, new FakeClock(START))
      try {
        for (let i = 0; i < 100; i++) s.advance(100)
        const m = s.app.bourse.modules.markets
        return { trades: m.trades('ETHUSDT', 50), depth: m.depth('ETHUSDT', 50) }
      } finally {
        await s.close()
      }
    }
    const a = await run('alpha')
    const b = await run('alpha')
    const c = await run('beta')
    expect(a.trades.length).toBeGreaterThan(5)
    expect(b).toEqual(a)
    expect(c.trades).not.toEqual(a.trades)
  })
})
