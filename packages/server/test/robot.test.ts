import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeClock } from '../src/clock'
import { amount } from '../src/modules/spot/money'
import { checkComponent, checkInvariants, startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'

const START = Date.UTC(2026, 10, 18, 10, 0, 30)
/** Short runs keep the simulator's work small: 60 s in 5 s ticks. */
const ROBOT = { robotRunSeconds: 60, robotTickSeconds: 5 }
let n = 0

interface Step {
  kind: string
  seq: number
  price: string | null
  quantity: string | null
  orderId: string | null
}

async function user(s: TestServer, credit = true) {
  const account = `robot${++n}@example.com`
  const id = await s.app.bourse.modules.auth.createUser({
    kind: 'email',
    account,
    password: 'Secret123',
  })
  const token = await s.login(account)
  if (credit) expect((await s.call('spotDemoCredit', { ticket: token })).status).toBe(200)
  return { id, account, token }
}

async function withKey(s: TestServer, credit = true) {
  const u = await user(s, credit)
  const issued = await s.call('robotKeyRegenerate', { ticket: u.token })
  expect(issued.status).toBe(200)
  return { ...u, key: issued.body.data.key as string }
}

const start = (
  s: TestServer,
  u: { token: string; key: string },
  body: Record<string, unknown> = {},
) =>
  s.call('robotStart', {
    ticket: u.token,
    body: {
      clientRunId: `run${++n}`,
      symbol: 'BTCUSDT',
      strategy: 'grid',
      params: {},
      investment: '100',
      secretKey: u.key,
      ...body,
    },
  })

const detail = async (s: TestServer, token: string, runId: string) => {
  const answer = await s.call('robotRunDetail', { ticket: token, query: { runId } })
  expect(answer.status).toBe(200)
  return answer.body.data as {
    run: Record<string, unknown> & { status: string; endReason: string | null }
    steps: Step[]
    orders: { id: string; clientOrderId: string; status: string; type: string }[]
  }
}

/** Advances the fake clock in simulator-sized steps (the market makers move every 100 ms). */
function run(s: TestServer, seconds: number) {
  for (let i = 0; i < seconds * 10; i++) s.advance(100)
}

/** The steps read as the spec's story: start, then ticks, then end; seq 1, 2, 3... */
function expectStory(steps: Step[]) {
  expect(steps[0]?.kind).toBe('start')
  expect(steps.at(-1)?.kind).toBe('end')
  expect(steps.map((st) => st.seq)).toEqual(steps.map((_, i) => i + 1))
  expect(steps.slice(1, -1).every((st) => st.kind !== 'start' && st.kind !== 'end')).toBe(true)
  for (const st of steps)
    if (st.kind === 'execute_buy' || st.kind === 'execute_sell') expect(st.orderId).not.toBeNull()
  // Every tick starts by fetching the price.
  expect(steps[1]?.kind).toBe('fetch_price')
}

describe('robot: keys and start checks', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ ...ROBOT, marketSimulator: false }, new FakeClock(START))
  })
  afterAll(() => s.close())

  it('lists both strategies with their parameters and the configured timing', async () => {
    const answer = await s.call('robotStrategies')
    expect(answer.status).toBe(200)
    const byId = Object.fromEntries(
      answer.body.data.map((st: { id: string }) => [st.id, st]),
    ) as Record<string, { startingAmount: string; runSeconds: number; params: { name: string }[] }>
    expect(byId.grid?.startingAmount).toBe('100')
    expect(byId.mean_reversion?.startingAmount).toBe('200')
    expect(byId.grid?.params.map((p) => p.name)).toEqual(['rangePercent', 'gridCount'])
    expect(byId.grid?.runSeconds).toBe(60)
  })

  it('issues a key shown once, keeps its hint, and the previous key stops working', async () => {
    const u = await user(s)
    expect((await s.call('robotKeyStatus', { ticket: u.token })).body.data).toEqual({
      hasKey: false,
      createdAt: null,
      hint: null,
    })
    const missing = await start(s, { token: u.token, key: 'ABCD' })
    expect([missing.status, missing.body.code]).toEqual([422, 'robot.key.missing'])
    const first = (await s.call('robotKeyRegenerate', { ticket: u.token })).body.data
    expect(first.key).toMatch(/^[A-Z2-7]{24}$/)
    const status = (await s.call('robotKeyStatus', { ticket: u.token })).body.data
    expect(status).toEqual({ hasKey: true, createdAt: START, hint: first.key.slice(-4) })
    const stored = s.app.bourse.ctx.db
      .prepare('SELECT key_hash FROM robot_keys WHERE user_id = ?')
      .get(u.id) as { key_hash: string }
    expect(stored.key_hash).not.toContain(first.key)
    const second = (await s.call('robotKeyRegenerate', { ticket: u.token })).body.data
    expect(second.key).not.toBe(first.key)
    const old = await start(s, { token: u.token, key: first.key })
    expect([old.status, old.body.code]).toEqual([422, 'robot.key.invalid'])
    const ok = await start(s, { token: u.token, key: second.key })
    expect(ok.status).toBe(200)
    await s.call('robotStop', { ticket: u.token, body: { runId: ok.body.data.id } })
  })

  it('answers 429 after five wrong keys in 15 minutes, even to the right key', async () => {
    const u = await withKey(s)
    for (let i = 0; i < 5; i++) {
      const wrong = await start(s, { token: u.token, key: 'WRONGKEYWRONGKEYWRONGKEY' })
      expect([wrong.status, wrong.body.code]).toEqual([422, 'robot.key.invalid'])
    }
    const locked = await start(s, u)
    expect([locked.status, locked.body.code]).toEqual([429, 'robot.key.invalid'])
    expect(locked.body.data.retryAfter).toBe(15 * 60)
    s.clock.advance(15 * 60_000)
    const later = await start(s, u)
    expect(later.status).toBe(200)
    await s.call('robotStop', { ticket: u.token, body: { runId: later.body.data.id } })
  })

  it('refuses parameters out of range or off their step', async () => {
    const u = await withKey(s)
    for (const params of [
      { rangePercent: '0.4' },
      { gridCount: '21' },
      { gridCount: '2.5' },
      { windowSize: '12' },
    ]) {
      const answer = await start(s, u, { params })
      expect([answer.status, answer.body.code]).toEqual([400, 'robot.params.invalid'])
      expect(answer.body.data.fields[0].field).toMatch(/^body\.params\./)
    }
    const mr = await start(s, u, {
      strategy: 'mean_reversion',
      investment: '200',
      params: { bandPercent: '5.01' },
    })
    expect([mr.status, mr.body.code]).toEqual([400, 'robot.params.invalid'])
  })

  it('refuses an investment below the starting amount or above the available quote', async () => {
    const u = await withKey(s)
    const low = await start(s, u, { investment: '99.99' })
    expect([low.status, low.body.code]).toEqual([422, 'robot.investment.low'])
    const lowMr = await start(s, u, { strategy: 'mean_reversion', investment: '150' })
    expect([lowMr.status, lowMr.body.code]).toEqual([422, 'robot.investment.low'])
    const rich = await start(s, u, { investment: '10000.01' })
    expect([rich.status, rich.body.code]).toEqual([422, 'balance.insufficient'])
    const poor = await withKey(s, false)
    const none = await start(s, poor)
    expect([none.status, none.body.code]).toEqual([422, 'balance.insufficient'])
  })

  it('refuses a closed market, an unknown one and a frozen account', async () => {
    const u = await withKey(s)
    const fil = await start(s, u, { symbol: 'FILUSDT' })
    expect([fil.status, fil.body.code]).toEqual([422, 'coin.not.open'])
    const unknown = await start(s, u, { symbol: 'NOPEUSDT' })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'market.not.found'])
    s.app.bourse.modules.auth.setFrozen(u.account, true)
    // A frozen account's sessions end (401); the service itself refuses with 403.
    expect(() =>
      s.app.bourse.modules.robot.start(u.id, {
        clientRunId: 'frozen',
        symbol: 'BTCUSDT',
        strategy: 'grid',
        params: {},
        investment: '100',
        secretKey: u.key,
      }),
    ).toThrow(expect.objectContaining({ status: 403, code: 'account.frozen' }))
    s.app.bourse.modules.auth.setFrozen(u.account, false)
  })

  it('is idempotent by clientRunId and runs once per user and market', async () => {
    const u = await withKey(s)
    const first = await start(s, u, { clientRunId: 'same-run' })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      status: 'running',
      investment: '100',
      quoteHeld: '100',
      baseHeld: '0',
      profit: '0',
      params: { rangePercent: '2', gridCount: '6' },
    })
    expect(first.body.data.endsAt - first.body.data.startedAt).toBe(60_000)
    const again = await start(s, u, { clientRunId: 'same-run', investment: '500' })
    expect(again.body.data.id).toBe(first.body.data.id)
    const second = await start(s, u)
    expect([second.status, second.body.code]).toEqual([409, 'robot.already.running'])
    const eth = await start(s, u, { symbol: 'ETHUSDT' })
    expect(eth.status).toBe(200)
    const runs = await s.call('robotRuns', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(runs.body.data.total).toBe(2)
    expect(runs.body.data.list[0].id).toBe(eth.body.data.id)
    const btc = await s.call('robotRuns', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10, symbol: 'BTCUSDT' },
    })
    expect(btc.body.data.list.map((r: { id: string }) => r.id)).toEqual([first.body.data.id])
    for (const id of [first.body.data.id, eth.body.data.id]) {
      const stopped = await s.call('robotStop', { ticket: u.token, body: { runId: id } })
      expect(stopped.body.data).toMatchObject({ status: 'ended', endReason: 'stopped' })
    }
  })

  it("answers robot.not.found for another user's run", async () => {
    const a = await withKey(s)
    const b = await user(s)
    const started = await start(s, a)
    for (const answer of [
      await s.call('robotStop', { ticket: b.token, body: { runId: started.body.data.id } }),
      await s.call('robotRunDetail', { ticket: b.token, query: { runId: started.body.data.id } }),
      await s.call('robotRunDetail', { ticket: b.token, query: { runId: 'x1' } }),
    ])
      expect([answer.status, answer.body.code]).toEqual([404, 'robot.not.found'])
    await s.call('robotStop', { ticket: a.token, body: { runId: started.body.data.id } })
    checkInvariants(s)
  })
})

describe('robot: runs on the simulated market', () => {
  let s: TestServer
  const events: { type: string; run: { id: string }; step?: Step }[] = []
  beforeAll(async () => {
    s = await startServer(ROBOT, new FakeClock(START))
  })
  afterAll(() => s.close())

  it('runs a whole grid cycle: lays its levels, trades, ends flat in quote', async () => {
    const u = await withKey(s)
    s.app.bourse.ctx.publisher.subscribe(`user:${u.id}`, (_channel, data) => {
      const event = data as (typeof events)[number]
      expect(checkComponent('UserStreamEvent', event)).toEqual([])
      if (event.type === 'robot') events.push(event)
    })
    const started = await start(s, u, { params: { rangePercent: '0.5', gridCount: '6' } })
    expect(started.status).toBe(200)
    const runId = started.body.data.id as string
    run(s, 10)
    const mid = await detail(s, u.token, runId)
    // The first tick bought the base for the sells at market and laid the buys; the second the sells.
    const executed = mid.steps.filter((st) => st.kind.startsWith('execute_'))
    expect(executed.length).toBeGreaterThanOrEqual(4)
    expect(mid.orders.every((o) => o.clientOrderId.startsWith(`robot-${runId}-`))).toBe(true)
    const current = (await s.call('spotOrderCurrent', { ticket: u.token })).body.data
    expect(current.length).toBeGreaterThan(0)
    checkInvariants(s)

    run(s, 55)
    const done = await detail(s, u.token, runId)
    expect(done.run).toMatchObject({
      status: 'ended',
      endReason: 'completed',
      endedAt: START + 60_000,
    })
    expectStory(done.steps)
    // Ticks at 5, 10 ... 55 s fetch the price; the one at 60 s ends the run.
    expect(done.steps.filter((st) => st.kind === 'fetch_price')).toHaveLength(11)
    // Ended flat: no open orders, less than a lot of base left, every order in the history.
    expect((await s.call('spotOrderCurrent', { ticket: u.token })).body.data).toEqual([])
    expect(amount(done.run.baseHeld as string)).toBeLessThan(1000n)
    const history = await s.call('spotOrderHistory', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 200 },
    })
    expect(history.body.data.total).toBe(done.orders.length)
    expect(done.run.orderCount).toBe(done.orders.length)
    // profit = quoteHeld + baseHeld x lastPrice - investment
    const quote = amount(done.run.quoteHeld as string)
    const base = amount(done.run.baseHeld as string)
    const price = amount(done.run.lastPrice as string)
    expect(amount(done.run.profit as string)).toBe(
      quote + (base * price) / 10n ** 8n - amount('100'),
    )
    // The spot balance holds at least what the run says it holds.
    const usdt = (await s.call('spotBalances', { ticket: u.token })).body.data.find(
      (b: { asset: string }) => b.asset === 'USDT',
    )
    expect(amount(usdt.total)).toBe(amount('10000') - amount('100') + quote)
    checkInvariants(s)

    // Each step was pushed once, in order, with the run.
    const pushed = events.filter((e) => e.run.id === runId && e.step).map((e) => e.step?.seq)
    expect(pushed).toEqual(done.steps.map((st) => st.seq))
    expect(events.filter((e) => e.run.id === runId).at(-1)?.run).toMatchObject({ status: 'ended' })
  })

  it('runs a whole mean-reversion cycle: waits for its window, then trades the band', async () => {
    const u = await withKey(s)
    const started = await start(s, u, {
      strategy: 'mean_reversion',
      investment: '200',
      params: { windowSize: '5', bandPercent: '0.05', orderPercent: '50' },
    })
    const runId = started.body.data.id as string
    run(s, 61)
    const done = await detail(s, u.token, runId)
    expect(done.run).toMatchObject({ status: 'ended', endReason: 'completed' })
    expectStory(done.steps)
    // The first four ticks only fill the window.
    const ticks = done.steps.slice(1, 9).map((st) => st.kind)
    expect(ticks).toEqual([
      'fetch_price',
      'queue',
      'fetch_price',
      'queue',
      'fetch_price',
      'queue',
      'fetch_price',
      'queue',
    ])
    expect(done.orders.length).toBe(done.run.orderCount)
    // On this seed the price dips below the band: market buys, then the end sells what they got.
    const trades = done.steps.filter((st) => st.kind.startsWith('execute_')).map((st) => st.kind)
    expect(trades[0]).toBe('execute_buy')
    expect(done.steps.at(-2)?.kind).toBe('execute_sell')
    expect(amount(done.run.baseHeld as string)).toBeLessThan(1000n)
    expect((await s.call('spotOrderCurrent', { ticket: u.token })).body.data).toEqual([])
    checkInvariants(s)
  })

  it('stops on request: cancels its open orders and ends with reason stopped', async () => {
    const u = await withKey(s)
    const started = await start(s, u)
    const runId = started.body.data.id as string
    run(s, 11)
    const open = (await s.call('spotOrderCurrent', { ticket: u.token })).body.data
    expect(open.length).toBeGreaterThan(0)
    const stopped = await s.call('robotStop', { ticket: u.token, body: { runId } })
    expect(stopped.body.data).toMatchObject({ status: 'ended', endReason: 'stopped' })
    expect((await s.call('spotOrderCurrent', { ticket: u.token })).body.data).toEqual([])
    const d = await detail(s, u.token, runId)
    expectStory(d.steps)
    expect(d.orders.some((o) => o.status === 'cancelled')).toBe(true)
    // Stopping again answers the ended run; no more steps are written.
    const again = await s.call('robotStop', { ticket: u.token, body: { runId } })
    expect(again.body.data.endedAt).toBe(stopped.body.data.endedAt)
    run(s, 10)
    expect((await detail(s, u.token, runId)).steps).toHaveLength(d.steps.length)
    checkInvariants(s)
  })

  it('ends when the account is frozen', async () => {
    const u = await withKey(s)
    const runId = (await start(s, u)).body.data.id as string
    run(s, 11)
    s.app.bourse.modules.auth.setFrozen(u.account, true)
    run(s, 5)
    const row = s.app.bourse.ctx.db
      .prepare('SELECT status, end_reason FROM robot_runs WHERE id = ?')
      .get(Number(runId))
    expect(row).toEqual({ status: 'ended', end_reason: 'account_frozen' })
    expect(s.app.bourse.modules.spot.current(u.id)).toEqual([])
    s.app.bourse.modules.auth.setFrozen(u.account, false)
    checkInvariants(s)
  })

  it('ends when the market closes, keeping what it could not sell', async () => {
    const u = await withKey(s)
    const started = await start(s, u, { symbol: 'ETHUSDT' })
    const runId = started.body.data.id as string
    run(s, 11)
    s.app.bourse.modules.markets.setStatus('ETHUSDT', 2)
    run(s, 5)
    const d = await detail(s, u.token, runId)
    expect(d.run).toMatchObject({ status: 'ended', endReason: 'market_closed' })
    expect(d.steps.filter((st) => st.kind === 'execute_sell' && st.seq > 10)).toEqual([])
    s.app.bourse.modules.markets.setStatus('ETHUSDT', 0)
    checkInvariants(s)
  })
})

describe('robot: restart', () => {
  it('resumes running runs after a restart and ends those whose time passed', async () => {
    const dataDir = tempDir()
    const clock = new FakeClock(START)
    let s = await startServer({ ...ROBOT, dataDir }, clock)
    const a = await withKey(s)
    const b = await withKey(s)
    const runA = (await start(s, a)).body.data.id as string
    run(s, 20)
    const runB = (await start(s, b, { symbol: 'ETHUSDT' })).body.data.id as string
    run(s, 10)
    const before = await detail(s, a.token, runA)
    await s.close()

    // 10 s later: run A (ends at +60 s) has 30 s left; run B too (ends at +80 s).
    clock.advance(10_000)
    s = await startServer({ ...ROBOT, dataDir }, clock)
    run(s, 6)
    const resumed = await detail(s, a.token, runA)
    expect(resumed.run.status).toBe('running')
    expect(resumed.steps.length).toBeGreaterThan(before.steps.length)
    checkInvariants(s)
    await s.close()

    // Down for a minute: both runs are past their end and end as the server starts.
    clock.advance(60_000)
    s = await startServer({ ...ROBOT, dataDir }, clock)
    for (const [u, id] of [
      [a, runA],
      [b, runB],
    ] as const) {
      const d = await detail(s, u.token, id)
      expect(d.run).toMatchObject({ status: 'ended', endReason: 'completed', endedAt: clock.now() })
      expectStory(d.steps)
      // Flattened as it ended: less than a lot of base left.
      const lot = amount(s.app.bourse.modules.markets.units(d.run.symbol as string).quantity(1n))
      expect(amount(d.run.baseHeld as string)).toBeLessThan(lot)
      expect((await s.call('spotOrderCurrent', { ticket: u.token })).body.data).toEqual([])
    }
    checkInvariants(s)
    await s.close()
  })
})

describe('robot: timing', () => {
  it('ends at endsAt even between two ticks, and with an empty book only rests its buys', async () => {
    const s = await startServer(
      { robotRunSeconds: 12, robotTickSeconds: 5, marketSimulator: false },
      new FakeClock(START),
    )
    try {
      const u = await withKey(s)
      const started = await start(s, u)
      const runId = started.body.data.id as string
      s.advance(11_999)
      expect((await detail(s, u.token, runId)).run.status).toBe('running')
      // No asks to buy the sells' base from: no market buy is sent; the limit buys rest.
      expect((await s.call('spotOrderCurrent', { ticket: u.token })).body.data).toHaveLength(3)
      s.advance(1)
      const d = await detail(s, u.token, runId)
      expect(d.run).toMatchObject({ status: 'ended', endedAt: START + 12_000, baseHeld: '0' })
      expect(d.steps.map((st) => st.kind)).toEqual([
        'start',
        'fetch_price',
        'execute_buy',
        'execute_buy',
        'execute_buy',
        'fetch_price',
        'queue',
        'end',
      ])
      expect(d.orders.map((o) => [o.type, o.status])).toEqual([
        ['limit', 'cancelled'],
        ['limit', 'cancelled'],
        ['limit', 'cancelled'],
      ])
      expect((await s.call('spotOrderCurrent', { ticket: u.token })).body.data).toEqual([])
      checkInvariants(s)
    } finally {
      await s.close()
    }
  })
})
