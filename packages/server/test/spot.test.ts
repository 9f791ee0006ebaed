import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { FakeClock } from '../src/clock'
import type { OrderState, Trade } from '../src/modules/market/engine'
import { amount } from '../src/modules/spot/money'
import { checkComponent, checkInvariants, startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'

const START = Date.UTC(2026, 10, 18, 10, 0, 30)
let n = 0

/** A user created directly (no verification codes: tests make many) and signed in. */
async function user(s: TestServer, name = `trader${++n}`) {
  const account = `${name}@example.com`
  const id = await s.app.bourse.modules.auth.createUser({
    kind: 'email',
    account,
    password: 'Secret123',
  })
  const token = await s.login(account)
  return { id, account, token }
}

async function credited(s: TestServer, name?: string) {
  const u = await user(s, name)
  const credit = await s.call('spotDemoCredit', { ticket: u.token })
  expect(credit.body.data).toEqual({
    asset: 'USDT',
    available: '10000',
    frozen: '0',
    total: '10000',
  })
  return u
}

const place = (s: TestServer, ticket: string, body: Record<string, unknown>) =>
  s.call('spotOrderPlace', { ticket, body: { clientOrderId: `c${++n}`, ...body } })

const balanceOf = async (s: TestServer, ticket: string, asset: string) => {
  const answer = await s.call('spotBalances', { ticket })
  return (
    answer.body.data.find((b: { asset: string }) => b.asset === asset) ?? {
      asset,
      available: '0',
      frozen: '0',
      total: '0',
    }
  )
}

describe('spot trading over HTTP (no simulator: a deterministic book)', () => {
  let s: TestServer
  const house = (symbol: string) => s.app.bourse.modules.markets.engine(symbol)
  let houseSeq = 0
  let validator: Awaited<ReturnType<typeof credited>> | undefined
  /** House liquidity (market makers own no balances). */
  const quote = (side: 'buy' | 'sell', price: bigint, quantity: bigint, symbol = 'BTCUSDT') =>
    house(symbol).place({
      id: `h${++houseSeq}`,
      owner: 'mm:test',
      side,
      type: 'limit',
      price,
      quantity,
    })

  beforeAll(async () => {
    s = await startServer({ marketSimulator: false }, new FakeClock(START))
  })
  afterAll(() => s.close())
  afterEach(() => {
    checkInvariants(s)
    house('BTCUSDT').cancelAll('mm:test')
  })

  it('credits once in demo mode; a second credit is a conflict', async () => {
    const u = await credited(s)
    const again = await s.call('spotDemoCredit', { ticket: u.token })
    expect([again.status, again.body.code]).toEqual([409, 'demo.credit.used'])
    const entries = s.app.bourse.ctx.db
      .prepare(`SELECT type, amount FROM ledger WHERE user_id = ?`)
      .all(u.id)
    expect(entries).toEqual([{ type: 'demo_credit', amount: '10000' }])
  })

  it('tells the caller its fee level and rates; a visitor gets level 0, a user their own level', async () => {
    const visitor = await s.call('spotFeeRate')
    expect(visitor.body.data).toEqual({ level: 0, makerRate: '0.001', takerRate: '0.001' })
    const { db } = s.app.bourse.ctx
    const u = await user(s)
    db.prepare(`INSERT INTO user_fee_levels (user_id, level) VALUES (?, 3)`).run(u.id)
    const mine = await s.call('spotFeeRate', { ticket: u.token })
    // Level 3 of the schedule (migration 011): 0.07 % maker, 0.08 % taker.
    expect(mine.body.data).toEqual({ level: 3, makerRate: '0.0007', takerRate: '0.0008' })
  })

  it('refuses anonymous calls', async () => {
    const answer = await s.call('spotBalances')
    expect([answer.status, answer.body.code]).toEqual([401, 'login.user.not.login'])
  })

  it.each([
    [
      'limit price off the tick grid',
      { side: 'buy', type: 'limit', price: '64250.001', quantity: '0.001' },
      400,
      'order.price.invalid',
    ],
    [
      'limit price zero',
      { side: 'buy', type: 'limit', price: '0', quantity: '0.001' },
      400,
      'order.price.invalid',
    ],
    [
      'limit price negative',
      { side: 'buy', type: 'limit', price: '-1', quantity: '0.001' },
      400,
      'order.price.invalid',
    ],
    [
      'limit without price',
      { side: 'buy', type: 'limit', quantity: '0.001' },
      400,
      'order.price.invalid',
    ],
    [
      'quantity zero',
      { side: 'buy', type: 'limit', price: '64000', quantity: '0' },
      400,
      'order.quantity.invalid',
    ],
    [
      'quantity off the lot grid',
      { side: 'buy', type: 'limit', price: '64000', quantity: '0.000001' },
      400,
      'order.quantity.invalid',
    ],
    [
      'quantity below the minimum',
      { side: 'sell', type: 'market', symbol: 'ETHUSDT', quantity: '0' },
      400,
      'order.quantity.invalid',
    ],
    [
      'limit below min notional',
      { side: 'buy', type: 'limit', price: '1', quantity: '0.001' },
      400,
      'order.amount.invalid',
    ],
    [
      'market buy amount 0',
      { side: 'buy', type: 'market', quoteAmount: '0' },
      400,
      'order.amount.invalid',
    ],
    [
      'market buy amount below min notional',
      { side: 'buy', type: 'market', quoteAmount: '4.99' },
      400,
      'order.amount.invalid',
    ],
    [
      'market with a price',
      { side: 'buy', type: 'market', price: '1', quantity: '0.001' },
      400,
      'request.invalid',
    ],
    [
      'market buy with both sizes',
      { side: 'buy', type: 'market', quantity: '0.001', quoteAmount: '10' },
      400,
      'request.invalid',
    ],
    [
      'market sell by amount',
      { side: 'sell', type: 'market', quoteAmount: '10' },
      400,
      'request.invalid',
    ],
    [
      'clientOrderId too long',
      {
        clientOrderId: 'x'.repeat(65),
        side: 'buy',
        type: 'limit',
        price: '64000',
        quantity: '0.001',
      },
      400,
      'request.invalid',
    ],
    [
      'clientOrderId empty',
      { clientOrderId: '', side: 'buy', type: 'limit', price: '64000', quantity: '0.001' },
      400,
      'request.invalid',
    ],
    [
      'unknown market',
      { symbol: 'ZZZUSDT', side: 'buy', type: 'limit', price: '1', quantity: '1' },
      404,
      'market.not.found',
    ],
    [
      'market not open',
      { symbol: 'FILUSDT', side: 'buy', type: 'limit', price: '5', quantity: '2' },
      422,
      'coin.not.open',
    ],
    [
      'market under maintenance',
      { symbol: 'ATOMUSDT', side: 'buy', type: 'limit', price: '5', quantity: '2' },
      422,
      'coin.under.maintenance',
    ],
    [
      'buy beyond the balance',
      { side: 'buy', type: 'limit', price: '64000', quantity: '1' },
      422,
      'balance.insufficient',
    ],
    [
      'sell without the coin',
      { side: 'sell', type: 'limit', price: '64000', quantity: '0.001' },
      422,
      'balance.insufficient',
    ],
  ])('refuses %s', async (_what, body, status, code) => {
    // One user for the whole table (nothing is written): sign-ins are rate limited per IP.
    validator ??= await credited(s)
    const u = validator
    const answer = await place(s, u.token, { symbol: 'BTCUSDT', ...body })
    expect([answer.status, answer.body.code]).toEqual([status, code])
    // Nothing was written: no order, no ledger entry beyond the credit.
    const db = s.app.bourse.ctx.db
    expect(db.prepare('SELECT COUNT(*) AS n FROM spot_orders WHERE user_id = ?').get(u.id)).toEqual(
      { n: 0 },
    )
    expect(db.prepare('SELECT COUNT(*) AS n FROM ledger WHERE user_id = ?').get(u.id)).toEqual({
      n: 1,
    })
  })

  it('refuses unverified users when trade_requires_kyc is 1, and frozen accounts', async () => {
    const u = await credited(s)
    s.app.bourse.modules.system.set('trade_requires_kyc', '1', s.clock.now())
    try {
      const answer = await place(s, u.token, {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '60000',
        quantity: '0.001',
      })
      expect([answer.status, answer.body.code]).toEqual([403, 'account.not.authenticated'])
    } finally {
      s.app.bourse.modules.system.set('trade_requires_kyc', '0', s.clock.now())
    }
    s.app.bourse.modules.auth.setFrozen(u.account, true)
    expect(() =>
      s.app.bourse.modules.spot.place(u.id, {
        clientOrderId: 'f1',
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '60000',
        quantity: '0.001',
      }),
    ).toThrow(expect.objectContaining({ status: 403, code: 'account.frozen' }))
  })

  it('refuses a market order that cannot fill inside the slippage band, recording nothing', async () => {
    const u = await credited(s)
    const last = house('BTCUSDT').lastPrice as bigint
    quote('sell', (last * 110n) / 100n, 100n)
    const answer = await place(s, u.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '100',
    })
    expect([answer.status, answer.body.code]).toEqual([422, 'order.slippage.exceeded'])
    expect(await balanceOf(s, u.token, 'USDT')).toMatchObject({ available: '10000', frozen: '0' })
  })

  it('lifecycle: credit, market buy, limit sell rests then fills, cancel another, history, fills, balances', async () => {
    const a = await credited(s)
    const b = await credited(s)
    // House asks: 0.01 BTC at 64000.00 and 0.01 at 64010.00 (ticks of 0.01).
    quote('sell', 6_400_000n, 1000n)
    quote('sell', 6_401_000n, 1000n)

    const buy = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '1000',
    })
    expect(buy.status).toBe(200)
    // 1000 / 64000 = 0.015625: 0.01 at 64000 (640) + 0.00562 at 64010 (359.7362); 0.2638 left over
    expect(buy.body.data).toMatchObject({
      type: 'market',
      side: 'buy',
      status: 'filled',
      quoteAmount: '1000',
      filledQuantity: '0.01562',
      filledQuote: '999.7362',
      fee: '0.00001562',
      feeAsset: 'BTC',
      cancelReason: null,
    })
    expect(buy.body.data.averagePrice).toBe('64003.597951')
    // A completed order is told in the message centre, once.
    const inbox = await s.call('inboxList', {
      ticket: a.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(inbox.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'order_filled',
        params: { symbol: 'BTCUSDT', side: 'buy', quantity: '0.01562', quote: '999.7362' },
      }),
    ])
    expect(await balanceOf(s, a.token, 'USDT')).toEqual({
      asset: 'USDT',
      available: '9000.2638',
      frozen: '0',
      total: '9000.2638',
    })
    expect(await balanceOf(s, a.token, 'BTC')).toEqual({
      asset: 'BTC',
      available: '0.01560438',
      frozen: '0',
      total: '0.01560438',
    })

    // The house withdraws its quotes; a limit sell rests and freezes its quantity.
    house('BTCUSDT').cancelAll('mm:test')
    const sell = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'limit',
      price: '65000',
      quantity: '0.01',
    })
    expect(sell.body.data).toMatchObject({
      status: 'pending',
      filledQuantity: '0',
      price: '65000.00',
      quantity: '0.01000',
    })
    expect(await balanceOf(s, a.token, 'BTC')).toMatchObject({
      available: '0.00560438',
      frozen: '0.01',
    })
    const current = await s.call('spotOrderCurrent', {
      ticket: a.token,
      query: { symbol: 'BTCUSDT' },
    })
    expect(current.body.data.map((o: { id: string }) => o.id)).toEqual([sell.body.data.id])

    // Another user's crossing buy at a higher limit trades at the maker's price (65000).
    const cross = await place(s, b.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '65500',
      quantity: '0.01',
    })
    expect(cross.body.data).toMatchObject({
      status: 'filled',
      filledQuote: '650',
      averagePrice: '65000',
    })
    // b reserved 655 and got 5 back at the better price.
    expect(await balanceOf(s, b.token, 'USDT')).toMatchObject({ available: '9350', frozen: '0' })
    expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({
      available: '9649.6138',
      frozen: '0',
    }) // + 650 - 0.65 fee

    // Cancel another resting order: its reservation comes back.
    const rest = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '50000',
      quantity: '0.02',
    })
    expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({
      available: '8649.6138',
      frozen: '1000',
    })
    const cancel = await s.call('spotOrderCancel', {
      ticket: a.token,
      body: { orderId: rest.body.data.id },
    })
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled' })
    expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({
      available: '9649.6138',
      frozen: '0',
    })
    const again = await s.call('spotOrderCancel', {
      ticket: a.token,
      body: { orderId: rest.body.data.id },
    })
    expect([again.status, again.body.code]).toEqual([422, 'order.not.cancellable'])
    const foreign = await s.call('spotOrderCancel', {
      ticket: b.token,
      body: { orderId: rest.body.data.id },
    })
    expect([foreign.status, foreign.body.code]).toEqual([404, 'order.not.found'])

    const history = await s.call('spotOrderHistory', {
      ticket: a.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(history.body.data.total).toBe(3)
    expect(history.body.data.list.map((o: { status: string }) => o.status).sort()).toEqual([
      'cancelled',
      'filled',
      'filled',
    ])
    const sells = await s.call('spotOrderHistory', {
      ticket: a.token,
      body: { pageIndex: 1, pageSize: 10, side: 'sell', status: 'filled' },
    })
    expect(sells.body.data.list.map((o: { id: string }) => o.id)).toEqual([sell.body.data.id])
    const page2 = await s.call('spotOrderHistory', {
      ticket: a.token,
      body: { pageIndex: 2, pageSize: 2 },
    })
    expect([page2.body.data.list.length, page2.body.data.total]).toEqual([1, 3])
    const fills = await s.call('spotFills', {
      ticket: a.token,
      body: { pageIndex: 1, pageSize: 10, symbol: 'BTCUSDT' },
    })
    expect(
      fills.body.data.list.map((f: { role: string; price: string }) => [f.role, f.price]),
    ).toEqual([
      ['maker', '65000.00'],
      ['taker', '64010.00'],
      ['taker', '64000.00'],
    ])
    const types = s.app.bourse.ctx.db
      .prepare('SELECT DISTINCT type FROM ledger WHERE user_id = ? ORDER BY type')
      .all(a.id)
    expect(types.map((t) => (t as { type: string }).type)).toEqual([
      'buy_coin',
      'cancelled_purchase',
      'demo_credit',
      'fee',
      'freeze',
      'sell_coin',
      'unfreeze',
    ])
  })

  it('cancels all open orders of a market', async () => {
    const a = await credited(s)
    for (const price of ['50000', '51000', '52000'])
      await place(s, a.token, {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price,
        quantity: '0.001',
      })
    await place(s, a.token, {
      symbol: 'ETHUSDT',
      side: 'buy',
      type: 'limit',
      price: '1000',
      quantity: '0.01',
    })
    const all = await s.call('spotOrderCancelAll', { ticket: a.token, body: { symbol: 'BTCUSDT' } })
    expect(all.body.data).toHaveLength(3)
    const left = await s.call('spotOrderCurrent', { ticket: a.token })
    expect(left.body.data.map((o: { symbol: string }) => o.symbol)).toEqual(['ETHUSDT'])
    await s.call('spotOrderCancelAll', { ticket: a.token, body: {} })
    expect((await s.call('spotOrderCurrent', { ticket: a.token })).body.data).toEqual([])
  })

  it('is idempotent by clientOrderId, also under 20 concurrent repeats', async () => {
    const a = await credited(s)
    const body = {
      clientOrderId: 'same-1',
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '50000',
      quantity: '0.001',
    }
    const first = await s.call('spotOrderPlace', { ticket: a.token, body })
    const second = await s.call('spotOrderPlace', {
      ticket: a.token,
      body: { ...body, price: '40000' },
    })
    expect(second.status).toBe(200)
    expect(second.body.data).toEqual(first.body.data)
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.call('spotOrderPlace', { ticket: a.token, body: { ...body, clientOrderId: 'same-2' } }),
      ),
    )
    expect(new Set(burst.map((r) => r.body.data.id)).size).toBe(1)
    const db = s.app.bourse.ctx.db
    expect(db.prepare('SELECT COUNT(*) AS n FROM spot_orders WHERE user_id = ?').get(a.id)).toEqual(
      { n: 2 },
    )
    expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({ frozen: '100' })
    await s.call('spotOrderCancelAll', { ticket: a.token, body: {} })
  })

  it('200 concurrent orders spending the same balance never take it below zero', async () => {
    const a = await credited(s)
    // Each reserves 100 USDT (1 BTC at 100): exactly 100 of them fit in 10 000.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        s.call('spotOrderPlace', {
          ticket: a.token,
          body: {
            clientOrderId: `race-${i}`,
            symbol: 'BTCUSDT',
            side: 'buy',
            type: 'limit',
            price: '100',
            quantity: '1',
          },
        }),
      ),
    )
    const ok = answers.filter((r) => r.status === 200)
    const refused = answers.filter((r) => r.status !== 200)
    expect(ok).toHaveLength(100)
    expect(new Set(refused.map((r) => r.body.code))).toEqual(new Set(['balance.insufficient']))
    expect(await balanceOf(s, a.token, 'USDT')).toEqual({
      asset: 'USDT',
      available: '0',
      frozen: '10000',
      total: '10000',
    })
    await s.call('spotOrderCancelAll', { ticket: a.token, body: {} })
    expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({ available: '10000', frozen: '0' })
  })

  it('closing a market cancels resting user orders (market_closed) and releases their funds', async () => {
    const a = await credited(s)
    const o = await place(s, a.token, {
      symbol: 'LTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '50',
      quantity: '1',
    })
    expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({ frozen: '50' })
    s.app.bourse.modules.markets.setStatus('LTCUSDT', 2)
    try {
      const history = await s.call('spotOrderHistory', {
        ticket: a.token,
        body: { pageIndex: 1, pageSize: 5 },
      })
      expect(history.body.data.list[0]).toMatchObject({
        id: o.body.data.id,
        status: 'cancelled',
        cancelReason: 'market_closed',
      })
      expect(await balanceOf(s, a.token, 'USDT')).toMatchObject({ available: '10000', frozen: '0' })
      const refused = await place(s, a.token, {
        symbol: 'LTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '50',
        quantity: '1',
      })
      expect(refused.body.code).toBe('coin.under.maintenance')
    } finally {
      s.app.bourse.modules.markets.setStatus('LTCUSDT', 0)
    }
  })

  it('cancels the resting order of the same user it meets (self-trade prevention) and releases it', async () => {
    const a = await credited(s)
    quote('sell', 6_400_000n, 1000n)
    await place(s, a.token, { symbol: 'BTCUSDT', side: 'buy', type: 'market', quoteAmount: '200' })
    const ask = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'limit',
      price: '63000',
      quantity: '0.001',
    })
    expect(ask.body.data.status).toBe('pending')
    const bid = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '63500',
      quantity: '0.001',
    })
    expect(bid.body.data.status).toBe('pending')
    const history = await s.call('spotOrderHistory', {
      ticket: a.token,
      body: { pageIndex: 1, pageSize: 1, side: 'sell' },
    })
    expect(history.body.data.list[0]).toMatchObject({
      id: ask.body.data.id,
      cancelReason: 'self_trade',
    })
    await s.call('spotOrderCancelAll', { ticket: a.token, body: {} })
  })

  it('pushes order, fill and balance events on the authenticated user channel', async () => {
    const a = await credited(s)
    const ws = new WebSocket(`${s.base.replace('http', 'ws')}/api/ws`)
    const messages: { op: string; channel?: string; code?: string; data?: any }[] = [] // eslint-disable-line @typescript-eslint/no-explicit-any -- checked against the contract below
    ws.on('message', (raw) => messages.push(JSON.parse(raw.toString())))
    await new Promise((resolve) => ws.once('open', resolve))
    const waitFor = async (pred: () => boolean) => {
      for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 10))
      expect(pred()).toBe(true)
    }
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['user'] }))
    await waitFor(() => messages.some((m) => m.op === 'error'))
    expect(messages.find((m) => m.op === 'error')?.code).toBe('login.user.not.login')
    ws.send(JSON.stringify({ op: 'auth', ticket: 'nonsense' }))
    await waitFor(() => messages.filter((m) => m.op === 'error').length === 2)
    ws.send(JSON.stringify({ op: 'auth', ticket: a.token, id: 'a1' }))
    await waitFor(() => messages.some((m) => m.op === 'authed'))
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['user'] }))
    await waitFor(() => messages.some((m) => m.op === 'subscribed'))

    quote('sell', 6_400_000n, 1000n)
    const buy = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '64',
    })
    await waitFor(() => messages.filter((m) => m.op === 'data').length >= 4)
    const events = messages.filter((m) => m.op === 'data').map((m) => m.data)
    for (const m of messages) expect(checkComponent('WsServerMessage', m)).toEqual([])
    for (const e of events) expect(checkComponent('UserStreamEvent', e)).toEqual([])
    expect(messages.filter((m) => m.op === 'data').every((m) => m.channel === 'user')).toBe(true)
    expect(events.find((e) => e.type === 'order')?.order).toMatchObject({
      id: buy.body.data.id,
      status: 'filled',
    })
    expect(events.find((e) => e.type === 'fill')?.fill).toMatchObject({
      orderId: buy.body.data.id,
      quantity: '0.001',
      role: 'taker',
    })
    expect(
      events
        .filter((e) => e.type === 'balance')
        .map((e) => e.balance.asset)
        .sort(),
    ).toEqual(['BTC', 'USDT'])
    ws.close()
  })
})

describe('spot trading with the simulator', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({}, new FakeClock(START))
  })
  afterAll(() => s.close())

  it('a resting limit sell fills when the simulated takers trade through it', async () => {
    const a = await credited(s)
    const buy = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '500',
    })
    expect(buy.body.data.status).toBe('filled')
    const engine = s.app.bourse.modules.markets.engine('BTCUSDT')
    const units = s.app.bourse.modules.markets.units('BTCUSDT')
    // Inside the spread, one tick above the best bid: the best ask now.
    const price = units.price((engine.bestBid() as bigint) + 1n)
    const sell = await place(s, a.token, {
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'limit',
      price,
      quantity: '0.0001',
    })
    expect(sell.body.data.status).toBe('pending')
    for (let i = 0; i < 600; i++) {
      s.advance(100)
      const open = (await s.call('spotOrderCurrent', { ticket: a.token })).body.data
      if (open.length === 0) break
    }
    const fills = await s.call('spotFills', {
      ticket: a.token,
      body: { pageIndex: 1, pageSize: 50 },
    })
    const makerFills = fills.body.data.list.filter(
      (f: { orderId: string }) => f.orderId === sell.body.data.id,
    )
    expect(makerFills.length).toBeGreaterThan(0)
    expect(
      makerFills.every(
        (f: { role: string; price: string }) => f.role === 'maker' && f.price === price,
      ),
    ).toBe(true)
    checkInvariants(s)
  })
})

describe('restart', () => {
  it('restores resting orders in price-time order; they keep trading and cancelling', async () => {
    const dataDir = tempDir()
    let s = await startServer({ dataDir, marketSimulator: false }, new FakeClock(START))
    const a = await credited(s, 'restart-a')
    const ids: string[] = []
    for (const price of ['60000', '60000', '59000']) {
      const o = await place(s, a.token, {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price,
        quantity: '0.001',
      })
      ids.push(o.body.data.id)
    }
    await s.close()
    s = await startServer({ dataDir, marketSimulator: false }, new FakeClock(START + 60_000))
    try {
      const engine = s.app.bourse.modules.markets.engine('BTCUSDT')
      expect(engine.openOrders().map((o) => o.id)).toEqual(ids.map((id) => `o${id}`))
      expect(engine.depth().bids.map(([p, q]) => [p, q])).toEqual([
        [6_000_000n, 200n],
        [5_900_000n, 100n],
      ])
      // The published book has them from the start.
      expect(s.app.bourse.modules.markets.depth('BTCUSDT', 20).bids).toEqual([
        ['60000.00', '0.00200'],
        ['59000.00', '0.00100'],
      ])
      // A sell at 60000 meets the first of the two at 60000 first (time priority survived).
      const token = await s.login('restart-a@example.com')
      const b = await credited(s, 'restart-b')
      const events: Trade[] = []
      const off = engine.onEvent((e) => e.type === 'trade' && events.push(e.trade))
      engine.place({
        id: 'h1',
        owner: 'mm:test',
        side: 'sell',
        type: 'limit',
        price: 6_000_000n,
        quantity: 100n,
      })
      off()
      expect(events.map((t) => t.makerOrderId)).toEqual([`o${ids[0]}`])
      const cancel = await s.call('spotOrderCancel', { ticket: token, body: { orderId: ids[2] } })
      expect(cancel.body.data.status).toBe('cancelled')
      expect(b.id).toBeGreaterThan(0)
      checkInvariants(s)
    } finally {
      await s.close()
    }
  })
})

describe('property: random order sequences keep the book and the money consistent', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ marketSimulator: false }, new FakeClock(START))
  })
  afterAll(() => s.close())

  const user = fc.nat({ max: 4 })
  const side = fc.constantFrom<'buy' | 'sell'>('buy', 'sell')
  /** Ticks from the mid, lots of 0.00001 BTC. */
  const offset = fc.integer({ min: -30, max: 30 })
  const lots = fc.integer({ min: 8, max: 120 })
  const operation = fc.oneof(
    // house liquidity, as the market maker gives it
    {
      weight: 15,
      arbitrary: fc.record({
        op: fc.constant('house' as const),
        side,
        offset,
        lots,
        maker: fc.constantFrom(1, 2),
      }),
    },
    {
      weight: 40,
      arbitrary: fc.record({ op: fc.constant('limit' as const), user, side, offset, lots }),
    },
    {
      weight: 15,
      arbitrary: fc.record({
        op: fc.constant('marketBuy' as const),
        user,
        lots,
        quote: fc.option(fc.integer({ min: 5, max: 80 }), { freq: 2 }),
      }),
    },
    { weight: 12, arbitrary: fc.record({ op: fc.constant('marketSell' as const), user, lots }) },
    {
      weight: 15,
      arbitrary: fc.record({ op: fc.constant('cancel' as const), user, pick: fc.nat() }),
    },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('cancelAll' as const), user }) },
  )

  it('holds over thousands of random operations from several users', async () => {
    const { spot, markets, auth } = s.app.bourse.modules
    const engine = markets.engine('BTCUSDT')
    const units = markets.units('BTCUSDT')
    const users: number[] = []
    for (let i = 0; i < 5; i++) {
      const id = await auth.createUser({
        kind: 'email',
        account: `prop${i}@example.com`,
        password: 'Secret123',
      })
      spot.demoCredit(id)
      users.push(id)
    }
    const resting = new Map<string, bigint>() // resting order id -> price
    let trades: Trade[] = []
    engine.onEvent((e) => {
      if (e.type === 'trade') {
        trades.push(e.trade)
        // Each trade prints at the maker's price.
        expect(e.trade.price).toBe(resting.get(e.trade.makerOrderId))
      } else if (e.type === 'order') {
        const o: OrderState = e.order
        if (o.status === 'new' || o.status === 'partially_filled') {
          if (o.price !== null && o.remaining > 0n && engine.getOrder(o.id))
            resting.set(o.id, o.price)
          else if (o.price !== null && o.type === 'limit') resting.set(o.id, o.price)
        } else resting.delete(o.id)
      }
    })
    const db = s.app.bourse.ctx.db
    const sum = (sql: string) =>
      (db.prepare(sql).all() as { v: string }[]).reduce((t, r) => t + amount(r.v), 0n)
    // What users hold in BTC plus the fees they paid in it.
    const userBtc = () =>
      sum(
        `SELECT available AS v FROM balances WHERE asset = 'BTC' UNION ALL SELECT frozen FROM balances WHERE asset = 'BTC'`,
      ) + sum(`SELECT fee AS v FROM spot_fills WHERE fee_asset = 'BTC'`)
    const mid = 6_425_000n
    let ops = 0
    let traded = 0
    let refused = 0

    // The runs share the server: each starts from an empty book (the one before cancels
    // everything) and checks what it moved.
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 100, maxLength: 400, size: 'max' }),
        async (operations) => {
          trades = []
          const before = userBtc()
          for (const o of operations) {
            ops++
            try {
              if (o.op === 'house') {
                const price = mid + BigInt(o.offset)
                const best = o.side === 'buy' ? engine.bestAsk() : engine.bestBid()
                const p =
                  best === null
                    ? price
                    : o.side === 'buy'
                      ? price < best
                        ? price
                        : best - 1n
                      : price > best
                        ? price
                        : best + 1n
                engine.place({
                  id: `h${ops}`,
                  owner: `mm:${o.maker}`,
                  side: o.side,
                  type: 'limit',
                  price: p,
                  quantity: BigInt(o.lots) * 3n,
                })
              } else if (o.op === 'limit') {
                spot.place(users[o.user] as number, {
                  clientOrderId: `p${ops}`,
                  symbol: 'BTCUSDT',
                  side: o.side,
                  type: 'limit',
                  price: units.price(mid + BigInt(o.offset)),
                  quantity: units.quantity(BigInt(o.lots)),
                })
              } else if (o.op === 'marketBuy' || o.op === 'marketSell') {
                // a market buy spends a quote amount half the time, else buys a quantity
                const byQuote = o.op === 'marketBuy' && o.quote !== null
                spot.place(users[o.user] as number, {
                  clientOrderId: `p${ops}`,
                  symbol: 'BTCUSDT',
                  side: o.op === 'marketBuy' ? 'buy' : 'sell',
                  type: 'market',
                  ...(byQuote
                    ? { quoteAmount: String(o.quote) }
                    : { quantity: units.quantity(BigInt(o.lots)) }),
                })
              } else if (o.op === 'cancel') {
                const userId = users[o.user] as number
                const open = spot.current(userId, 'BTCUSDT')
                const pick = open[o.pick % Math.max(1, open.length)]
                if (pick) spot.cancel(userId, pick.id)
              } else {
                spot.cancelAll(users[o.user] as number)
              }
            } catch (error) {
              const code = (error as { code?: string }).code
              expect([
                'balance.insufficient',
                'order.slippage.exceeded',
                'order.amount.invalid',
              ]).toContain(code)
              refused++
            }
            const bid = engine.bestBid()
            const ask = engine.bestAsk()
            if (bid !== null && ask !== null) expect(bid < ask).toBe(true)
          }
          checkInvariants(s)
          // Quantity is conserved: what users hold (+ fees paid) moved by what they bought from
          // the house minus what they sold to it.
          let fromHouse = 0n
          for (const t of trades) {
            const makerUser = t.makerOwner.startsWith('u:')
            const takerUser = t.takerOwner.startsWith('u:')
            if (makerUser === takerUser) continue
            const userSide = takerUser ? t.takerSide : t.takerSide === 'buy' ? 'sell' : 'buy'
            fromHouse += (userSide === 'buy' ? 1n : -1n) * t.quantity * 1000n
          }
          expect(userBtc() - before).toBe(fromHouse)
          traded += trades.length
          // Sweep: cancelling everything leaves nothing frozen, and the next run an empty book.
          for (const id of users) spot.cancelAll(id)
          engine.cancelAll('mm:1')
          engine.cancelAll('mm:2')
          expect(
            db.prepare(`SELECT COUNT(*) AS n FROM balances WHERE frozen != '0'`).get(),
          ).toEqual({
            n: 0,
          })
        },
      ),
      { numRuns: 12 },
    )
    checkInvariants(s)
    // the generator must trade, not just be refused
    expect(traded).toBeGreaterThan(300)
    expect(refused).toBeLessThan(ops)
    // 3,000 operations with the invariants checked after each run: more than the default 20 s
    // on a loaded 2-core machine
  }, 60_000)
})
