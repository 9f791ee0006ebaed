import { describe, expect, it } from 'vitest'
import {
  admin,
  applyWithdrawal,
  checkInvariants,
  fundPasswordOnRecord,
  signedInUser,
  testServers,
} from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const BLOCK = 5000
const { start } = testServers(START)

async function newUser(s: TestServer): Promise<TestUser> {
  const user = await signedInUser(s, 'inbox')
  await fundPasswordOnRecord(s, user.id)
  return user
}

async function deposit(s: TestServer, u: TestUser, sum: string) {
  const sent = await s.call('devChainSend', {
    ticket: u.token,
    body: { coin: 'USDT', chain: 'ERC20', amount: sum },
  })
  expect(sent.status).toBe(200)
  s.advance(13 * BLOCK)
  return sent.body.data.id as string
}

const list = async (s: TestServer, u: TestUser, body: Record<string, unknown> = {}) =>
  (await s.call('inboxList', { ticket: u.token, body: { pageIndex: 1, pageSize: 20, ...body } }))
    .body.data

/** Every `user`-channel event of the user, as published. */
function userEvents(s: TestServer, u: TestUser) {
  const events: { type: string; message?: { kind: string } }[] = []
  s.app.bourse.ctx.publisher.subscribe(`user:${u.id}`, (_channel, data) =>
    events.push(data as (typeof events)[number]),
  )
  return events
}

describe('inbox: the message centre', () => {
  it('tells of a credited deposit once, live and in the list, with its figures', async () => {
    const s = await start()
    const u = await newUser(s)
    const events = userEvents(s, u)
    const id = await deposit(s, u, '250.5')
    s.advance(20 * BLOCK)
    const page = await list(s, u)
    expect(page).toMatchObject({ total: 1, unread: 1 })
    expect(page.list[0]).toMatchObject({
      kind: 'deposit_credited',
      params: { amount: '250.5', coin: 'USDT', chain: 'ERC20' },
      read: false,
    })
    expect(events.filter((e) => e.type === 'inbox')).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ id: page.list[0].id }) }),
    ])
    const rows = s.app.bourse.ctx.db
      .prepare('SELECT ref FROM inbox_messages WHERE user_id = ?')
      .all(u.id)
    expect(rows).toEqual([{ ref: `deposit:${id}` }])
  })

  it('does not tell of a deposit below the minimum, which is never credited', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, '0.0001')
    expect(await list(s, u)).toMatchObject({ total: 0, unread: 0, list: [] })
  })

  it("tells of a withdrawal's review: rejected with the operator's reason, approved", async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, '500')
    const rejected = (await applyWithdrawal(s, u)).body.data.id as string
    const cli = admin(
      s,
      ['withdrawal:reject', rejected, 'address', 'on', 'a', 'watch', 'list'],
      3000,
    )
    s.advance(1000)
    expect(await cli.done).toBe(0)
    const approved = (await applyWithdrawal(s, u)).body.data.id as string
    const ok = admin(s, ['withdrawal:approve', approved], 3000)
    s.advance(1000)
    expect(await ok.done).toBe(0)
    const page = await list(s, u)
    expect(page.list.map((m: { kind: string }) => m.kind)).toEqual([
      'withdrawal_approved',
      'withdrawal_rejected',
      'deposit_credited',
    ])
    expect(page.list[1].params).toEqual({
      amount: '100',
      coin: 'USDT',
      reason: 'address on a watch list',
    })
    expect(page.list[0].params).toEqual({ amount: '100', coin: 'USDT' })
    checkInvariants(s)
  })

  it('marks some, then all, messages read; pages and filters unread ones', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    for (const sum of ['10', '20', '30']) await deposit(s, u, sum)
    await deposit(s, other, '40')
    const all = await list(s, u)
    expect(all).toMatchObject({ total: 3, unread: 3 })
    expect(all.list.map((m: { params: { amount: string } }) => m.params.amount)).toEqual([
      '30',
      '20',
      '10',
    ])
    const second = await list(s, u, { pageIndex: 2, pageSize: 2 })
    expect(second).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 })
    expect(second.list).toHaveLength(1)

    // Another user's message id changes nothing.
    const foreign = (await list(s, other)).list[0].id as string
    const read = await s.call('inboxRead', {
      ticket: u.token,
      body: { ids: [all.list[0].id, foreign] },
    })
    expect(read.body.data).toEqual({ unread: 2 })
    expect((await list(s, other)).unread).toBe(1)
    const unread = await list(s, u, { unreadOnly: true })
    expect(unread).toMatchObject({ total: 2, unread: 2 })
    expect(unread.list.every((m: { read: boolean }) => !m.read)).toBe(true)

    expect((await s.call('inboxRead', { ticket: u.token, body: {} })).body.data).toEqual({
      unread: 0,
    })
    expect((await s.call('inboxUnread', { ticket: u.token })).body.data).toEqual({ unread: 0 })
    expect((await list(s, u)).list.every((m: { read: boolean }) => m.read)).toBe(true)
  })

  it('needs a session', async () => {
    const s = await start()
    const answer = await s.call('inboxUnread')
    expect(answer.status).toBe(401)
  })
})

describe('dev: moving the clock', () => {
  it('moves the clock and runs what falls due, in demo mode only', async () => {
    const s = await start()
    const before = s.clock.now()
    const moved = await s.call('devClockAdvance', {
      body: { ms: 3_600_000 },
      ticket: await s.devTicket(),
    })
    expect(moved.body.data.now).toBe(before + 3_600_000)
    const prod = await start({ demoMode: false })
    expect((await prod.call('devClockAdvance', { body: { ms: 1000 } })).status).toBe(404)
  })
})
