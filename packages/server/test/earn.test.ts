import { DAY_MS as DAY, earnConvert, financeInterest, HOUR_MS as HOUR } from '@bourse/rules/earn'
import { describe, expect, it } from 'vitest'
import { amount, formatAmount } from '../src/modules/spot/money'
import { admin, checkInvariants, contract, signedInUser, testServers } from './helpers'
import type { Answer, TestServer, TestUser } from './helpers'

/** 2026-11-20 00:00 GMT+8 (= 2026-11-19 16:00 UTC): the day of the purchases. */
const D0 = Date.UTC(2026, 10, 19, 16, 0, 0)
/** 0:00 GMT+8 the next day: when mining and interest start. */
const D1 = D0 + DAY
/** Purchases happen at 22:00 GMT+8 on D0 (14:00 UTC, still the 20th in GMT+8). */
const START = D0 + 22 * HOUR
const MINUTE = 60_000

const POOL = { starter: '1', steady: '2', term: '3', partner: '4', btc: '5', closed: '6' }
const PRODUCT = { week: '1', month: '2', quarter: '3' }

let ids = 0
const { start, later } = testServers(START)
const clientId = () => `earn-${++ids}-${Date.now()}`

/** A user with 10000 USDT in the spot account (the demo credit); `invitedBy` is the inviter. */
async function newUser(s: TestServer, invitedBy: number | null = null): Promise<TestUser> {
  const user = await signedInUser(s, 'earn', invitedBy)
  expect((await s.call('spotDemoCredit', { ticket: user.token })).status).toBe(200)
  usersOf.set(s, [...(usersOf.get(s) ?? []), user])
  return user
}

/** The users of each server, signed in again after a clock jump outlives their sessions. */
const usersOf = new Map<TestServer, TestUser[]>()

/** Signs the users in again (sessions expire across the days a jump skips). */
async function signInAgain(s: TestServer, users: TestUser[]) {
  for (const u of users) u.token = await s.login(u.account)
  usersOf.set(s, users)
}

const held = (s: TestServer, u: TestUser, asset = 'USDT', account: 'spot' | 'financial' = 'spot') =>
  formatAmount(s.app.bourse.modules.ledger.held(u.id, asset, account).available)

const buyMining = (s: TestServer, u: TestUser, poolId: string, sum: string, id = clientId()) =>
  s.call('miningBuy', { ticket: u.token, body: { clientOrderId: id, poolId, amount: sum } })

const buyFinance = (s: TestServer, u: TestUser, productId: string, sum: string, id = clientId()) =>
  s.call('financeBuy', { ticket: u.token, body: { clientOrderId: id, productId, amount: sum } })

async function toFinancial(s: TestServer, u: TestUser, sum: string) {
  const moved = await s.call('accountTransfer', {
    ticket: u.token,
    body: {
      clientTransferId: clientId(),
      from: 'spot',
      to: 'financial',
      asset: 'USDT',
      amount: sum,
    },
  })
  expect(moved.status).toBe(200)
}

/** The user's ledger entries of earn products, oldest first. */
const ledger = (s: TestServer, u: TestUser) =>
  s.app.bourse.ctx.db
    .prepare(
      `SELECT account, asset, type, amount FROM ledger WHERE user_id = ?
       AND (type LIKE '%mining%' OR type LIKE '%financ%') ORDER BY id`,
    )
    .all(u.id) as { account: string; asset: string; type: string; amount: string }[]

const earnings = async (s: TestServer, u: TestUser, orderId?: string) => {
  const answer = await s.call('miningEarnings', {
    ticket: u.token,
    body: { pageIndex: 1, pageSize: 100, ...(orderId ? { orderId } : {}) },
  })
  expect(answer.status).toBe(200)
  return (
    answer.body.data.list as { kind: string; day?: number; amount: string; currency: string }[]
  )
    .map(({ kind, day, amount: a, currency }) => ({ kind, day, amount: a, currency }))
    .reverse()
}

const miningOrder = async (s: TestServer, u: TestUser, orderId: string) => {
  const answer = await s.call('miningOrder', { ticket: u.token, query: { orderId } })
  expect(answer.status).toBe(200)
  return answer.body.data
}

/** Expects the call to be refused with `status` and `code`. */
async function refusedWith(call: Promise<Answer>, status: number, code: string) {
  const answer = await call
  expect([answer.status, answer.body.code]).toEqual([status, code])
}

/** How many of the user's mining or savings orders are in `status` (all without one). */
async function ordersTotal(
  s: TestServer,
  u: TestUser,
  op: 'miningOrders' | 'financeOrders',
  status?: 'active' | 'done',
): Promise<number> {
  const body = { pageIndex: 1, pageSize: 10, ...(status ? { status } : {}) }
  const answer = await s.call(op, { ticket: u.token, body })
  expect(answer.status).toBe(200)
  return answer.body.data.total
}

const messages = (s: TestServer, u: TestUser) =>
  s.app.bourse.ctx.db
    .prepare('SELECT kind, params FROM inbox_messages WHERE user_id = ? ORDER BY id')
    .all(u.id)
    .map((r) => {
      const row = r as { kind: string; params: string }
      return { kind: row.kind, params: JSON.parse(row.params) as Record<string, string> }
    })
    .filter((m) => m.kind.startsWith('mining') || m.kind.startsWith('finance'))

/**
 * Moves the clock to `at` and runs the payout job, as the running server does when its clock
 * jumps (the ManualScheduler would replay every periodic task of the skipped days).
 */
async function jumpTo(s: TestServer, at: number) {
  s.clock.set(at)
  s.app.bourse.modules.earn.tick()
  checkInvariants(s)
  await signInAgain(s, usersOf.get(s) ?? [])
}

describe('earn: the catalogue', () => {
  it('lists the mining pools and savings products with their terms', async () => {
    const s = await start()
    const pools = await s.call('miningPools')
    expect(pools.status).toBe(200)
    const list = pools.body.data as {
      id: string
      payoutMode: string
      rebateType: string
      earningsCurrency: string
      currency: string
      isOpen: boolean
    }[]
    expect(list.length).toBeGreaterThanOrEqual(4)
    expect(list.some((p) => p.payoutMode === 'end')).toBe(true)
    expect(list.some((p) => p.rebateType === 'inviter')).toBe(true)
    expect(list.some((p) => p.earningsCurrency !== p.currency)).toBe(true)
    expect(list.find((p) => p.id === POOL.closed)?.isOpen).toBe(false)
    const products = await s.call('financeProducts')
    expect(products.status).toBe(200)
    expect(products.body.data.length).toBeGreaterThanOrEqual(3)
    expect(products.body.data[0]).toMatchObject({ termDays: 7, annualRate: '0.04' })
  })

  it('offers no way to take mining principal out early', () => {
    const mining = contract.operations.filter((op) => op.path.startsWith('/app/mining/'))
    expect(mining.map((op) => op.operationId).sort()).toEqual(
      ['miningBuy', 'miningEarnings', 'miningOrder', 'miningOrders', 'miningPools'].sort(),
    )
  })
})

describe('earn: mining', () => {
  it('starts at 0:00 the next day, pays first at 1:00, daily after, principal and earnings at expiry', async () => {
    const s = await start()
    const u = await newUser(s)
    const bought = await buyMining(s, u, POOL.starter, '1000')
    expect(bought.status).toBe(200)
    const order = bought.body.data
    expect(order).toMatchObject({
      status: 'mining',
      amount: '1000',
      createdAt: START,
      startAt: D1,
      endAt: D1 + 7 * DAY,
      nextPayoutAt: D1 + HOUR,
      expectedEarnings: '21', // 1000 x 0.3 % x 7 days
      earned: '0',
    })
    // The principal is locked in the order, not in a balance.
    expect(held(s, u)).toBe('9000')
    checkInvariants(s)

    // The job runs on the clock: nothing at 0:59, the first day's earnings at 1:00.
    s.advance(D1 + 59 * MINUTE - START)
    expect(await earnings(s, u)).toEqual([])
    expect(held(s, u)).toBe('9000')
    s.advance(MINUTE)
    expect(await earnings(s, u)).toEqual([
      { kind: 'earning', day: 1, amount: '3', currency: 'USDT' },
    ])
    expect(held(s, u)).toBe('9003')
    expect((await miningOrder(s, u, order.id)).nextPayoutAt).toBe(D1 + DAY + HOUR)
    checkInvariants(s)

    await jumpTo(s, D1 + DAY + HOUR - 1)
    expect(await earnings(s, u)).toHaveLength(1)
    await jumpTo(s, D1 + DAY + HOUR)
    expect(await earnings(s, u)).toHaveLength(2)
    await jumpTo(s, D1 + 7 * DAY - 1)
    const beforeEnd = await miningOrder(s, u, order.id)
    expect(beforeEnd).toMatchObject({ status: 'mining', earned: '21', nextPayoutAt: D1 + 7 * DAY })
    expect(held(s, u)).toBe('9021')

    await jumpTo(s, D1 + 7 * DAY)
    const done = await miningOrder(s, u, order.id)
    expect(done).toMatchObject({ status: 'finished', earned: '21' })
    expect(done.nextPayoutAt).toBeUndefined()
    expect(held(s, u)).toBe('10021')
    const paid = await earnings(s, u)
    expect(paid.map((p) => `${p.kind}:${p.day}`)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((d) => `earning:${d}`),
      'principal:7',
    ])
    expect(paid.at(-1)).toEqual({ kind: 'principal', day: 7, amount: '1000', currency: 'USDT' })
    expect(ledger(s, u).map((e) => `${e.type} ${e.amount}`)).toEqual([
      'buy_mining -1000',
      ...Array.from({ length: 7 }, () => 'mining_income 3'),
      'mining_principal 1000',
    ])
    const told = messages(s, u)
    expect(told.filter((m) => m.kind === 'mining_payout')).toHaveLength(7)
    expect(told.at(-1)).toEqual({
      kind: 'mining_finished',
      params: { pool: order.poolName, amount: '1000', currency: 'USDT' },
    })
    expect(await ordersTotal(s, u, 'miningOrders', 'done')).toBe(1)
    expect(await ordersTotal(s, u, 'miningOrders', 'active')).toBe(0)
  })

  it('pays an end pool all at expiry, with the principal', async () => {
    const s = await start()
    const u = await newUser(s)
    const bought = await buyMining(s, u, POOL.term, '2000')
    expect(bought.body.data).toMatchObject({ payoutMode: 'end', expectedEarnings: '300' })
    await jumpTo(s, D1 + HOUR)
    await jumpTo(s, D1 + 30 * DAY - 1)
    expect(await earnings(s, u)).toEqual([])
    expect(held(s, u)).toBe('8000')
    await jumpTo(s, D1 + 30 * DAY)
    expect(await earnings(s, u)).toEqual([
      { kind: 'earning', day: 30, amount: '300', currency: 'USDT' },
      { kind: 'principal', day: 30, amount: '2000', currency: 'USDT' },
    ])
    expect(held(s, u)).toBe('10300')
    expect((await miningOrder(s, u, bought.body.data.id)).status).toBe('finished')
  })

  it('pays the inviter amount x ratio when mining starts, and no one when the buyer has no inviter', async () => {
    const s = await start()
    const inviter = await newUser(s)
    const buyer = await newUser(s, inviter.id)
    const loner = await newUser(s)
    const bought = await buyMining(s, buyer, POOL.partner, '1000')
    expect(bought.status).toBe(200)
    expect((await buyMining(s, loner, POOL.partner, '1000')).status).toBe(200)
    await jumpTo(s, D1 - 1)
    expect(await earnings(s, inviter)).toEqual([])
    await jumpTo(s, D1)
    // 1 % of the 1000 bought, into the inviter's spot account; not the buyer's payout.
    expect(await earnings(s, inviter)).toEqual([
      { kind: 'rebate', day: undefined, amount: '10', currency: 'USDT' },
    ])
    expect(held(s, inviter)).toBe('10010')
    expect(ledger(s, inviter)).toEqual([
      { account: 'spot', asset: 'USDT', type: 'mining_rebate', amount: '10' },
    ])
    expect(await earnings(s, buyer)).toEqual([])
    expect(messages(s, inviter)).toEqual([
      {
        kind: 'mining_payout',
        params: { pool: 'USDT Partner 30 days', amount: '10', currency: 'USDT' },
      },
    ])
    await jumpTo(s, D1 + DAY)
    expect(
      s.app.bourse.ctx.db
        .prepare(`SELECT COUNT(*) AS n FROM mining_payouts WHERE kind = 'rebate'`)
        .get(),
    ).toEqual({ n: 1 })
  })

  it('pays earnings in another currency at the market price of the payout time, rounded down', async () => {
    const s = await start()
    const u = await newUser(s)
    const bought = await buyMining(s, u, POOL.btc, '1000')
    expect(bought.body.data).toMatchObject({ currency: 'USDT', earningsCurrency: 'BTC' })
    await jumpTo(s, D1 + HOUR)
    const price = s.app.bourse.modules.markets.priceAt('BTCUSDT', D1 + HOUR)
    const btc = earnConvert('3.5', 'USDT', 'BTC', { base: 'BTC', quote: 'USDT', price })
    expect(amount(btc)).toBeGreaterThan(0n)
    expect(await earnings(s, u)).toEqual([
      { kind: 'earning', day: 1, amount: btc, currency: 'BTC' },
    ])
    expect(held(s, u, 'BTC')).toBe(btc)
    expect((await miningOrder(s, u, bought.body.data.id)).earned).toBe(btc)
  })

  it('answers a repeated purchase with the first order and moves the money once', async () => {
    const s = await start()
    const u = await newUser(s)
    const id = clientId()
    const first = await buyMining(s, u, POOL.starter, '500', id)
    const second = await buyMining(s, u, POOL.starter, '500', id)
    expect(second.status).toBe(200)
    expect(second.body.data.id).toBe(first.body.data.id)
    expect(held(s, u)).toBe('9500')
    expect(ledger(s, u)).toHaveLength(1)
    checkInvariants(s)
  })

  it('refuses out-of-range amounts, a closed pool, a missing balance and a frozen account, moving nothing', async () => {
    const s = await start()
    const u = await newUser(s)
    const refused = (poolId: string, sum: string, status: number, code: string) =>
      refusedWith(buyMining(s, u, poolId, sum), status, code)
    await refused(POOL.starter, '99.99', 400, 'mining.amount.range')
    await refused(POOL.starter, '50000.01', 400, 'mining.amount.range')
    await refused(POOL.starter, '100.000000001', 400, 'order.amount.invalid')
    await refused(POOL.steady, '10000.01', 422, 'balance.insufficient')
    await refused(POOL.closed, '1', 404, 'mining.pool.not.found')
    await refused('999', '100', 404, 'mining.pool.not.found')
    const frozen = admin(s, ['user:freeze', u.account])
    s.app.bourse.modules.freezes.applyQueued()
    expect(await frozen.done).toBe(0)
    await refused(POOL.starter, '100', 403, 'account.frozen')
    expect((await buyFinance(s, u, PRODUCT.week, '100')).body.code).toBe('account.frozen')
    expect(ledger(s, u)).toEqual([])
    expect(await ordersTotal(s, u, 'miningOrders')).toBe(0)
    checkInvariants(s)
  })

  it('catches up after a restart and after a multi-day clock jump, paying each day once', async () => {
    const s = await start()
    const u = await newUser(s)
    const bought = await buyMining(s, u, POOL.starter, '2000')
    const orderId = bought.body.data.id as string
    // Down from 22:00 until just after the third day's payout.
    const s2 = await later(s, D1 + 2 * DAY + HOUR + 1 - START)
    checkInvariants(s2)
    await signInAgain(s2, [u])
    expect((await earnings(s2, u)).map((p) => p.day)).toEqual([1, 2, 3])
    expect(held(s2, u)).toBe('8018')
    // Starting again at the same time pays nothing twice.
    const s3 = await later(s2, 0)
    await signInAgain(s3, [u])
    expect((await earnings(s3, u)).map((p) => p.day)).toEqual([1, 2, 3])
    s3.app.bourse.modules.earn.tick()
    // The clock jumps over the rest of the term while the server runs.
    await jumpTo(s3, D1 + 10 * DAY)
    await jumpTo(s3, D1 + 10 * DAY)
    const paid = await earnings(s3, u, orderId)
    expect(paid.map((p) => `${p.kind}:${p.day}`)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7].map((d) => `earning:${d}`),
      'principal:7',
    ])
    expect(held(s3, u)).toBe('10042')
    expect(messages(s3, u).filter((m) => m.kind === 'mining_payout')).toHaveLength(7)
  })
})

describe('earn: savings', () => {
  it('buys from the financial account; an early transfer out returns the principal with no interest', async () => {
    const s = await start()
    const u = await newUser(s)
    await toFinancial(s, u, '5000')
    const before = (await s.call('financeProducts')).body.data[0].surplusFunds as string
    const bought = await buyFinance(s, u, PRODUCT.week, '1000')
    expect(bought.status).toBe(200)
    expect(bought.body.data).toMatchObject({
      status: 'purchasing',
      amount: '1000',
      interestStartAt: D1,
      dueAt: D1 + 7 * DAY,
      expectedEarnings: financeInterest({ amount: '1000', annualRate: '0.04', days: 7 }),
      earnings: '0',
      early: false,
    })
    expect(held(s, u, 'USDT', 'financial')).toBe('4000')
    const after = (await s.call('financeProducts')).body.data[0].surplusFunds as string
    expect(amount(before) - amount(after)).toBe(amount('1000'))
    checkInvariants(s)

    await jumpTo(s, D1 + 3 * DAY)
    const accrued = await s.call('financeOrder', {
      ticket: u.token,
      query: { orderId: bought.body.data.id },
    })
    expect(accrued.body.data.earnings).toBe(
      financeInterest({ amount: '1000', annualRate: '0.04', days: 3 }),
    )
    const redeemed = await s.call('financeRedeem', {
      ticket: u.token,
      body: { orderId: bought.body.data.id },
    })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body.data).toMatchObject({
      status: 'settled',
      early: true,
      earnings: '0',
      settledAt: D1 + 3 * DAY,
    })
    expect(held(s, u, 'USDT', 'financial')).toBe('5000')
    expect((await s.call('financeProducts')).body.data[0].surplusFunds).toBe(before)
    // The ledger says it: the principal back, no interest.
    expect(ledger(s, u).map((e) => `${e.account} ${e.type} ${e.amount}`)).toEqual([
      'financial buy_financial -1000',
      'financial financial_cancel 1000',
    ])
    const repeat = await s.call('financeRedeem', {
      ticket: u.token,
      body: { orderId: bought.body.data.id },
    })
    expect(repeat.status).toBe(200)
    expect(ledger(s, u)).toHaveLength(2)
    // Its due time passes: nothing more is paid.
    await jumpTo(s, D1 + 8 * DAY)
    expect(ledger(s, u)).toHaveLength(2)
    checkInvariants(s)
  })

  it('pays interest and principal at the due time, once', async () => {
    const s = await start()
    const u = await newUser(s)
    await toFinancial(s, u, '5000')
    const bought = await buyFinance(s, u, PRODUCT.month, '3000')
    const orderId = bought.body.data.id as string
    const interest = financeInterest({ amount: '3000', annualRate: '0.08', days: 30 })
    expect(interest).toBe('19.72602739')
    await jumpTo(s, D1 + 30 * DAY - 1)
    const running = await s.call('financeOrder', { ticket: u.token, query: { orderId } })
    expect(running.body.data).toMatchObject({
      status: 'purchasing',
      earnings: financeInterest({ amount: '3000', annualRate: '0.08', days: 29 }),
    })
    expect(held(s, u, 'USDT', 'financial')).toBe('2000')
    await jumpTo(s, D1 + 30 * DAY)
    await jumpTo(s, D1 + 31 * DAY)
    const settled = await s.call('financeOrder', { ticket: u.token, query: { orderId } })
    expect(settled.body.data).toMatchObject({
      status: 'settled',
      early: false,
      earnings: interest,
      settledAt: D1 + 30 * DAY,
    })
    expect(held(s, u, 'USDT', 'financial')).toBe(formatAmount(amount('5000') + amount(interest)))
    expect(ledger(s, u).map((e) => `${e.type} ${e.amount}`)).toEqual([
      'buy_financial -3000',
      `financial_income ${interest}`,
      'financial_principal 3000',
    ])
    expect(messages(s, u)).toEqual([
      {
        kind: 'finance_settled',
        params: { product: 'USDT Fixed 30 days', amount: '3000', interest, currency: 'USDT' },
      },
    ])
    const late = await s.call('financeRedeem', { ticket: u.token, body: { orderId } })
    expect([late.status, late.body.code]).toEqual([409, 'finance.order.settled'])
    expect(await ordersTotal(s, u, 'financeOrders', 'done')).toBe(1)
  })

  it('checks the amount range, the surplus funds and the balance, and is idempotent', async () => {
    const s = await start()
    const a = await newUser(s)
    const b = await newUser(s)
    const c = await newUser(s)
    for (const u of [a, b, c]) await toFinancial(s, u, '10000')
    const id = clientId()
    expect((await buyFinance(s, a, PRODUCT.quarter, '10000', id)).status).toBe(200)
    const repeat = await buyFinance(s, a, PRODUCT.quarter, '10000', id)
    expect(repeat.status).toBe(200)
    expect(held(s, a, 'USDT', 'financial')).toBe('0')
    expect((await buyFinance(s, b, PRODUCT.quarter, '9800')).status).toBe(200)
    const refused = (productId: string, sum: string, status: number, code: string) =>
      refusedWith(buyFinance(s, c, productId, sum), status, code)
    // 20000 released, 200 left.
    await refused(PRODUCT.quarter, '500', 422, 'finance.surplus.insufficient')
    await refused(PRODUCT.quarter, '499', 400, 'finance.amount.range')
    await refused(PRODUCT.week, '10000.5', 422, 'balance.insufficient')
    await refused('42', '100', 404, 'finance.product.not.found')
    expect(held(s, c, 'USDT', 'financial')).toBe('10000')
    expect(ledger(s, c)).toEqual([])
    const quarter = (await s.call('financeProducts')).body.data[2]
    expect(quarter).toMatchObject({ releasedFunds: '20000', surplusFunds: '200' })
    const other = await s.call('financeOrder', {
      ticket: c.token,
      query: { orderId: repeat.body.data.id },
    })
    expect([other.status, other.body.code]).toEqual([404, 'finance.order.not.found'])
    checkInvariants(s)
  })
})

describe('earn: admin CLI', () => {
  it('lists pools and products and closes a pool to new purchases', async () => {
    const s = await start()
    const u = await newUser(s)
    expect((await buyMining(s, u, POOL.starter, '1500')).status).toBe(200)
    const pools = admin(s, ['mining:pools'])
    expect(await pools.done).toBe(0)
    expect(pools.lines).toHaveLength(6)
    expect(pools.lines[0]).toMatch(
      /^1\tUSDT Starter 7 days\t0\.003\/day\t100-50000 USDT\t.*\topen\t1 running, 1500 USDT locked$/,
    )
    expect(pools.lines[3]).toContain('rebate 0.01')
    expect(pools.lines[5]).toContain('closed')
    const products = admin(s, ['finance:products'])
    expect(await products.done).toBe(0)
    expect(products.lines[2]).toMatch(
      /^3\tUSDT Fixed 90 days\t90d\t0\.12\/year\t.*released 20000\tsurplus 20000\topen$/,
    )

    const closed = admin(s, ['mining:pool', POOL.starter, 'close'])
    expect(await closed.done).toBe(0)
    const refused = await buyMining(s, u, POOL.starter, '100')
    expect([refused.status, refused.body.code]).toEqual([404, 'mining.pool.not.found'])
    expect(await admin(s, ['mining:pool', POOL.starter, 'open']).done).toBe(0)
    expect((await buyMining(s, u, POOL.starter, '100')).status).toBe(200)
    expect(await admin(s, ['finance:product', PRODUCT.week, 'close']).done).toBe(0)
    const shut = await buyFinance(s, u, PRODUCT.week, '100')
    expect([shut.status, shut.body.code]).toEqual([404, 'finance.product.not.found'])
    const wrong = admin(s, ['mining:pool', POOL.starter, 'maybe'])
    expect(await wrong.done).toBe(1)
    const missing = admin(s, ['finance:product', '99', 'open'])
    expect(await missing.done).not.toBe(0)
    checkInvariants(s)
  })
})
