import { afterAll, describe, expect, it } from 'vitest'
import { FakeClock } from '../src/clock'
import {
  DAY,
  HOUR,
  btcOf,
  computeBoundary,
  dayEnd,
  levelFor,
  nextWake,
} from '../src/modules/fees/rules'
import { amount } from '../src/modules/spot/money'
import { startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'

const MINUTE = 60_000
/** 2026-11-20 00:00 GMT+8 (= 2026-11-19 16:00 UTC): the daily job's boundary under test. */
const C = Date.UTC(2026, 10, 19, 16, 0, 0)

describe('fee-level rules (GMT+8 days, BTC conversion, thresholds)', () => {
  it.each([
    // [moment, latest 00:00 GMT+8, end of its GMT+8 day, next wake]
    [C, C, C + DAY, C + 4 * HOUR],
    [C - 1, C - DAY, C, C],
    [C + 4 * HOUR - 1, C, C + DAY, C + 4 * HOUR],
    [C + 4 * HOUR, C, C + DAY, C + DAY],
    [C + 8 * HOUR, C, C + DAY, C + DAY], // 00:00 UTC = 08:00 GMT+8, same local day
    [C + DAY - 1, C, C + DAY, C + DAY],
  ])('at %i: boundary %i, day end %i, next wake %i', (ts, boundary, end, wake) => {
    expect(computeBoundary(ts)).toBe(boundary)
    expect(dayEnd(ts)).toBe(end)
    expect(nextWake(ts)).toBe(wake)
  })

  it.each([
    ['600', '60000', '0.01'],
    ['1000000', '50000', '20'],
    ['1', '60000', '0.00001666'], // truncated to 10^-8 BTC
    ['0', '60000', '0'],
  ])('%s USDT at a close of %s is %s BTC', (quote, close, btc) => {
    expect(btcOf(amount(quote), amount(close))).toBe(amount(btc))
  })

  const levels = [
    ['0', 0],
    ['10', 1],
    ['50', 2],
    ['200', 3],
  ].map(([min, level]) => ({ level: level as number, minVolume: amount(min as string) }))
  it.each([
    ['0', 0],
    ['9.99999999', 0],
    ['10', 1],
    ['49.9', 1],
    ['50', 2],
    ['52.82', 2],
    ['100000', 3],
  ])('%s BTC earns level %i', (volume, level) => {
    expect(levelFor(amount(volume), levels)).toBe(level)
  })
})

describe('the daily fee-level job on the injectable clock', () => {
  const dataDir = tempDir()
  let s: TestServer
  let n = 0
  let houseSeq = 0
  afterAll(() => s.close())

  const db = () => s.app.bourse.ctx.db
  const engine = () => s.app.bourse.modules.markets.engine('BTCUSDT')
  const units = () => s.app.bourse.modules.markets.units('BTCUSDT')

  /** House liquidity at `price` (the market maker owns no balance). */
  function houseAsk(price: string, quantity: string) {
    engine().place({
      id: `h${++houseSeq}`,
      owner: 'mm:test',
      side: 'sell',
      type: 'limit',
      price: units().ticks(price) as bigint,
      quantity: units().lots(quantity) as bigint,
    })
  }
  /** One house trade at `price`: the last (index) price and the hour's candle close move there. */
  function tradeAt(price: string) {
    engine().cancelAll('mm:test')
    houseAsk(price, '0.001')
    engine().place({
      id: `h${++houseSeq}`,
      owner: 'taker:test',
      side: 'buy',
      type: 'limit',
      price: units().ticks(price) as bigint,
      quantity: units().lots('0.001') as bigint,
      timeInForce: 'IOC',
    })
    s.app.bourse.modules.futures.drain()
  }

  async function user() {
    const account = `fees${++n}@example.com`
    const id = await s.app.bourse.modules.auth.createUser({
      kind: 'email',
      account,
      password: 'Secret123',
    })
    const token = await s.login(account)
    expect((await s.call('spotDemoCredit', { ticket: token })).status).toBe(200)
    return { id, token }
  }

  /** A taker buy of 0.01 BTC at 60000 against a house ask (600 USDT of volume). */
  async function buyAt60000(token: string) {
    engine().cancelAll('mm:test')
    houseAsk('60000', '0.01')
    const placed = await s.call('spotOrderPlace', {
      ticket: token,
      body: {
        clientOrderId: `b${++n}`,
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '60000',
        quantity: '0.01',
      },
    })
    expect(placed.body.data).toMatchObject({ status: 'filled', filledQuote: '600' })
    return placed.body.data as { orderId: string | number; fee: string }
  }

  /** A market long of 10 lots x 0.001 BTC at 60000: 600 USDT of notional. */
  async function openLong(token: string) {
    const opened = await s.call('futuresOrderPlace', {
      ticket: token,
      body: {
        clientOrderId: `f${++n}`,
        symbol: 'BTCUSDT',
        side: 'long',
        type: 'market',
        lots: 10,
        leverage: 10,
      },
    })
    expect(opened.body.data).toMatchObject({ status: 'open', openPrice: '60000' })
    return opened.body.data as { openFee: string }
  }

  /** A past fill of the user: a copy of their latest fill with another quote and time. */
  function pastFill(userId: number, quote: string, ts: number) {
    db()
      .prepare(
        `INSERT INTO spot_fills (order_id, user_id, symbol, side, price, quantity, quote, fee,
           fee_asset, role, trade_id, ts)
         SELECT order_id, user_id, symbol, side, price, quantity, ?, fee, fee_asset, role,
           trade_id, ? FROM spot_fills WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
      )
      .run(quote, ts, userId)
  }
  /** The BTCUSDT close of the GMT+8 day ending at `end` (its last hourly candle). */
  function dayClose(end: number, close: string) {
    db()
      .prepare(
        `INSERT OR REPLACE INTO candles
           (symbol, interval, open_time, open, high, low, close, volume, turnover)
         VALUES ('BTCUSDT', '1h', ?, ?, ?, ?, ?, '0', '0')`,
      )
      .run(end - HOUR, close, close, close, close)
  }
  /** The snapshots of the two test users (the demo account has one too). */
  const snapshots = (computedAt: number) =>
    db()
      .prepare(
        `SELECT user_id, volume_btc, level, effective_at FROM fee_volume_snapshots
         WHERE computed_at = ? AND user_id IN (?, ?) ORDER BY user_id`,
      )
      .all(computedAt, a.id, b.id) as {
      user_id: number
      volume_btc: string
      level: number
      effective_at: number
    }[]
  const rates = async (token: string) => (await s.call('spotFeeRate', { ticket: token })).body.data
  const mine = async (token: string) => (await s.call('myFeeLevel', { ticket: token })).body.data

  let a: { id: number; token: string }
  let b: { id: number; token: string }

  it('publishes the level table, lowest first, maker <= taker, rates never rising with the level', async () => {
    s = await startServer({ dataDir, marketSimulator: false }, new FakeClock(C - 2 * MINUTE))
    const answer = await s.call('feeLevels')
    expect(answer.status).toBe(200)
    const { levels, ...times } = answer.body.data
    expect(times).toEqual({ computeAt: '00:00', effectiveAt: '04:00', timeZone: '+08:00' })
    expect(levels[0]).toEqual({
      level: 0,
      minVolumeBtc: '0',
      makerRate: '0.001',
      takerRate: '0.001',
    })
    expect(levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6])
    for (let i = 1; i < levels.length; i++) {
      expect(amount(levels[i].minVolumeBtc)).toBeGreaterThan(amount(levels[i - 1].minVolumeBtc))
      expect(amount(levels[i].makerRate)).toBeLessThan(amount(levels[i - 1].makerRate))
      expect(amount(levels[i].takerRate)).toBeLessThanOrEqual(amount(levels[i - 1].takerRate))
      expect(amount(levels[i].makerRate)).toBeLessThanOrEqual(amount(levels[i].takerRate))
    }
    expect((await s.call('myFeeLevel')).status).toBe(401)
  })

  it('at 23:59 GMT+8 nothing is computed; trades of the last 30 days are on record', async () => {
    a = await user()
    b = await user()
    tradeAt('60000')
    // Today (the GMT+8 day ending at C): 600 USDT spot + 600 USDT futures notional at 60000.
    await buyAt60000(a.token)
    const moved = await s.call('accountTransfer', {
      ticket: a.token,
      body: {
        clientTransferId: `t${++n}`,
        from: 'spot',
        to: 'contract',
        asset: 'USDT',
        amount: '2000',
      },
    })
    expect(moved.status).toBe(200)
    expect((await openLong(a.token)).openFee).toBe('0.6') // level 0: 600 x 0.001
    // Earlier days, with their closes: D-1 1 000 000 at 50 000 = 20 BTC; D-2 110 000 at the
    // latest close before (D-3's 55 000) = 2 BTC; D-3 44 000 at 55 000 = 0.8 BTC; 29.9 days ago
    // 1 200 000 at 40 000 = 30 BTC; 31 days ago 10 000 000 (outside the window).
    dayClose(C - DAY, '50000')
    dayClose(C - 3 * DAY, '55000')
    const old = C - 30 * DAY + 2 * HOUR
    dayClose(dayEnd(old), '40000')
    pastFill(a.id, '1000000', C - DAY - 6 * HOUR)
    pastFill(a.id, '110000', C - 2 * DAY - 6 * HOUR)
    pastFill(a.id, '44000', C - 3 * DAY - 6 * HOUR)
    pastFill(a.id, '1200000', old)
    pastFill(a.id, '10000000', C - 31 * DAY)

    s.advance(MINUTE) // 23:59 GMT+8
    expect(snapshots(C)).toEqual([])
    expect(await mine(a.token)).toEqual({
      current: { level: 0, minVolumeBtc: '0', makerRate: '0.001', takerRate: '0.001' },
      volume30dBtc: '0',
      next: { level: 1, minVolumeBtc: '10', makerRate: '0.0009', takerRate: '0.001' },
    })
  })

  it('at 00:00 GMT+8 snapshots each 30-day volume in BTC; the new level is pending', async () => {
    s.advance(MINUTE)
    // 0.01 + 0.01 + 20 + 2 + 0.8 + 30 = 52.82 BTC -> level 2 (>= 50)
    expect(snapshots(C)).toEqual([
      { user_id: a.id, volume_btc: '52.82', level: 2, effective_at: C + 4 * HOUR },
      { user_id: b.id, volume_btc: '0', level: 0, effective_at: C + 4 * HOUR },
    ])
    expect(await mine(a.token)).toEqual({
      current: { level: 0, minVolumeBtc: '0', makerRate: '0.001', takerRate: '0.001' },
      volume30dBtc: '52.82',
      computedAt: C,
      next: { level: 1, minVolumeBtc: '10', makerRate: '0.0009', takerRate: '0.001' },
      pending: { level: 2, effectiveAt: C + 4 * HOUR },
    })
    // Idempotent: running the job again changes nothing.
    s.app.bourse.modules.fees.tick()
    expect(snapshots(C)).toHaveLength(2)
  })

  it('at 03:59 the old rates still apply; at 04:00 the new level takes effect', async () => {
    s.advance(4 * HOUR - MINUTE)
    expect(await rates(a.token)).toEqual({ level: 0, makerRate: '0.001', takerRate: '0.001' })
    s.advance(MINUTE)
    expect(await rates(a.token)).toEqual({ level: 2, makerRate: '0.0008', takerRate: '0.0009' })
    expect(await rates(b.token)).toEqual({ level: 0, makerRate: '0.001', takerRate: '0.001' })
    const now = await mine(a.token)
    expect(now.current).toEqual({
      level: 2,
      minVolumeBtc: '50',
      makerRate: '0.0008',
      takerRate: '0.0009',
    })
    expect(now.next.level).toBe(3)
    expect(now.pending).toBeUndefined()
  })

  it('orders after 04:00 pay the new taker rate, spot and futures', async () => {
    tradeAt('60000')
    const order = await buyAt60000(a.token)
    expect(order.fee).toBe('0.000009') // 0.01 BTC x 0.0009
    const fill = db()
      .prepare('SELECT fee, fee_asset FROM spot_fills WHERE user_id = ? ORDER BY id DESC LIMIT 1')
      .get(a.id)
    expect(fill).toEqual({ fee: '0.000009', fee_asset: 'BTC' })
    expect((await openLong(a.token)).openFee).toBe('0.54') // 600 x 0.0009
    s.advance(1000) // the hour's candle is written
  })

  it('catches up after a restart: computes the missed 00:00, applies at 04:00; old volume drops out', async () => {
    await s.close()
    // Down over the next 00:00; back at 03:59 GMT+8.
    const next = C + DAY
    s = await startServer(
      { dataDir, marketSimulator: false },
      new FakeClock(next + 4 * HOUR - MINUTE),
    )
    // 52.82 - 30 (29.9 days old now 30.9) + 0.01 spot + 0.01 futures at today's close 60000
    expect(snapshots(next)).toEqual([
      { user_id: a.id, volume_btc: '22.84', level: 1, effective_at: next + 4 * HOUR },
      { user_id: b.id, volume_btc: '0', level: 0, effective_at: next + 4 * HOUR },
    ])
    expect(await rates(a.token)).toMatchObject({ level: 2 })
    expect((await mine(a.token)).pending).toEqual({ level: 1, effectiveAt: next + 4 * HOUR })
    s.advance(MINUTE)
    expect(await rates(a.token)).toEqual({ level: 1, makerRate: '0.0009', takerRate: '0.001' })
    await s.close()
    // Down over 00:00 and 04:00 of the day after: both happen on start.
    s = await startServer({ dataDir, marketSimulator: false }, new FakeClock(next + DAY + 5 * HOUR))
    expect(snapshots(next + DAY).map((r) => r.level)).toEqual([1, 0])
    const runs = db()
      .prepare('SELECT COUNT(*) AS n FROM fee_level_runs WHERE applied_at IS NULL')
      .get()
    expect(runs).toEqual({ n: 0 })
    expect(await rates(a.token)).toMatchObject({ level: 1 })
  })
})
