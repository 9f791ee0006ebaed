import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { FakeClock } from '../src/clock'
import { amount, formatAmount } from '../src/modules/spot/money'
import { checkComponent, checkInvariants, startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 30)
let n = 0

async function funded(s: TestServer, to: 'contract' | 'second', sum = '5000') {
  const account = `c${++n}-${Date.now()}@example.com`
  await s.app.bourse.modules.auth.createUser({ kind: 'email', account, password: 'Secret123' })
  const token = await s.login(account)
  expect((await s.call('spotDemoCredit', { ticket: token })).status).toBe(200)
  const moved = await s.call('accountTransfer', {
    ticket: token,
    body: { clientTransferId: `t${++n}`, from: 'spot', to, asset: 'USDT', amount: sum },
  })
  expect(moved.status).toBe(200)
  return token
}

const usdt = async (s: TestServer, ticket: string, account: string) => {
  const answer = await s.call('accountBalances', { ticket, query: { account } })
  return answer.body.data.find((b: { asset: string }) => b.asset === 'USDT')
}

const open = (s: TestServer, ticket: string, body: Record<string, unknown>) =>
  s.call('futuresOrderPlace', {
    ticket,
    body: {
      clientOrderId: `f${++n}`,
      symbol: 'BTCUSDT',
      type: 'market',
      lots: 10,
      leverage: 10,
      ...body,
    },
  })

let seq = 0
/**
 * One house trade at `price`: the index (last) price moves there, the book is left empty (so the
 * mark is the last price too), and the perpetuals judge the tick at once.
 */
function tradeAt(s: TestServer, price: string, symbol = 'BTCUSDT') {
  const markets = s.app.bourse.modules.markets
  const engine = markets.engine(symbol)
  const ticks = markets.units(symbol).ticks(price)
  if (ticks === null) throw new Error(`bad price ${price}`)
  engine.cancelAll('mm:test')
  engine.place({
    id: `h${++seq}`,
    owner: 'mm:test',
    side: 'sell',
    type: 'limit',
    price: ticks,
    quantity: 1n,
  })
  engine.place({
    id: `h${++seq}`,
    owner: 'taker:test',
    side: 'buy',
    type: 'limit',
    price: ticks,
    quantity: 1n,
    timeInForce: 'IOC',
  })
  s.app.bourse.modules.futures.drain()
}

/** The user's finished futures orders, newest first. */
async function finished(s: TestServer, ticket: string, filter: Record<string, unknown> = {}) {
  const answer = await s.call('futuresOrdersHistory', {
    ticket,
    body: { pageIndex: 1, pageSize: 10, ...filter },
  })
  return answer.body.data.list
}

describe('perpetual contracts, second contracts and transfers (deterministic prices)', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ marketSimulator: false }, new FakeClock(START))
  })
  afterAll(() => s.close())
  afterEach(() => checkInvariants(s))

  it('transfers in the allowed directions only, atomically and once per client id', async () => {
    const token = await funded(s, 'contract', '2500')
    expect(await usdt(s, token, 'contract')).toEqual({
      asset: 'USDT',
      available: '2500',
      frozen: '0',
      total: '2500',
    })
    expect((await usdt(s, token, 'spot')).available).toBe('7500')
    const body = {
      clientTransferId: 'same-1',
      from: 'contract',
      to: 'spot',
      asset: 'USDT',
      amount: '500',
    }
    const first = await s.call('accountTransfer', { ticket: token, body })
    const again = await s.call('accountTransfer', {
      ticket: token,
      body: { ...body, amount: '900' },
    })
    expect(again.body.data).toEqual(first.body.data)
    checkComponent('Transfer', first.body.data)
    expect((await usdt(s, token, 'contract')).available).toBe('2000')
    const refused = [
      [{ from: 'contract', to: 'second' }, 'transfer.direction.invalid'],
      [{ from: 'financial', to: 'contract' }, 'transfer.direction.invalid'],
      [{ from: 'spot', to: 'contract', asset: 'BTC' }, 'transfer.direction.invalid'],
      [{ from: 'spot', to: 'contract', amount: '0' }, 'transfer.amount.invalid'],
      [{ from: 'spot', to: 'contract', amount: '0.000000001' }, 'transfer.amount.invalid'],
      [{ from: 'contract', to: 'spot', amount: '2000.00000001' }, 'balance.insufficient'],
    ] as const
    for (const [change, code] of refused) {
      const answer = await s.call('accountTransfer', {
        ticket: token,
        body: { clientTransferId: `r${++n}`, asset: 'USDT', amount: '1', ...change },
      })
      expect(answer.body.code, JSON.stringify(change)).toBe(code)
    }
    expect((await usdt(s, token, 'contract')).available).toBe('2000')
  })

  it('opens a market long at the index price with exact margin and fee, and refuses a bad TP on the server', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    const bad = await open(s, token, { side: 'long', takeProfit: '59000', stopLoss: '59500' })
    expect([bad.status, bad.body.code]).toEqual([400, 'tpsl.take.profit.side'])
    expect(bad.body.data.fields.map((f: { field: string }) => f.field)).toEqual(['body.takeProfit'])
    const zero = await open(s, token, { side: 'short', takeProfit: '0' })
    expect(zero.body.code).toBe('tpsl.zero')
    const offGrid = await open(s, token, { side: 'long', stopLoss: '59000.001' })
    expect(offGrid.body.code).toBe('tpsl.tick')
    expect((await usdt(s, token, 'contract')).available).toBe('5000')

    const placed = await open(s, token, { side: 'long', takeProfit: '60500', stopLoss: '59000' })
    expect(placed.status).toBe(200)
    const p = placed.body.data
    checkComponent('FuturesOrder', p)
    // notional 60000 x 10 x 0.001 = 600; margin 600 / 10 = 60; fee 600 x 0.001 = 0.6
    expect(p).toMatchObject({
      status: 'open',
      openPrice: '60000',
      margin: '60',
      openFee: '0.6',
      lots: 10,
      multiplier: '0.001',
    })
    // long liq = (600 - 60) / (0.6 x 0.996) = 903.6144... -> ceil to 0.01 on the 0.01-BTC lot basis
    expect(p.liquidationPrice).toBe('54216.87')
    expect(await usdt(s, token, 'contract')).toEqual({
      asset: 'USDT',
      available: '4939.4',
      frozen: '60',
      total: '4999.4',
    })

    // The price crosses the TP (a gap from 60000 to 61000): the position closes by itself, once.
    tradeAt(s, '61000')
    tradeAt(s, '61000')
    const [closed] = await finished(s, token)
    // pnl (61000 - 60000) x 0.01 = 10; close fee 610 x 0.001 = 0.61; realised 9.39
    expect(closed).toMatchObject({
      id: p.id,
      status: 'closed',
      closeMethod: 'take_profit',
      closePrice: '61000',
      closeFee: '0.61',
      realisedPnl: '9.39',
      yieldRate: '0.1565',
    })
    // The close the user did not make is told in the message centre, once.
    const inbox = await s.call('inboxList', { ticket: token, body: { pageIndex: 1, pageSize: 10 } })
    expect(inbox.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'position_take_profit',
        params: { symbol: 'BTCUSDT', side: 'long', price: '61000', pnl: '9.39' },
      }),
    ])
    expect(await usdt(s, token, 'contract')).toEqual({
      asset: 'USDT',
      available: '5008.79',
      frozen: '0',
      total: '5008.79',
    })
    const ledger = s.app.bourse.ctx.db
      .prepare(
        `SELECT type, amount, frozen_change FROM ledger WHERE ref_type = 'futures' AND ref_id = ? ORDER BY id`,
      )
      .all(p.id)
    expect(ledger).toEqual([
      { type: 'long_margin', amount: '0', frozen_change: '60' },
      { type: 'long_open_fee', amount: '-0.6', frozen_change: '0' },
      { type: 'margin_income', amount: '0', frozen_change: '-60' },
      { type: 'contract_income', amount: '10', frozen_change: '0' },
      { type: 'close_fee', amount: '-0.61', frozen_change: '0' },
    ])
  })

  it('closes a short by its stop-loss across a gap, on the mark price when chosen', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    const placed = await open(s, token, {
      side: 'short',
      stopLoss: '60400',
      triggerReference: 'mark',
    })
    expect(placed.body.data).toMatchObject({ triggerReference: 'mark', stopLoss: '60400' })
    tradeAt(s, '60300')
    expect((await s.call('futuresPositions', { ticket: token })).body.data).toHaveLength(1)
    tradeAt(s, '62000')
    const [closed] = await finished(s, token, { closeMethod: 'stop_loss' })
    // pnl (60000 - 62000) x 0.01 = -20; fee 0.62
    expect(closed).toMatchObject({
      closeMethod: 'stop_loss',
      closePrice: '62000',
      realisedPnl: '-20.62',
    })
  })

  it('liquidates a leveraged position driven past its liquidation price; the loss never exceeds the margin', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    const placed = await open(s, token, { side: 'long', leverage: 100 })
    const p = placed.body.data
    expect(p).toMatchObject({ margin: '6', openFee: '0.6' })
    // (600 - 6) / (0.01 x 0.996) = 59638.5542... -> 59638.56
    expect(p.liquidationPrice).toBe('59638.56')
    tradeAt(s, '59700')
    expect((await s.call('futuresPositions', { ticket: token })).body.data[0].riskRate).not.toBe(
      '1',
    )
    tradeAt(s, '50000')
    const [closed] = await finished(s, token)
    expect(closed).toMatchObject({
      closeMethod: 'liquidation',
      closePrice: '50000',
      realisedPnl: '-6',
      closeFee: '0',
    })
    expect((await usdt(s, token, 'contract')).total).toBe('4993.4')
  })

  it('rests a limit order until the price reaches it, refuses one on the wrong side, cancels with margin and fee back', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    const wrong = await open(s, token, { side: 'long', type: 'limit', price: '60500' })
    expect([wrong.status, wrong.body.code]).toEqual([400, 'futures.limit.price.side'])
    const wrongShort = await open(s, token, { side: 'short', type: 'limit', price: '59500' })
    expect(wrongShort.body.code).toBe('futures.limit.price.side')
    const lev = await open(s, token, { side: 'long', leverage: 7 })
    expect(lev.body.code).toBe('futures.leverage.invalid')

    const waiting = (await open(s, token, { side: 'long', type: 'limit', price: '59500' })).body
      .data
    const toCancel = (await open(s, token, { side: 'short', type: 'limit', price: '61000' })).body
      .data
    expect([waiting.status, toCancel.status]).toEqual(['pending', 'pending'])
    expect((await s.call('futuresOrdersCurrent', { ticket: token })).body.data).toHaveLength(2)
    // open fee at the taker rate: 595 x 0.001 = 0.595
    expect(waiting).toMatchObject({ margin: '59.5', openFee: '0.595' })
    tradeAt(s, '59400')
    const [position] = (await s.call('futuresPositions', { ticket: token })).body.data
    expect(position).toMatchObject({ id: waiting.id, status: 'open', openPrice: '59500' })

    const before = await usdt(s, token, 'contract')
    const cancelled = await s.call('futuresOrderCancel', {
      ticket: token,
      body: { orderId: toCancel.id },
    })
    expect(cancelled.body.data.status).toBe('cancelled')
    const after = await usdt(s, token, 'contract')
    // 610 / 10 = 61 margin and 0.61 fee come back
    expect(amount(after.available) - amount(before.available)).toBe(amount('61.61'))
    const twice = await s.call('futuresOrderCancel', {
      ticket: token,
      body: { orderId: toCancel.id },
    })
    expect(twice.body.code).toBe('order.not.cancellable')
    await s.call('futuresPositionCloseAll', { ticket: token, body: {} })
  })

  it('closes every position with close-all, and a repeat closes nothing', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    await open(s, token, { side: 'long' })
    await open(s, token, { side: 'short', lots: 3 })
    const all = await s.call('futuresPositionCloseAll', { ticket: token, body: {} })
    expect(all.body.data.map((p: { closeMethod: string }) => p.closeMethod)).toEqual([
      'close_all',
      'close_all',
    ])
    expect(
      (await s.call('futuresPositionCloseAll', { ticket: token, body: {} })).body.data,
    ).toEqual([])
    const one = await open(s, token, { side: 'long' })
    const closed = await s.call('futuresPositionClose', {
      ticket: token,
      body: { orderId: one.body.data.id },
    })
    expect(closed.body.data.closeMethod).toBe('user')
    const again = await s.call('futuresPositionClose', {
      ticket: token,
      body: { orderId: one.body.data.id },
    })
    expect(again.body.code).toBe('position.not.open')
  })

  it('edits TP/SL with the same validator, and the new level fires', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    const p = (await open(s, token, { side: 'long' })).body.data
    const bad = await s.call('futuresPositionTpSl', {
      ticket: token,
      body: { orderId: p.id, takeProfit: '59000', stopLoss: null, triggerReference: 'last' },
    })
    expect(bad.body.code).toBe('tpsl.take.profit.side')
    const beyond = await s.call('futuresPositionTpSl', {
      ticket: token,
      body: { orderId: p.id, takeProfit: null, stopLoss: '54000', triggerReference: 'last' },
    })
    expect(beyond.body.code).toBe('tpsl.stop.loss.liquidation')
    const ok = await s.call('futuresPositionTpSl', {
      ticket: token,
      body: { orderId: p.id, takeProfit: '60100', stopLoss: null, triggerReference: 'last' },
    })
    expect(ok.body.data).toMatchObject({ takeProfit: '60100', stopLoss: null })
    tradeAt(s, '60100')
    expect((await s.call('futuresPositions', { ticket: token })).body.data).toEqual([])
  })

  it('buys a second contract that settles after its countdown: up wins, down loses, a tie refunds the stake', async () => {
    tradeAt(s, '60000')
    const token = await funded(s, 'second')
    const low = await s.call('secondOrderPlace', {
      ticket: token,
      body: {
        clientOrderId: `s${++n}`,
        symbol: 'BTCUSDT',
        direction: 'up',
        productId: 's30',
        amount: '999',
      },
    })
    expect([low.status, low.body.code]).toEqual([400, 'second.amount.low'])
    const place = (direction: string, productId: string) =>
      s.call('secondOrderPlace', {
        ticket: token,
        body: { clientOrderId: `s${++n}`, symbol: 'BTCUSDT', direction, productId, amount: '1000' },
      })
    const up = (await place('up', 's30')).body.data
    const down = (await place('down', 's30')).body.data
    const tie = (await place('up', 's60')).body.data
    checkComponent('SecondOrder', up)
    expect(up).toMatchObject({
      status: 'holding',
      buyPrice: '60000',
      fee: '2',
      settleAt: up.openAt + 30_000,
    })
    // 5000 - 3 x 1000 - 2 - 2 - 2
    expect(await usdt(s, token, 'second')).toMatchObject({ available: '1994', frozen: '3000' })
    s.advance(10_000)
    tradeAt(s, '60100')
    s.advance(20_000)
    const settled = (
      await s.call('secondOrders', {
        ticket: token,
        body: { pageIndex: 1, pageSize: 10, open: false },
      })
    ).body.data.list
    const byId = new Map(settled.map((o: { id: string }) => [o.id, o]))
    expect(byId.get(up.id)).toMatchObject({
      status: 'settled',
      settlementPrice: '60100',
      result: 'win',
      profit: '800',
    })
    expect(byId.get(down.id)).toMatchObject({ result: 'loss', profit: '-1000' })
    tradeAt(s, '60000')
    s.advance(30_000)
    const [t] = (
      await s.call('secondOrders', {
        ticket: token,
        body: { pageIndex: 1, pageSize: 1, open: false },
      })
    ).body.data.list
    expect(t).toMatchObject({ id: tie.id, result: 'tie', profit: '0', settlementPrice: '60000' })
    // 1994 + 1800 (stake + 800) + 0 + 1000 (stake back)
    expect(await usdt(s, token, 'second')).toMatchObject({ available: '4794', frozen: '0' })
    expect(s.app.bourse.modules.second.settle(Number(up.id))).toBeNull()
  })

  /** Two times in five nothing, else a value. */
  const sometimes = (arb: fc.Arbitrary<number>) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: arb })
  const round = fc.record({
    side: fc.constantFrom('long' as const, 'short' as const),
    leverage: fc.constantFrom(1, 5, 10, 20, 50, 100),
    lots: fc.integer({ min: 1, max: 20 }),
    tpGain: sometimes(fc.integer({ min: 50, max: 800 })),
    slLoss: sometimes(fc.integer({ min: 20, max: 300 })),
    // then a gap of up to 2 % either way (in basis points), sometimes several ticks in a row
    moves: fc.array(fc.integer({ min: -200, max: 200 }), { minLength: 1, maxLength: 3 }),
  })

  it('keeps money exact over random positions and price paths: nothing closes twice, the ledger reconciles', async () => {
    const db = s.app.bourse.ctx.db
    tradeAt(s, '60000')
    const token = await funded(s, 'contract', '9000')
    const total = async () => amount((await usdt(s, token, 'contract')).total)
    let closed = 0
    const methods = new Set<string>()
    // The runs share the account: each starts with every position closed (the one before
    // closes all) and checks what it moved.
    await fc.assert(
      fc.asyncProperty(
        fc.array(round, { minLength: 10, maxLength: 20, size: 'max' }),
        async (rounds) => {
          tradeAt(s, '60000')
          let price = 60000
          let expected = await total()
          const mine: number[] = []
          for (const { side, leverage, lots, tpGain, slLoss, moves } of rounds) {
            const dir = side === 'long' ? 1 : -1
            const placed = await open(s, token, {
              side,
              leverage,
              lots,
              takeProfit: tpGain === undefined ? undefined : String(price + dir * tpGain),
              stopLoss: slLoss === undefined ? undefined : String(price - dir * slLoss),
            })
            expect([200, 400]).toContain(placed.status)
            if (placed.status === 200) mine.push(Number(placed.body.data.id))
            for (const bp of moves) {
              price = Math.max(1000, price + Math.round((price * bp) / 10_000))
              tradeAt(s, String(price))
            }
          }
          await s.call('futuresPositionCloseAll', { ticket: token, body: {} })
          const rows = db
            .prepare(`SELECT * FROM futures_orders WHERE id IN (${mine.join(',')})`)
            .all() as {
            status: string
            id: number
            margin: string
            open_fee: string
            realised_pnl: string
            holding_fee: string
            close_method: string
          }[]
          for (const r of rows) {
            const entries = db
              .prepare(
                `SELECT type FROM ledger WHERE ref_type = 'futures' AND ref_id = ? AND type = 'margin_income'`,
              )
              .all(String(r.id))
            expect(entries, `closed once: ${r.id}`).toHaveLength(1)
            expect(amount(r.realised_pnl) >= -amount(r.margin), `loss within margin: ${r.id}`).toBe(
              true,
            )
            expected += -amount(r.open_fee) - amount(r.holding_fee) + amount(r.realised_pnl)
            methods.add(r.close_method)
          }
          expect(rows.every((r) => r.status === 'closed')).toBe(true)
          expect(formatAmount(await total())).toBe(formatAmount(expected))
          closed += rows.length
        },
      ),
      { numRuns: 4 },
    )
    // the generator must open positions and reach both triggers, not just be refused
    expect(closed).toBeGreaterThan(20)
    expect([...methods].sort()).toEqual(
      expect.arrayContaining(['close_all', 'stop_loss', 'take_profit']),
    )
  })
})

describe('contracts across a restart and where second contracts are switched off', () => {
  it('resumes armed triggers and due settlements after a restart', async () => {
    const dataDir = tempDir()
    const clock = new FakeClock(START)
    let s = await startServer({ marketSimulator: false, dataDir }, clock)
    tradeAt(s, '60000')
    s.advance(1000)
    const token = await funded(s, 'contract')
    await s.call('accountTransfer', {
      ticket: token,
      body: {
        clientTransferId: `x${++n}`,
        from: 'spot',
        to: 'second',
        asset: 'USDT',
        amount: '2000',
      },
    })
    const p = (
      await s.call('futuresOrderPlace', {
        ticket: token,
        body: {
          clientOrderId: 'keep',
          symbol: 'BTCUSDT',
          side: 'long',
          type: 'market',
          lots: 10,
          leverage: 10,
          takeProfit: '60500',
        },
      })
    ).body.data
    const c = (
      await s.call('secondOrderPlace', {
        ticket: token,
        body: {
          clientOrderId: 'sc',
          symbol: 'BTCUSDT',
          direction: 'down',
          productId: 's30',
          amount: '1000',
        },
      })
    ).body.data
    s.advance(1000)
    await s.close()
    clock.advance(60_000)
    s = await startServer({ marketSimulator: false, dataDir }, clock)
    const token2 = token
    // The contract fell due while the server was down: it settles at start-up on its expiry price.
    s.advance(0)
    const [settled] = (
      await s.call('secondOrders', { ticket: token2, body: { pageIndex: 1, pageSize: 5 } })
    ).body.data.list
    expect(settled).toMatchObject({
      id: c.id,
      status: 'settled',
      result: 'tie',
      settlementPrice: '60000',
    })
    expect(
      (await s.call('futuresPositions', { ticket: token2 })).body.data.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([p.id])
    tradeAt(s, '60600')
    const [closed] = await finished(s, token2)
    expect(closed).toMatchObject({ id: p.id, closeMethod: 'take_profit' })
    checkInvariants(s)
    await s.close()
  })

  it('refuses second contracts where the operator switched them off', async () => {
    const s = await startServer({ marketSimulator: false, secondContracts: false })
    const offer = await s.call('secondProducts')
    expect(offer.body.data).toMatchObject({ enabled: false })
    expect(offer.body.data.products).toHaveLength(4)
    const token = await funded(s, 'second', '1500')
    const refused = await s.call('secondOrderPlace', {
      ticket: token,
      body: {
        clientOrderId: 'no',
        symbol: 'BTCUSDT',
        direction: 'up',
        productId: 's30',
        amount: '1000',
      },
    })
    expect([refused.status, refused.body.code]).toEqual([403, 'second.disabled'])
    await s.close()
  })
})

describe('holding fees', () => {
  it('takes the holding fee from the margin every period, as a ledger entry', async () => {
    const s = await startServer(
      { marketSimulator: false, futuresHoldingPeriodMs: 60_000 },
      new FakeClock(START),
    )
    tradeAt(s, '60000')
    const token = await funded(s, 'contract')
    const p = (
      await s.call('futuresOrderPlace', {
        ticket: token,
        body: {
          clientOrderId: 'h1',
          symbol: 'BTCUSDT',
          side: 'long',
          type: 'market',
          lots: 10,
          leverage: 10,
        },
      })
    ).body.data
    s.advance(60_000)
    const [position] = (await s.call('futuresPositions', { ticket: token })).body.data
    // 600 x 0.0001 = 0.06 per period, from the margin
    expect(position).toMatchObject({ id: p.id, margin: '59.94', holdingFee: '0.06' })
    expect(await usdt(s, token, 'contract')).toMatchObject({ frozen: '59.94', total: '4999.34' })
    checkInvariants(s)
    await s.close()
  })
})
