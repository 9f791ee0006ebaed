import { describe, expect, it } from 'vitest'
import { jpeg } from '../src/modules/kyc/kyc.fixtures'
import { admin, testServers } from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const HOUR = 60 * 60_000
const { start } = testServers(START)

const info = async (s: TestServer, u: TestUser) =>
  (await s.call('inviteInfo', { ticket: u.token })).body.data as {
    code: string
    level1Count: number
    level2Count: number
  }

const records = async (s: TestServer, u: TestUser, level: 1 | 2, pageIndex = 1, pageSize = 20) =>
  (await s.call('inviteRecords', { ticket: u.token, body: { level, pageIndex, pageSize } })).body
    .data as {
    list: { username: string; state: string; registeredAt: number; code: string }[]
    total: number
  }

/** Registers through the API, with the invitation code when given, and signs in. */
async function join(s: TestServer, account: string, inviteCode?: string): Promise<TestUser> {
  await s.register(account, 'Secret123', inviteCode ? { inviteCode } : {})
  const token = await s.login(account)
  const user = s.app.bourse.modules.auth.findUser(account)
  if (!user) throw new Error(`${account} was not registered`)
  // Registration times one hour apart, so "newest first" is visible.
  s.advance(HOUR)
  return { id: user.id, account, token }
}

/** Verifies the user's identity: photos, submission, the operator's approval. */
async function verify(s: TestServer, u: TestUser) {
  const ids: Record<string, string> = {}
  for (const slot of ['front', 'hand']) {
    const response = await s.fetch(`${s.config.apiPrefix}/app/kyc/photo?slot=${slot}`, {
      method: 'PUT',
      headers: { ticket: u.token, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(jpeg()),
    })
    ids[`${slot}PhotoId`] = ((await response.json()) as { data: { photoId: string } }).data.photoId
  }
  const submitted = await s.call('kycSubmit', {
    ticket: u.token,
    body: {
      certType: 'passport',
      realName: 'Bea Lopez',
      nationality: 'ES',
      certNumber: 'X1234567',
      ...ids,
    },
  })
  expect(submitted.body.code).toBe('success')
  const approve = admin(s, ['kyc:approve', u.account], 3000)
  s.advance(1000)
  expect(await approve.done).toBe(0)
}

describe('invite: code, counts and records', () => {
  it('counts and lists two levels, newest first, with the code each registered with', async () => {
    const s = await start()
    const alice = await join(s, 'alice.inviter@example.com')
    const aliceCode = (await info(s, alice)).code
    const bob = await join(s, 'bob.smith@example.com', aliceCode)
    const bobCode = (await info(s, bob)).code
    const carol = await join(s, '+14155550123', bobCode.toLowerCase())
    const dave = await join(s, 'dave@example.com', aliceCode)
    // Someone else's invitee, and a third level: neither is Alice's.
    const erin = await join(s, 'erin@example.com')
    await join(s, 'frank@example.com', (await info(s, erin)).code)
    await join(s, 'gina@example.com', (await info(s, carol)).code)

    expect(await info(s, alice)).toEqual({ code: aliceCode, level1Count: 2, level2Count: 1 })
    expect(await info(s, bob)).toEqual({ code: bobCode, level1Count: 1, level2Count: 1 })
    expect(await info(s, dave)).toMatchObject({ level1Count: 0, level2Count: 0 })

    const one = await records(s, alice, 1)
    expect(one).toMatchObject({ total: 2, pageIndex: 1, pageSize: 20 })
    expect(one.list).toEqual([
      {
        username: 'da***@example.com',
        state: 'registered',
        registeredAt: START + 3 * HOUR,
        code: aliceCode,
      },
      {
        username: 'bo***@example.com',
        state: 'registered',
        registeredAt: START + HOUR,
        code: aliceCode,
      },
    ])
    const two = await records(s, alice, 2)
    expect(two).toMatchObject({ total: 1 })
    expect(two.list).toEqual([
      {
        username: '+14***0123',
        state: 'registered',
        registeredAt: START + 2 * HOUR,
        code: bobCode,
      },
    ])
    // Nothing of the accounts leaks in the answer beyond the masked form.
    expect(JSON.stringify([one, two])).not.toMatch(/bob\.smith|dave@|4155550123/)
    expect(dave.id).toBeGreaterThan(bob.id)
  })

  it('shows an invitee as verified once their verification is approved', async () => {
    const s = await start()
    const alice = await join(s, 'alice2@example.com')
    const bob = await join(s, 'bob2@example.com', (await info(s, alice)).code)
    await join(s, 'carl2@example.com', (await info(s, bob)).code)
    expect((await records(s, alice, 1)).list[0]?.state).toBe('registered')
    await verify(s, bob)
    expect((await records(s, alice, 1)).list[0]?.state).toBe('verified')
    expect((await records(s, alice, 2)).list[0]?.state).toBe('registered')
  })

  it('pages the records', async () => {
    const s = await start()
    const alice = await join(s, 'alice3@example.com')
    const code = (await info(s, alice)).code
    for (let i = 0; i < 5; i++) await join(s, `friend${i}@example.com`, code)
    const pages = [1, 2, 3].map((p) => records(s, alice, 1, p, 2))
    const [p1, p2, p3] = await Promise.all(pages)
    expect([p1?.list, p2?.list, p3?.list].map((l) => l?.map((r) => r.username))).toEqual([
      ['fr***@example.com', 'fr***@example.com'],
      ['fr***@example.com', 'fr***@example.com'],
      ['fr***@example.com'],
    ])
    expect(p1?.list.map((r) => r.registeredAt)).toEqual([START + 5 * HOUR, START + 4 * HOUR])
    expect(p3?.list[0]?.registeredAt).toBe(START + HOUR)
    expect(p3?.total).toBe(5)
  })

  it('needs a signed-in user', async () => {
    const s = await start()
    expect((await s.call('inviteInfo')).status).toBe(401)
    const answer = await s.call('inviteRecords', { body: { level: 1, pageIndex: 1, pageSize: 20 } })
    expect(answer.status).toBe(401)
  })
})
