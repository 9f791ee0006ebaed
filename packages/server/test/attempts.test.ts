import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { demoConfig, loadConfig, PASSWORD_HASH_N } from '../src/config'
import { AUTH_LIMITS } from '../src/modules/auth/service'
import { createPasswords } from '../src/modules/auth/password'
import { hotp } from '../src/modules/auth/totp'
import { applyWithdrawal, testServers } from './helpers'
import type { Answer, TestServer, TestUser } from './helpers'

/** A multiple of the 30 s TOTP step. */
const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const STEP = 30_000
/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const AT_ONCE = 50

const { start } = testServers(START)
let n = 0

/** A new e-mail user (password Secret123, fund password Fund1234 unless null), not signed in. */
async function newUser(s: TestServer, fundPassword: string | null = null): Promise<TestUser> {
  const account = `a${++n}@example.com`
  const id = await s.app.bourse.modules.auth.createUser({
    kind: 'email',
    account,
    password: 'Secret123',
  })
  if (fundPassword !== null) {
    const hash = await s.app.bourse.modules.guards.passwords.hash(fundPassword)
    s.app.bourse.ctx.db
      .prepare('UPDATE users SET fund_password_hash = ? WHERE id = ?')
      .run(hash, id)
  }
  return { id, account, token: '' }
}

/** Binds the RFC 6238 test secret to the user directly. */
function bindAuthenticator(s: TestServer, u: TestUser): void {
  s.app.bourse.ctx.db
    .prepare('UPDATE users SET authenticator_secret = ? WHERE id = ?')
    .run(RFC_SECRET, u.id)
}

const rightCode = (s: TestServer) =>
  hotp(Buffer.from('12345678901234567890'), Math.floor(s.clock.now() / STEP))

/** A code that matches none of the steps accepted now. */
function wrongCode(s: TestServer): string {
  const step = Math.floor(s.clock.now() / STEP)
  const accepted = [step - 1, step, step + 1].map((c) =>
    hotp(Buffer.from('12345678901234567890'), c),
  )
  for (let i = 0; ; i++) {
    const code = String(i).padStart(6, '0')
    if (!accepted.includes(code)) return code
  }
}

/** How many answers had each `status code`. */
function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const a of answers) {
    const key = `${a.status} ${a.body.code}`
    out[key] = (out[key] ?? 0) + 1
  }
  return out
}

const failures = (s: TestServer, kind: string) =>
  (
    s.app.bourse.ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM auth_attempts WHERE kind = ? AND state = 'failure'`)
      .get(kind) as { n: number }
  ).n

const atOnce = (send: () => Promise<Answer>) =>
  Promise.all(Array.from({ length: AT_ONCE }, () => send()))

const refused = AT_ONCE - 5

describe('attempts: guesses sent at once', () => {
  it('evaluates 5 of 50 wrong login passwords for one account; the other 45 answer 429', async () => {
    const s = await start()
    const u = await newUser(s)
    const verify = vi.spyOn(s.app.bourse.modules.guards.passwords, 'verify')
    const answers = await atOnce(() =>
      s.call('login', { body: { username: u.account, password: 'Wrong1234' } }),
    )
    expect(tally(answers)).toEqual({ '401 login.failed': 5, '429 rate.limited': refused })
    expect(verify).toHaveBeenCalledTimes(5)
    expect(failures(s, 'login.account')).toBe(5)
    const right = await s.call('login', { body: { username: u.account, password: 'Secret123' } })
    expect([right.status, right.body.code]).toEqual([429, 'rate.limited'])
    expect(right.body.data.retryAfter).toBe(AUTH_LIMITS.loginWindowMs / 1000)
  })

  it('evaluates 5 of 50 wrong fund passwords at withdrawal', async () => {
    const s = await start()
    const u = await newUser(s, 'Fund1234')
    u.token = await s.login(u.account)
    const verify = vi.spyOn(s.app.bourse.modules.guards.passwords, 'verify')
    const answers = await atOnce(() => applyWithdrawal(s, u, { fundPassword: 'Wrong1234' }))
    expect(tally(answers)).toEqual({ '422 fund.password.error': 5, '429 rate.limited': refused })
    expect(verify).toHaveBeenCalledTimes(5)
    expect(failures(s, 'fund')).toBe(5)
    // The right one waits for the window too.
    expect((await applyWithdrawal(s, u)).body.code).toBe('rate.limited')
  })

  it('evaluates 5 of 50 wrong login passwords at step-up, as failed sign-ins', async () => {
    const s = await start()
    const u = await newUser(s)
    u.token = await s.login(u.account)
    const verify = vi.spyOn(s.app.bourse.modules.guards.passwords, 'verify')
    const answers = await atOnce(() =>
      s.call('stepUp', { ticket: u.token, body: { password: 'Wrong1234', verifyCode: '123456' } }),
    )
    expect(tally(answers)).toEqual({ '422 password.old.error': 5, '429 rate.limited': refused })
    expect(verify).toHaveBeenCalledTimes(5)
    const login = await s.call('login', { body: { username: u.account, password: 'Secret123' } })
    expect([login.status, login.body.code]).toEqual([429, 'rate.limited'])
  })

  it('evaluates 5 of 50 wrong authenticator codes at sign-in', async () => {
    const s = await start()
    const u = await newUser(s)
    bindAuthenticator(s, u)
    const wrong = wrongCode(s)
    const answers = await atOnce(() =>
      s.call('login', {
        body: { username: u.account, password: 'Secret123', authenticatorCode: wrong },
      }),
    )
    expect(tally(answers)).toEqual({
      '401 authenticator.code.error': 5,
      '429 rate.limited': refused,
    })
    expect(failures(s, 'authenticator')).toBe(5)
    // Right password, right code: the codes' limit holds for 15 minutes.
    const login = () =>
      s.call('login', {
        body: { username: u.account, password: 'Secret123', authenticatorCode: rightCode(s) },
      })
    expect((await login()).body.code).toBe('rate.limited')
    s.clock.advance(AUTH_LIMITS.loginWindowMs)
    expect((await login()).body.code).toBe('success')
  })

  it('evaluates 5 of 50 wrong authenticator codes at withdrawal; the limit is the sign-in one too', async () => {
    const s = await start()
    const u = await newUser(s, 'Fund1234')
    u.token = await s.login(u.account)
    bindAuthenticator(s, u)
    const wrong = wrongCode(s)
    const answers = await atOnce(() => applyWithdrawal(s, u, { authenticatorCode: wrong }))
    expect(tally(answers)).toEqual({
      '422 authenticator.code.error': 5,
      '429 rate.limited': refused,
    })
    expect(failures(s, 'authenticator')).toBe(5)
    const login = await s.call('login', {
      body: { username: u.account, password: 'Secret123', authenticatorCode: rightCode(s) },
    })
    expect([login.status, login.body.code]).toEqual([429, 'rate.limited'])
  })

  it('evaluates 5 of 50 wrong authenticator codes at the step-up that would remove it', async () => {
    const s = await start()
    const u = await newUser(s)
    u.token = await s.login(u.account)
    bindAuthenticator(s, u)
    const wrong = wrongCode(s)
    const answers = await atOnce(() =>
      s.call('stepUp', {
        ticket: u.token,
        body: { password: 'Secret123', authenticatorCode: wrong },
      }),
    )
    expect(tally(answers)).toEqual({
      '422 authenticator.code.error': 5,
      '429 rate.limited': refused,
    })
    expect(failures(s, 'authenticator')).toBe(5)
    const right = await s.call('stepUp', {
      ticket: u.token,
      body: { password: 'Secret123', authenticatorCode: rightCode(s) },
    })
    expect(right.body.code).toBe('rate.limited')
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data.hasAuthenticator).toBe(true)
  })

  it('counts at most 5 of 50 wrong verification codes; the code is dead after them', async () => {
    const s = await start()
    const account = 'new@example.com'
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account, purpose: 'register' },
    })
    const code = await s.latestCode(account)
    const body = (verifyCode: string) => ({
      accountType: 'email',
      account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verifyCode,
      agreement: true,
    })
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const answers = await atOnce(() => s.call('register', { body: body(wrong) }))
    expect(tally(answers)).toEqual({ '422 verify.code.error': AT_ONCE })
    const row = s.app.bourse.ctx.db
      .prepare('SELECT attempts FROM verification_codes WHERE account = ?')
      .get(account) as { attempts: number }
    expect(row.attempts).toBe(AUTH_LIMITS.codeMaxAttempts)
    expect((await s.call('register', { body: body(code) })).body.code).toBe('verify.code.error')
  })
})

describe('attempts: what counts', () => {
  it('does not count a success; after the window the account signs in again', async () => {
    const s = await start()
    const u = await newUser(s)
    const login = (password: string) => s.call('login', { body: { username: u.account, password } })
    for (let i = 0; i < 4; i++) expect((await login('Wrong1234')).status).toBe(401)
    expect((await login('Secret123')).status).toBe(200)
    // The fifth failure is still evaluated: the success took no place in the count.
    expect((await login('Wrong1234')).status).toBe(401)
    expect((await login('Secret123')).status).toBe(429)
    s.clock.advance(AUTH_LIMITS.loginWindowMs)
    expect((await login('Secret123')).status).toBe(200)
  })

  it('counts only failures per address', async () => {
    const s = await start()
    const u = await newUser(s)
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp + 5; i++) await s.login(u.account)
    const wrong = await s.call('login', { body: { username: u.account, password: 'Wrong1234' } })
    expect([wrong.status, wrong.body.code]).toEqual([401, 'login.failed'])
  })

  it('counts a reservation left pending (a crash) as a failure until its window passes', async () => {
    const s = await start()
    const { attempts } = s.app.bourse.modules.guards
    for (let i = 0; i < AUTH_LIMITS.fundPasswordFailuresPerUser; i++)
      attempts.reserve('fund', '42', s.clock.now())
    expect(() => attempts.reserve('fund', '42', s.clock.now())).toThrow(/Too many/)
    s.clock.advance(AUTH_LIMITS.loginWindowMs)
    expect(() => attempts.reserve('fund', '42', s.clock.now()).succeed()).not.toThrow()
  })
})

describe('password hashing', () => {
  it('hashes at N = 2^17 by default and re-hashes an older 2^14 hash at the next sign-in', async () => {
    expect(PASSWORD_HASH_N).toBe(2 ** 17)
    expect(demoConfig().passwordHashN).toBe(2 ** 17)
    expect(
      loadConfig({
        CODE_SECRET: 'x'.repeat(32),
        SIGNUP_EMAIL: 'false',
        SIGNUP_PHONE: 'false',
        PUBLIC_URL: 'https://bourse.example',
      }).passwordHashN,
    ).toBe(2 ** 17)
    const s = await start({ passwordHashN: demoConfig().passwordHashN })
    const u = await newUser(s)
    const old = await createPasswords(2 ** 14).hash('Secret123')
    const { db } = s.app.bourse.ctx
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(old, u.id)
    const stored = () =>
      (
        db.prepare('SELECT password_hash FROM users WHERE id = ?').get(u.id) as {
          password_hash: string
        }
      ).password_hash
    expect(stored()).toMatch(/^scrypt\$16384\$8\$1\$/)
    await s.login(u.account)
    expect(stored()).toMatch(/^scrypt\$131072\$8\$1\$/)
    await s.login(u.account)
    // An unknown account is checked against a hash of the same cost.
    expect(await s.app.bourse.modules.guards.passwords.dummyHash()).toMatch(/^scrypt\$131072\$/)
  })
})

describe('verification codes', () => {
  it('are stored as an HMAC under the code secret, not a plain SHA-256', async () => {
    const s = await start()
    const account = 'new@example.com'
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account, purpose: 'register' },
    })
    const code = await s.latestCode(account)
    const row = s.app.bourse.ctx.db
      .prepare('SELECT code_hash FROM verification_codes WHERE account = ?')
      .get(account) as { code_hash: string }
    const message = `register\n${account}\n${code}`
    expect(row.code_hash).not.toBe(createHash('sha256').update(message).digest('hex'))
    expect(row.code_hash).toBe(
      createHmac('sha256', s.config.codeSecret).update(message).digest('hex'),
    )
  })
})
