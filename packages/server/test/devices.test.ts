import { describe, expect, it } from 'vitest'
import { describeDevice, SIGN_IN_HISTORY } from '../src/modules/auth/devices'
import { signedInUser, testServers } from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 27, 9, 0, 0)
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const { start } = testServers(START)

/** Signs `u` in again from a browser; answers the new ticket (or the error code). */
async function signInFrom(s: TestServer, u: TestUser, userAgent: string, password = 'Secret123') {
  const response = await s.fetch(`${s.config.apiPrefix}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username: u.account, password }),
  })
  const json = (await response.json()) as { code: string; data: { token: string } | null }
  return json.code === 'success' && json.data ? json.data.token : json.code
}

describe('describeDevice', () => {
  it.each([
    [CHROME_LINUX, 'Chrome 156', 'Linux'],
    [SAFARI_MAC, 'Safari 17', 'macOS'],
    [FIREFOX_WINDOWS, 'Firefox 133', 'Windows'],
    ['curl/8.5.0', '', ''],
    [null, '', ''],
  ])('reads %j as %j on %j', (agent, browser, os) => {
    expect(describeDevice(agent)).toEqual({ browser, os })
  })
})

describe('devices and sign-in history', () => {
  it('lists the sessions with their device, the current one marked, most recently seen first', async () => {
    const s = await start()
    const u = await signedInUser(s, 'dev')
    s.clock.advance(60_000)
    const chrome = await signInFrom(s, u, CHROME_LINUX)
    s.clock.advance(60_000)
    const safari = await signInFrom(s, u, SAFARI_MAC)

    const list = await s.call('listSessions', { ticket: chrome })
    expect(list.status).toBe(200)
    expect(list.body.data).toEqual([
      expect.objectContaining({ browser: 'Safari 17', os: 'macOS', current: false }),
      expect.objectContaining({ browser: 'Chrome 156', os: 'Linux', current: true }),
      expect.objectContaining({ current: false, createdAt: START }),
    ])
    expect(list.body.data[0]).toMatchObject({ ip: '127.0.0.1', createdAt: START + 120_000 })
    expect(typeof safari).toBe('string')
  })

  it('signs one other session out: its next call is refused, the rest go on', async () => {
    const s = await start()
    const u = await signedInUser(s, 'dev')
    const other = await signInFrom(s, u, SAFARI_MAC)
    const list = await s.call('listSessions', { ticket: u.token })
    const target = list.body.data.find((d: { current: boolean }) => !d.current)

    const revoked = await s.call('revokeSession', {
      ticket: u.token,
      body: { sessionId: target.id },
    })
    expect(revoked.status).toBe(200)
    expect((await s.call('getUserInfo', { ticket: other })).body.code).toBe('login.user.not.login')
    expect((await s.call('getUserInfo', { ticket: u.token })).status).toBe(200)
    expect((await s.call('listSessions', { ticket: u.token })).body.data).toHaveLength(1)
  })

  it.each([
    ['the current session', 'current', 422, 'session.current'],
    ['an unknown id', '999999', 404, 'session.not.found'],
    ['a malformed id', 'abc', 404, 'session.not.found'],
    ["another user's session", 'foreign', 404, 'session.not.found'],
  ])('refuses to sign out %s', async (_case, which, status, code) => {
    const s = await start()
    const u = await signedInUser(s, 'dev')
    const stranger = await signedInUser(s, 'other')
    const own = (await s.call('listSessions', { ticket: u.token })).body.data[0].id as string
    const foreign = (await s.call('listSessions', { ticket: stranger.token })).body.data[0]
      .id as string
    const sessionId = which === 'current' ? own : which === 'foreign' ? foreign : which
    const answer = await s.call('revokeSession', { ticket: u.token, body: { sessionId } })
    expect([answer.status, answer.body.code]).toEqual([status, code])
    expect((await s.call('getUserInfo', { ticket: stranger.token })).status).toBe(200)
  })

  it('signs every other session out at once, and only the caller stays', async () => {
    const s = await start()
    const u = await signedInUser(s, 'dev')
    const others = [await signInFrom(s, u, SAFARI_MAC), await signInFrom(s, u, FIREFOX_WINDOWS)]
    const stranger = await signedInUser(s, 'other')
    const answer = await s.call('revokeOtherSessions', { ticket: u.token })
    expect(answer.body.data).toEqual({ ended: 2 })
    for (const ticket of others) expect((await s.call('getUserInfo', { ticket })).status).toBe(401)
    expect((await s.call('getUserInfo', { ticket: u.token })).status).toBe(200)
    expect((await s.call('getUserInfo', { ticket: stranger.token })).status).toBe(200)
  })

  it('keeps the last sign-ins of the account, failed ones with what failed, newest first', async () => {
    const s = await start()
    const u = await signedInUser(s, 'dev')
    s.clock.advance(1000)
    expect(await signInFrom(s, u, FIREFOX_WINDOWS, 'Wrong-password1')).toBe('login.failed')
    s.clock.advance(1000)
    await signInFrom(s, u, SAFARI_MAC)

    const history = await s.call('listSignIns', { ticket: u.token })
    expect(history.body.data).toEqual([
      { time: START + 2000, ip: '127.0.0.1', browser: 'Safari 17', os: 'macOS', result: 'success' },
      {
        time: START + 1000,
        ip: '127.0.0.1',
        browser: 'Firefox 133',
        os: 'Windows',
        result: 'password_wrong',
      },
      expect.objectContaining({ time: START, result: 'success' }),
    ])
    // Another account sees none of it.
    const stranger = await signedInUser(s, 'other')
    expect((await s.call('listSignIns', { ticket: stranger.token })).body.data).toHaveLength(1)
  })

  it(`keeps only the last ${SIGN_IN_HISTORY} sign-ins`, async () => {
    const s = await start()
    const u = await signedInUser(s, 'dev')
    for (let i = 0; i < SIGN_IN_HISTORY + 2; i++) {
      s.clock.advance(1000)
      await signInFrom(s, u, CHROME_LINUX)
    }
    const history = (await s.call('listSignIns', { ticket: u.token })).body.data
    expect(history).toHaveLength(SIGN_IN_HISTORY)
    expect(history[0].time).toBe(START + (SIGN_IN_HISTORY + 2) * 1000)
  })

  it('answers only a signed-in user', async () => {
    const s = await start()
    for (const op of ['listSessions', 'listSignIns', 'revokeOtherSessions'])
      expect((await s.call(op)).status).toBe(401)
  })
})
