import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AUTH_LIMITS } from '../src/modules/auth/service'
import { startServer } from './helpers'
import type { TestServer } from './helpers'

let s: TestServer
beforeEach(async () => {
  s = await startServer()
})
afterEach(async () => {
  await s.close()
})

const registerBody = (over: Record<string, unknown> = {}) => ({
  accountType: 'email',
  account: 'alice@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  verifyCode: '000000',
  agreement: true,
  ...over,
})

describe('auth', () => {
  it('registers, signs in, reads the user and signs out', async () => {
    await s.register('Alice@Example.com')
    const login = await s.call('login', {
      body: { username: 'alice@example.com', password: 'Secret123' },
    })
    expect(login.status).toBe(200)
    const token = login.body.data.token as string
    expect(login.body.data.expiresAt).toBe(s.clock.now() + 7 * 24 * 3600_000)

    const me = await s.call('getUserInfo', { ticket: token })
    expect(me.body.data).toMatchObject({
      username: 'alice@example.com',
      email: 'alice@example.com',
      phone: null,
      nickName: 'al***@example.com',
      safetyLevel: 'low',
      userType: 3,
      frozen: false,
      hasRecharge: false,
    })
    expect(me.body.data.inviteCode).toMatch(/^[A-Z2-9]{8}$/)

    const recharge = await s.call('setHasRecharge', { ticket: token })
    expect(recharge.body.data).toEqual({ hasRecharge: true })
    expect((await s.call('getUserInfo', { ticket: token })).body.data.hasRecharge).toBe(true)

    expect((await s.call('logout', { ticket: token })).status).toBe(200)
    const after = await s.call('getUserInfo', { ticket: token })
    expect(after.status).toBe(401)
    expect(after.body.code).toBe('login.user.not.login')
    // Logging out twice is fine.
    expect((await s.call('logout', { ticket: token })).status).toBe(200)
    expect((await s.call('logout')).status).toBe(200)
  })

  it('registers a phone account and signs in with the number', async () => {
    await s.register('+14155550123')
    const token = await s.login('+1 415-555-0123')
    const me = await s.call('getUserInfo', { ticket: token })
    expect(me.body.data).toMatchObject({ phone: '+14155550123', nickName: '+14***0123' })
  })

  it('signs in the seeded demo account', async () => {
    const token = await s.login('demo@bourse.local', 'Demo1234')
    expect((await s.call('getUserInfo', { ticket: token })).body.data.nickName).toBe('Demo Trader')
  })

  it.each([
    ['bad e-mail', { account: 'not-an-email' }, 400, 'format.email', 'body.account'],
    [
      'bad phone',
      { accountType: 'phone', account: '0123456' },
      400,
      'format.phone',
      'body.account',
    ],
    [
      'short password',
      { password: 'abc1', confirmPassword: 'abc1' },
      400,
      'password.weak',
      'body.password',
    ],
    [
      'password without digit',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      400,
      'password.weak',
      'body.password',
    ],
    [
      'password without letter',
      { password: '12345678', confirmPassword: '12345678' },
      400,
      'password.weak',
      'body.password',
    ],
    [
      'mismatch',
      { confirmPassword: 'Secret124' },
      400,
      'password.mismatch',
      'body.confirmPassword',
    ],
    ['no agreement', { agreement: false }, 400, 'register.agreement.required', 'body.agreement'],
    ['malformed code', { verifyCode: '12ab' }, 400, 'verify.code.error', 'body.verifyCode'],
  ])('rejects a registration with %s', async (_name, over, status, code, field) => {
    const answer = await s.call('register', { body: registerBody(over) })
    expect(answer.status).toBe(status)
    expect(answer.body.code).toBe(code)
    expect(answer.body.data.fields).toContainEqual(expect.objectContaining({ field, code }))
  })

  it('rejects a wrong or missing verification code', async () => {
    const answer = await s.call('register', { body: registerBody() })
    expect(answer.status).toBe(422)
    expect(answer.body.code).toBe('verify.code.error')
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'alice@example.com', purpose: 'register' },
    })
    const code = await s.latestCode('alice@example.com')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(
      (await s.call('register', { body: registerBody({ verifyCode: wrong }) })).body.code,
    ).toBe('verify.code.error')
    expect((await s.call('register', { body: registerBody({ verifyCode: code }) })).body.code).toBe(
      'success',
    )
    // A code works once; the account now exists, which answers alike.
    const again = await s.call('register', {
      body: registerBody({ account: 'alice@example.com', verifyCode: code }),
    })
    expect([again.status, again.body.code]).toEqual([422, 'verify.code.error'])
  })

  it('stops accepting a code after five wrong tries', async () => {
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'alice@example.com', purpose: 'register' },
    })
    const code = await s.latestCode('alice@example.com')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < AUTH_LIMITS.codeMaxAttempts; i++) {
      await s.call('register', { body: registerBody({ verifyCode: wrong }) })
    }
    expect((await s.call('register', { body: registerBody({ verifyCode: code }) })).body.code).toBe(
      'verify.code.error',
    )
  })

  it('answers sendCode and register alike for an existing and a new account', async () => {
    await s.register('alice@example.com')
    s.clock.advance(AUTH_LIMITS.codeResendMs)
    const send = (account: string) =>
      s.call('sendVerificationCode', {
        body: { accountType: 'email', account, purpose: 'register' },
      })
    const existing = await send('ALICE@example.com')
    const fresh = await send('bob@example.com')
    expect([existing.status, existing.body]).toEqual([fresh.status, fresh.body])
    expect(existing.status).toBe(200)
    // The owner is told, with no code; a second request is too early for both alike.
    const outbox = await s.call('devOutbox', {
      query: { to: 'alice@example.com' },
      ticket: await s.devTicket(),
    })
    expect(outbox.body.data[0]).toMatchObject({
      subject: 'Someone tried to use your address at Bourse',
    })
    expect(outbox.body.data[0].code).toBeUndefined()
    const early = [await send('alice@example.com'), await send('bob@example.com')]
    expect(early[0]).toEqual(early[1])
    expect(early[0]?.status).toBe(429)
    // Registering an existing account fails like a wrong code, before anything else is told.
    const code = await s.latestCode('bob@example.com')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const reg = await s.call('register', { body: registerBody({ verifyCode: wrong }) })
    const regNew = await s.call('register', {
      body: registerBody({ account: 'bob@example.com', verifyCode: wrong }),
    })
    expect([reg.status, reg.body]).toEqual([422, regNew.body])
    expect(reg.body.code).toBe('verify.code.error')
  })

  it('links an invitation code and rejects an unknown one', async () => {
    await s.register('inviter@example.com')
    const token = await s.login('inviter@example.com')
    const invite = (await s.call('getUserInfo', { ticket: token })).body.data.inviteCode as string
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'alice@example.com', purpose: 'register' },
    })
    const code = await s.latestCode('alice@example.com')
    const bad = await s.call('register', {
      body: registerBody({ verifyCode: code, inviteCode: 'ZZZZZZZZ' }),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.code).toBe('register.invite.invalid')
    const good = await s.call('register', {
      body: registerBody({ verifyCode: code, inviteCode: invite.toLowerCase() }),
    })
    expect(good.body.code).toBe('success')
  })

  it('enforces the resend interval and the code lifetime', async () => {
    const body = { accountType: 'email', account: 'alice@example.com', purpose: 'register' }
    const first = await s.call('sendVerificationCode', { body })
    expect(first.body.data).toEqual({ resendAfter: 60, expiresIn: 600 })
    s.clock.advance(20_000)
    const early = await s.call('sendVerificationCode', { body })
    expect(early.status).toBe(429)
    expect(early.body.code).toBe('verify.code.too.frequent')
    expect(early.body.data.retryAfter).toBe(40)
    s.clock.advance(40_000)
    expect((await s.call('sendVerificationCode', { body })).status).toBe(200)
    const code = await s.latestCode('alice@example.com')
    s.clock.advance(AUTH_LIMITS.codeTtlMs)
    const late = await s.call('register', { body: registerBody({ verifyCode: code }) })
    expect(late.status).toBe(422)
    expect(late.body.code).toBe('verify.code.error')
  })

  it('answers reset requests alike for an unknown and an existing account, sending no code to nobody', async () => {
    await s.register('alice@example.com')
    s.clock.advance(AUTH_LIMITS.codeResendMs)
    const send = (account: string) =>
      s.call('sendVerificationCode', { body: { accountType: 'email', account, purpose: 'forget' } })
    const known = await send('alice@example.com')
    const unknown = await send('bob@example.com')
    expect([unknown.status, unknown.body]).toEqual([200, known.body])
    const outbox = await s.call('devOutbox', {
      query: { to: 'bob@example.com' },
      ticket: await s.devTicket(),
    })
    expect(outbox.body.data).toEqual([])
    // The resend interval holds for both alike.
    const early = [await send('alice@example.com'), await send('bob@example.com')]
    expect(early[0]).toEqual(early[1])
    expect(early[0]?.body.code).toBe('verify.code.too.frequent')
    const reset = (account: string) =>
      s.call('resetPassword', {
        body: {
          accountType: 'email',
          account,
          verifyCode: '123456',
          password: 'NewSecret9',
          confirmPassword: 'NewSecret9',
        },
      })
    const resetKnown = await reset('alice@example.com')
    const resetUnknown = await reset('bob@example.com')
    expect([resetUnknown.status, resetUnknown.body]).toEqual([422, resetKnown.body])
    expect(resetKnown.body.code).toBe('verify.code.error')
  })

  it('resets the password and ends every session', async () => {
    await s.register('alice@example.com')
    const token = await s.login('alice@example.com')
    s.clock.advance(61_000)
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'alice@example.com', purpose: 'forget' },
    })
    const code = await s.latestCode('alice@example.com')
    const reset = {
      accountType: 'email',
      account: 'alice@example.com',
      verifyCode: code,
      password: 'NewSecret9',
      confirmPassword: 'NewSecret9',
    }
    const mismatch = await s.call('resetPassword', {
      body: { ...reset, confirmPassword: 'NewSecret8' },
    })
    expect(mismatch.body.code).toBe('password.mismatch')
    expect((await s.call('resetPassword', { body: reset })).status).toBe(200)
    expect((await s.call('getUserInfo', { ticket: token })).body.code).toBe('login.user.not.login')
    expect(
      (await s.call('login', { body: { username: 'alice@example.com', password: 'Secret123' } }))
        .status,
    ).toBe(401)
    await s.login('alice@example.com', 'NewSecret9')
    const unknown = await s.call('resetPassword', {
      body: { ...reset, account: 'bob@example.com' },
    })
    expect([unknown.status, unknown.body.code]).toEqual([422, 'verify.code.error'])
  })

  it('answers login.failed alike for a wrong password and an unknown account', async () => {
    await s.register('alice@example.com')
    const wrong = await s.call('login', {
      body: { username: 'alice@example.com', password: 'Wrong1234' },
    })
    const unknown = await s.call('login', {
      body: { username: 'bob@example.com', password: 'Secret123' },
    })
    expect([wrong.status, wrong.body.code]).toEqual([401, 'login.failed'])
    expect([unknown.status, unknown.body]).toEqual([401, wrong.body])
  })

  it('expires sessions', async () => {
    const token = await s.login('demo@bourse.local', 'Demo1234')
    s.clock.advance(7 * 24 * 3600_000 - 1)
    expect((await s.call('getUserInfo', { ticket: token })).status).toBe(200)
    s.clock.advance(1)
    const expired = await s.call('getUserInfo', { ticket: token })
    expect([expired.status, expired.body.code]).toEqual([401, 'login.session.expired'])
  })

  it.each([
    ['no ticket', undefined],
    ['an empty ticket', ''],
    ['an unknown ticket', 'x'.repeat(43)],
  ])('answers login.user.not.login for %s', async (_name, ticket) => {
    const answer = await s.call('getUserInfo', ticket === undefined ? {} : { ticket })
    expect([answer.status, answer.body.code]).toEqual([401, 'login.user.not.login'])
  })

  it('lets a frozen account sign in and stay signed in (money-moving calls refuse it)', async () => {
    await s.register('alice@example.com')
    const token = await s.login('alice@example.com')
    s.app.bourse.modules.auth.setFrozen('alice@example.com', true)
    const info = await s.call('getUserInfo', { ticket: token })
    expect([info.status, info.body.data.frozen]).toEqual([200, true])
    await s.login('alice@example.com')
    // The wrong password still says only login.failed.
    const wrong = await s.call('login', {
      body: { username: 'alice@example.com', password: 'Wrong1234' },
    })
    expect(wrong.body.code).toBe('login.failed')
    s.app.bourse.modules.auth.setFrozen('alice@example.com', false)
    await s.login('alice@example.com')
  })

  it('limits failed sign-ins per account for 15 minutes', async () => {
    await s.register('alice@example.com')
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerAccount; i++) {
      expect(
        (await s.call('login', { body: { username: 'alice@example.com', password: 'Wrong1234' } }))
          .status,
      ).toBe(401)
      s.clock.advance(1000)
    }
    const limited = await s.call('login', {
      body: { username: 'alice@example.com', password: 'Secret123' },
    })
    expect([limited.status, limited.body.code]).toEqual([429, 'rate.limited'])
    expect(limited.body.data.retryAfter).toBe(15 * 60 - 5)
    // Another account from the same address is not affected.
    await s.login('demo@bourse.local', 'Demo1234')
    s.clock.advance(15 * 60_000)
    await s.login('alice@example.com')
  })

  it('limits sign-in attempts per address', async () => {
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp; i++) {
      await s.call('login', { body: { username: `user${i}@example.com`, password: 'Wrong1234' } })
    }
    const limited = await s.call('login', {
      body: { username: 'demo@bourse.local', password: 'Demo1234' },
    })
    expect([limited.status, limited.body.code]).toEqual([429, 'rate.limited'])
    expect(limited.body.data.retryAfter).toBeGreaterThan(0)
  })
})
