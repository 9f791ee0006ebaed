import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FakeClock } from '../src/clock'
import { checkComponent, checkInvariants, startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 30)
let n = 0
let seq = 0

async function funded(s: TestServer, sum = '9000') {
  const account = `sc${++n}-${Date.now()}@example.com`
  await s.app.bourse.modules.auth.createUser({ kind: 'email', account, password: 'Secret123' })
  const token = await s.login(account)
  expect((await s.call('spotDemoCredit', { ticket: token })).status).toBe(200)
  const moved = await s.call('accountTransfer', {
    ticket: token,
    body: { clientTransferId: `st${++n}`, from: 'spot', to: 'second', asset: 'USDT', amount: sum },
  })
  expect(moved.status).toBe(200)
  return token
}

/** One house trade at `price` on BTCUSDT: the last price moves there. */
function tradeAt(s: TestServer, price: string) {
  const markets = s.app.bourse.modules.markets
  const engine = markets.engine('BTCUSDT')
  const ticks = markets.units('BTCUSDT').ticks(price)
  if (ticks === null) throw new Error(`bad price ${price}`)
  engine.cancelAll('mm:test')
  const at = { price: ticks, quantity: 1n, type: 'limit' as const }
  engine.place({ id: `sh${++seq}`, owner: 'mm:test', side: 'sell', ...at })
  engine.place({ id: `sh${++seq}`, owner: 'taker:test', side: 'buy', timeInForce: 'IOC', ...at })
}

const place = (s: TestServer, ticket: string, body: Record<string, unknown> = {}) =>
  s.call('secondOrderPlace', {
    ticket,
    body: {
      clientOrderId: `so${++n}`,
      symbol: 'BTCUSDT',
      direction: 'up',
      productId: 's30',
      amount: '1000',
      ...body,
    },
  })

async function record(s: TestServer, ticket: string, id: string) {
  const answer = await s.call('secondOrders', { ticket, body: { pageIndex: 1, pageSize: 50 } })
  expect(answer.status).toBe(200)
  return answer.body.data.list.find((o: { id: string }) => o.id === id)
}

const usdt = async (s: TestServer, ticket: string) => {
  const answer = await s.call('accountBalances', { ticket, query: { account: 'second' } })
  return answer.body.data.find((b: { asset: string }) => b.asset === 'USDT')
}

const settleEntries = (s: TestServer, id: string) =>
  s.app.bourse.ctx.db
    .prepare(
      `SELECT COUNT(*) AS n FROM ledger WHERE type = 'second_settle' AND ref_type = 'second' AND ref_id = ?`,
    )
    .get(id) as { n: number }

describe('second contracts through every state (pending, holding, settling, settled)', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ marketSimulator: false }, new FakeClock(START))
  }, 60_000)
  afterAll(() => s.close())
  afterEach(() => checkInvariants(s))

  it('waits pending until its scheduled open time, then holds on the price of that time, then settles', async () => {
    tradeAt(s, '60000')
    const token = await funded(s)
    const placedAt = s.clock.now()
    const placed = await place(s, token, { openInSeconds: 60 })
    expect(placed.status).toBe(200)
    const order = placed.body.data
    checkComponent('SecondOrder', order)
    expect(order).toMatchObject({
      status: 'pending',
      buyPrice: null,
      openAt: placedAt + 60_000,
      settleAt: placedAt + 90_000,
      createdAt: placedAt,
    })
    // The stake and fee are taken at acceptance: 9000 - 1000 - 2.
    expect(await usdt(s, token)).toMatchObject({ available: '7998', frozen: '1000' })
    s.advance(30_000)
    tradeAt(s, '60100')
    s.advance(29_000)
    expect(await record(s, token, order.id)).toMatchObject({ status: 'pending', buyPrice: null })
    // Calling open early does nothing.
    expect(s.app.bourse.modules.second.open(Number(order.id))).toBeNull()
    s.advance(1_000)
    expect(await record(s, token, order.id)).toMatchObject({
      status: 'holding',
      buyPrice: '60100',
    })
    tradeAt(s, '60200')
    s.advance(30_000)
    expect(await record(s, token, order.id)).toMatchObject({
      status: 'settled',
      settlementPrice: '60200',
      result: 'win',
      profit: '800',
      settledAt: placedAt + 90_000,
    })
    expect(await usdt(s, token)).toMatchObject({ available: '9798', frozen: '0' })
  })

  it('passes through settling at expiry, and waits there while the market is closed', async () => {
    tradeAt(s, '60000')
    const token = await funded(s)
    const order = (await place(s, token, { direction: 'down' })).body.data
    expect(order.status).toBe('holding')
    const seen: string[] = []
    const { user_id } = s.app.bourse.ctx.db
      .prepare('SELECT user_id FROM second_orders WHERE id = ?')
      .get(Number(order.id)) as { user_id: number }
    const off = s.app.bourse.ctx.publisher.subscribe(`user:${user_id}`, (_, event) => {
      const e = event as { type: string; order?: { id: string; status: string } }
      if (e.type === 'second' && e.order && e.order.id === order.id) seen.push(e.order.status)
    })
    s.app.bourse.modules.markets.setStatus('BTCUSDT', 2)
    s.advance(30_000)
    expect(await record(s, token, order.id)).toMatchObject({
      status: 'settling',
      settlementPrice: null,
    })
    s.advance(5_000)
    expect((await record(s, token, order.id)).status).toBe('settling')
    s.app.bourse.modules.markets.setStatus('BTCUSDT', 0)
    s.advance(1_000)
    expect(await record(s, token, order.id)).toMatchObject({
      status: 'settled',
      result: 'tie',
      profit: '0',
    })
    expect(seen).toEqual(['settling', 'settled'])
    off()
  })

  it('settles exactly once: 50 triggers at once and the scheduler firing twice move the money once', async () => {
    tradeAt(s, '60000')
    const token = await funded(s)
    const order = (await place(s, token)).body.data
    const id = Number(order.id)
    const second = s.app.bourse.modules.second
    // Early triggers settle nothing.
    expect(second.settle(id)).toBeNull()
    tradeAt(s, '60050')
    // The scheduler fires the settlement twice more at expiry, beside the contract's own timer.
    s.app.bourse.ctx.scheduler.after(30_000, () => second.settle(id))
    s.app.bourse.ctx.scheduler.after(30_000, () => second.settle(id))
    s.advance(30_000)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => Promise.resolve().then(() => second.settle(id))),
    )
    expect(results.filter((r) => r !== null)).toEqual([])
    expect(settleEntries(s, order.id).n).toBe(1)
    expect(await record(s, token, order.id)).toMatchObject({ status: 'settled', profit: '800' })
    // 9000 - 1002 + 1800
    expect(await usdt(s, token)).toMatchObject({ available: '9798', frozen: '0' })
  })

  it('50 settle triggers at expiry, before its timer: one settles', async () => {
    tradeAt(s, '60000')
    const token = await funded(s)
    const order = (await place(s, token)).body.data
    const id = Number(order.id)
    s.clock.advance(30_000)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        Promise.resolve().then(() => s.app.bourse.modules.second.settle(id)),
      ),
    )
    expect(results.filter((r) => r !== null)).toHaveLength(1)
    s.advance(0)
    expect(settleEntries(s, order.id).n).toBe(1)
    expect(await usdt(s, token)).toMatchObject({ available: '8998', frozen: '0' })
  })

  it('records give the number of transactions and their average price, weighted by stake', async () => {
    const token = await funded(s, '10000')
    tradeAt(s, '60000')
    await place(s, token, { amount: '3000' })
    tradeAt(s, '60100')
    await place(s, token, { amount: '1000' })
    // Pending: not a transaction yet.
    await place(s, token, { amount: '5000', openInSeconds: 600 })
    const summary = async (body: Record<string, unknown>) =>
      (
        await s.call('secondOrders', {
          ticket: token,
          body: { pageIndex: 1, pageSize: 1, ...body },
        })
      ).body.data.summary
    // (3000 x 60000 + 1000 x 60100) / 4000
    expect(await summary({ symbol: 'BTCUSDT' })).toEqual({
      transactions: 2,
      averagePrice: '60025',
    })
    expect(await summary({})).toEqual({ transactions: 2, averagePrice: null })
    expect(await summary({ symbol: 'ETHUSDT' })).toEqual({ transactions: 0, averagePrice: null })
    s.advance(600_000)
    expect((await summary({ symbol: 'BTCUSDT' })).transactions).toBe(3)
  })

  it('refuses an open time beyond an hour', async () => {
    const token = await funded(s)
    const refused = await place(s, token, { openInSeconds: 3601 })
    expect(refused.status).toBe(400)
  })
})

describe('a pending second contract across a restart', () => {
  it('opens on the price of its scheduled time when the server comes back after it', async () => {
    const dir = tempDir()
    const clock = new FakeClock(START)
    let s = await startServer({ marketSimulator: false, dataDir: dir }, clock)
    tradeAt(s, '60000')
    const token = await funded(s)
    const order = (await place(s, token, { openInSeconds: 10 })).body.data
    expect(order.status).toBe('pending')
    await s.close()
    clock.advance(60_000)
    s = await startServer({ marketSimulator: false, dataDir: dir }, clock)
    s.advance(0)
    expect(await record(s, token, order.id)).toMatchObject({
      status: 'settled',
      buyPrice: '60000',
      settlementPrice: '60000',
      result: 'tie',
    })
    checkInvariants(s)
    await s.close()
  }, 60_000)
})
