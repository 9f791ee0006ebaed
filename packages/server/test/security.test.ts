import { describe, expect, it, vi } from 'vitest'
import { FakeClock, OffsetClock } from '../src/clock'
import {
  checkTotp,
  decodeBase32,
  encodeBase32,
  hotp,
  newTotpSecret,
  otpauthUri,
} from '../src/modules/auth/totp'
import {
  admin,
  applyWithdrawal,
  checkInvariants,
  dayPassedSinceSecurityChange,
  setFundPassword,
  testServers,
} from './helpers'
import type { TestServer, TestUser } from './helpers'

/** A multiple of the 30 s TOTP step and of the 5 s block time. */
const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const BLOCK = 5000
const STEP = 30_000
const DAY = 24 * 3_600_000
/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('totp', () => {
  it.each([
    // RFC 6238 appendix B (SHA-1): the 8-digit values' last six digits are the 6-digit codes.
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('accepts the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(checkTotp(RFC_SECRET, code, seconds * 1000, null)).toBe(Math.floor(seconds / 30))
  })

  const at = 1_234_567_890_000
  const step = Math.floor(at / STEP)
  const codeAt = (s: number) => hotp(decodeBase32(RFC_SECRET) as Buffer, s)
  it.each([
    ['the current step', 0, null, step],
    ['one step back (clock drift)', -1, null, step - 1],
    ['one step ahead (clock drift)', 1, null, step + 1],
    ['two steps back', -2, null, null],
    ['two steps ahead', 2, null, null],
    ['a reuse of the last accepted step', 0, step, null],
    ['an earlier step than the last accepted', -1, step, null],
    ['the step after the last accepted', 1, step, step + 1],
    ['the current step after an older accepted one', 0, step - 1, step],
  ] as const)('judges %s', (_name, offset, lastStep, expected) => {
    expect(checkTotp(RFC_SECRET, codeAt(step + offset), at, lastStep)).toBe(expected)
  })

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('refuses the malformed code %j', (code) => {
    expect(checkTotp(RFC_SECRET, code, at, null)).toBeNull()
  })

  it('makes 160-bit base32 secrets and the otpauth URI apps read', () => {
    expect(encodeBase32(Buffer.from('12345678901234567890'))).toBe(RFC_SECRET)
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(decodeBase32(secret)?.length).toBe(20)
    expect(otpauthUri('a+b@example.com', 'ABC')).toBe(
      'otpauth://totp/Bourse:a%2Bb%40example.com?secret=ABC&issuer=Bourse&algorithm=SHA1&digits=6&period=30',
    )
  })
})

let n = 0
const { start } = testServers(START)

type User = TestUser

async function newUser(s: TestServer): Promise<User> {
  const account = `s${++n}@example.com`
  await s.register(account)
  const token = await s.login(account)
  const info = await s.call('getUserInfo', { ticket: token })
  return { id: info.body.data.id as number, account, token }
}

async function withFundsAndFundPassword(s: TestServer, u: User) {
  await setFundPassword(s, u)
  const sent = await s.call('devChainSend', {
    ticket: u.token,
    body: { coin: 'USDT', chain: 'ERC20', amount: '1000' },
  })
  expect(sent.status).toBe(200)
  s.advance(13 * BLOCK)
}

const withdraw = applyWithdrawal

/** Places a resting spot buy of `quantity` BTC at 1000 USDT. */
const buyAt1000 = (s: TestServer, u: Pick<User, 'token'>, quantity: string) =>
  s.call('spotOrderPlace', {
    ticket: u.token,
    body: {
      clientOrderId: `c${++n}`,
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '1000',
      quantity,
    },
  })

const codeNow = (s: TestServer, secret: string) =>
  hotp(decodeBase32(secret) as Buffer, Math.floor(s.clock.now() / STEP))

/** Binds an authenticator through setup and enable; returns its secret. */
async function bindAuthenticator(s: TestServer, u: User): Promise<string> {
  const setup = await s.call('authenticatorSetup', { ticket: u.token })
  expect(setup.status).toBe(200)
  const secret = setup.body.data.secret as string
  const stepUpToken = await s.stepUp(u)
  const enabled = await s.call('authenticatorEnable', {
    ticket: u.token,
    body: { code: codeNow(s, secret), stepUpToken },
  })
  dayPassedSinceSecurityChange(s, u.id)
  expect(enabled.body.data.hasAuthenticator).toBe(true)
  return secret
}

const status = (a: { status: number; body: { code: string } }) => [a.status, a.body.code]

describe('setNickName', () => {
  it('trims and stores 1 to 20 characters', async () => {
    const s = await start()
    const u = await newUser(s)
    const answer = await s.call('setNickName', { ticket: u.token, body: { nickName: '  Ada  ' } })
    expect(status(answer)).toEqual([200, 'success'])
    expect(answer.body.data.nickName).toBe('Ada')
    const wide = '交易员'.repeat(6) + '交易'
    const cjk = await s.call('setNickName', { ticket: u.token, body: { nickName: wide } })
    expect(cjk.body.data.nickName).toBe(wide)
  })

  it.each([
    ['empty', '   '],
    ['21 characters', 'x'.repeat(21)],
    ['a control character', 'Ada\u0007'],
    ['a new line', 'Ada\nLovelace'],
    ['a zero-width character', 'Ada\u200b'],
  ])('refuses %s with nickname.invalid', async (_name, nickName) => {
    const s = await start()
    const u = await newUser(s)
    const answer = await s.call('setNickName', { ticket: u.token, body: { nickName } })
    expect(status(answer)).toEqual([422, 'nickname.invalid'])
  })
})

describe('bindAccount', () => {
  it('binds a phone, then replaces the sign-up e-mail: the username follows it', async () => {
    const s = await start()
    const u = await newUser(s)
    const phone = '+14155550123'
    let stepUpToken = await s.stepUp(u)
    await s.call('sendVerificationCode', {
      body: { accountType: 'phone', account: phone, purpose: 'bind' },
    })
    const wrong = await s.call('bindAccount', {
      ticket: u.token,
      body: { accountType: 'phone', account: phone, verifyCode: '000000', stepUpToken },
    })
    expect(status(wrong)).toEqual([422, 'verify.code.error'])
    const bound = await s.call('bindAccount', {
      ticket: u.token,
      body: {
        accountType: 'phone',
        account: phone,
        verifyCode: await s.latestCode(phone),
        stepUpToken,
      },
    })
    expect(bound.body.data).toMatchObject({ phone, email: u.account, username: u.account })
    expect(bound.body.data.safetyLevel).toBe('middle')

    const email = `new${n}@example.com`
    stepUpToken = await s.stepUp(u)
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: email, purpose: 'bind' },
    })
    const moved = await s.call('bindAccount', {
      ticket: u.token,
      body: {
        accountType: 'email',
        account: email,
        verifyCode: await s.latestCode(email),
        stepUpToken,
      },
    })
    // The mail about it went to the address the account had before, not the new one.
    const outbox = await s.call('devOutbox', {
      query: { to: u.account },
      ticket: await s.devTicket(),
    })
    expect(outbox.body.data[0].subject).toMatch(/e-mail address was bound/)
    expect(moved.body.data).toMatchObject({ phone, email, username: email })
    const old = await s.call('login', { body: { username: u.account, password: 'Secret123' } })
    expect(status(old)).toEqual([401, 'login.failed'])
    await s.login(email)
    await s.login(phone)
  })

  it('refuses a phone or e-mail another account uses, answering like for a free one', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const send = (account: string) =>
      s.call('sendVerificationCode', { body: { accountType: 'email', account, purpose: 'bind' } })
    s.clock.advance(60_000) // past the resend interval of the sign-up code
    const sent = await send(other.account)
    const free = await send(`free${n}@example.com`)
    expect([sent.status, sent.body]).toEqual([200, free.body])
    // The owner hears of it, with no code.
    const outbox = await s.call('devOutbox', {
      query: { to: other.account },
      ticket: await s.devTicket(),
    })
    expect(outbox.body.data[0].code).toBeUndefined()
    const stepUpToken = await s.stepUp(u)
    const bind = (account: string) =>
      s.call('bindAccount', {
        ticket: u.token,
        body: { accountType: 'email', account, verifyCode: '123456', stepUpToken },
      })
    const answer = await bind(other.account)
    const answerFree = await bind(`free${n}@example.com`)
    expect([answer.status, answer.body]).toEqual([422, answerFree.body])
    expect(answer.body.code).toBe('verify.code.error')
    const bad = await s.call('bindAccount', {
      ticket: u.token,
      body: { accountType: 'phone', account: '+0123456789', verifyCode: '123456', stepUpToken },
    })
    expect(bad.body.code).toBe('format.phone')
  })
})

describe('changePassword', () => {
  it.each([
    ['no step-up', 'forged', 'NewSecret1', 'NewSecret1', 403, 'stepup.required'],
    ['a weak new password', null, 'short', 'short', 400, 'password.weak'],
    ['a mismatch', null, 'NewSecret1', 'NewSecret2', 400, 'password.mismatch'],
    ['the same password', null, 'Secret123', 'Secret123', 400, 'password.same'],
  ])('refuses %s', async (_name, forged, password, confirmPassword, code, error) => {
    const s = await start()
    const u = await newUser(s)
    const stepUpToken = forged ?? (await s.stepUp(u))
    const answer = await s.call('changePassword', {
      ticket: u.token,
      body: { stepUpToken, password, confirmPassword },
    })
    expect(status(answer)).toEqual([code, error])
    await s.login(u.account)
  })

  it('counts wrong passwords at step-up as failed sign-ins: the fifth locks both for 15 minutes', async () => {
    const s = await start()
    const u = await newUser(s)
    s.clock.advance(1000) // after the sign-in that newUser made
    const stepUp = (password: string) =>
      s.call('stepUp', { ticket: u.token, body: { password, verifyCode: '000000' } })
    for (let i = 0; i < 5; i++)
      expect(status(await stepUp('Wrong1234'))).toEqual([422, 'password.old.error'])
    // Even the right password is refused now, here and at sign-in.
    expect(status(await stepUp('Secret123'))).toEqual([429, 'rate.limited'])
    const login = await s.call('login', { body: { username: u.account, password: 'Secret123' } })
    expect(status(login)).toEqual([429, 'rate.limited'])
    s.clock.advance(15 * 60_000)
    await s.stepUp(u)
  })

  it('ends every other session and blocks withdrawals for 24 hours', async () => {
    const s = await start()
    const u = await newUser(s)
    await withFundsAndFundPassword(s, u)
    const other = await s.login(u.account)
    s.clock.advance(60_000) // one code a minute: past the fund password's step-up code
    const stepUpToken = await s.stepUp(u)
    const changedAt = s.clock.now()
    const changed = await s.call('changePassword', {
      ticket: u.token,
      body: { stepUpToken, password: 'NewSecret1', confirmPassword: 'NewSecret1' },
    })
    expect(status(changed)).toEqual([200, 'success'])
    expect((await s.call('getUserInfo', { ticket: u.token })).status).toBe(200)
    expect(status(await s.call('getUserInfo', { ticket: other }))).toEqual([
      401,
      'login.user.not.login',
    ])
    await s.login(u.account, 'NewSecret1')
    const limits = await s.call('withdrawalLimits', { ticket: u.token })
    expect(limits.body.data).toMatchObject({
      blockedUntil: changedAt + DAY,
      blockReason: 'password_changed',
    })
    expect(status(await withdraw(s, u))).toEqual([403, 'withdrawal.blocked'])
    s.clock.advance(DAY - 1000)
    expect(status(await withdraw(s, u))).toEqual([403, 'withdrawal.blocked'])
    s.clock.advance(1000)
    expect(status(await withdraw(s, u))).toEqual([200, 'success'])
  })
})

describe('authenticator', () => {
  it('binds only after a current code from the pending secret', async () => {
    const s = await start()
    const u = await newUser(s)
    const stepUpToken = await s.stepUp(u)
    const none = await s.call('authenticatorEnable', {
      ticket: u.token,
      body: { code: '123456', stepUpToken },
    })
    expect(status(none)).toEqual([422, 'authenticator.setup.missing'])
    const first = await s.call('authenticatorSetup', { ticket: u.token })
    expect(first.body.data.otpauthUri).toBe(otpauthUri(u.account, first.body.data.secret))
    // Asking again replaces the pending secret: a code from the first no longer binds.
    const setup = await s.call('authenticatorSetup', { ticket: u.token })
    const secret = setup.body.data.secret as string
    expect(secret).not.toBe(first.body.data.secret)
    const stale = await s.call('authenticatorEnable', {
      ticket: u.token,
      body: { code: codeNow(s, first.body.data.secret), stepUpToken },
    })
    expect(status(stale)).toEqual([422, 'authenticator.code.error'])
    // Ten minutes later the pending secret is gone.
    s.clock.advance(10 * 60_000 + STEP)
    const late = await s.call('authenticatorEnable', {
      ticket: u.token,
      body: { code: codeNow(s, secret), stepUpToken: await s.stepUp(u) },
    })
    expect(status(late)).toEqual([422, 'authenticator.setup.missing'])
    const bound = await bindAuthenticator(s, u)
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data).toMatchObject({ hasAuthenticator: true, safetyLevel: 'middle' })
    expect(bound).toMatch(/^[A-Z2-7]{32}$/)
    const again = await s.call('authenticatorSetup', { ticket: u.token })
    expect(status(again)).toEqual([409, 'authenticator.bound'])
  })

  it('is asked at sign-in: required, wrong, right, reused', async () => {
    const s = await start()
    const u = await newUser(s)
    const secret = await bindAuthenticator(s, u)
    const login = (authenticatorCode?: string) =>
      s.call('login', {
        body: {
          username: u.account,
          password: 'Secret123',
          ...(authenticatorCode ? { authenticatorCode } : {}),
        },
      })
    expect(status(await login())).toEqual([401, 'login.authenticator.required'])
    // The code that enabled it was used already.
    expect(status(await login(codeNow(s, secret)))).toEqual([401, 'authenticator.code.error'])
    const wrongPassword = await s.call('login', {
      body: { username: u.account, password: 'Wrong1234', authenticatorCode: '000000' },
    })
    expect(status(wrongPassword)).toEqual([401, 'login.failed'])
    s.clock.advance(STEP)
    const code = codeNow(s, secret)
    expect(status(await login(code))).toEqual([200, 'success'])
    expect(status(await login(code))).toEqual([401, 'authenticator.code.error'])
    // Without a code the password is not counted as a failure: five of them do not lock.
    for (let i = 0; i < 6; i++)
      expect(status(await login())).toEqual([401, 'login.authenticator.required'])
    s.clock.advance(STEP)
    expect(status(await login(codeNow(s, secret)))).toEqual([200, 'success'])
  })

  it('is checked on real time, not on a demo clock moved a day (docs/adr/0028)', async () => {
    const real = new FakeClock(START)
    const demo = new OffsetClock(real)
    const s = await start({}, real, { clock: demo })
    const u = await newUser(s)
    const secret = await bindAuthenticator(s, u)
    demo.advance(DAY)
    real.advance(STEP)
    const login = (authenticatorCode: string) =>
      s.call('login', { body: { username: u.account, password: 'Secret123', authenticatorCode } })
    // The phone's code is made on real time; one made on the moved clock is refused.
    const movedCode = hotp(decodeBase32(secret) as Buffer, Math.floor(demo.now() / STEP))
    expect(status(await login(movedCode))).toEqual([401, 'authenticator.code.error'])
    const realCode = codeNow(s, secret)
    expect(status(await login(realCode))).toEqual([200, 'success'])
    // The withdrawal and step-up checks take the same real time.
    real.advance(STEP)
    const stepUpToken = await s.stepUp(u, { authenticatorCode: () => codeNow(s, secret) })
    expect(stepUpToken).toEqual(expect.any(String))
    // The countdowns, though, run on the server's (moved) time.
    const time = await s.call('getServerTime')
    expect(status(time)).toEqual([200, 'success'])
    expect(time.body.data).toEqual({ serverTime: demo.now() })
  })

  it('asks a fresh code at withdrawal and refuses it a second time', async () => {
    const s = await start()
    const u = await newUser(s)
    await withFundsAndFundPassword(s, u)
    const secret = await bindAuthenticator(s, u)
    s.clock.advance(STEP)
    const code = codeNow(s, secret)
    // A refused form does not use the code up.
    const badAddress = await withdraw(s, u, { authenticatorCode: code, address: 'nope' })
    expect(badAddress.body.code).toBe('address.invalid')
    expect(status(await withdraw(s, u, { authenticatorCode: code }))).toEqual([200, 'success'])
    expect(status(await withdraw(s, u, { authenticatorCode: code }))).toEqual([
      422,
      'authenticator.code.error',
    ])
  })

  it('is removed after a step-up with its code, which blocks withdrawals for 24 hours', async () => {
    const s = await start()
    const u = await newUser(s)
    await withFundsAndFundPassword(s, u)
    const secret = await bindAuthenticator(s, u)
    s.clock.advance(STEP)
    const code = () => codeNow(s, secret)
    const wrong = await s.call('stepUp', {
      ticket: u.token,
      body: { password: 'Secret123', authenticatorCode: '000000' },
    })
    expect(status(wrong)).toEqual([422, 'authenticator.code.error'])
    const forged = await s.call('authenticatorDisable', {
      ticket: u.token,
      body: { stepUpToken: 'forged' },
    })
    expect(status(forged)).toEqual([403, 'stepup.required'])
    const stepUpToken = await s.stepUp(u, { authenticatorCode: code })
    const removed = await s.call('authenticatorDisable', {
      ticket: u.token,
      body: { stepUpToken },
    })
    expect(removed.body.data.hasAuthenticator).toBe(false)
    // The token served one change.
    const twice = await s.call('authenticatorDisable', { ticket: u.token, body: { stepUpToken } })
    expect(status(twice)).toEqual([403, 'stepup.required'])
    const limits = await s.call('withdrawalLimits', { ticket: u.token })
    expect(limits.body.data.blockReason).toBe('authenticator_removed')
    expect(status(await withdraw(s, u))).toEqual([403, 'withdrawal.blocked'])
    s.clock.advance(DAY)
    expect(status(await withdraw(s, u))).toEqual([200, 'success'])
    // Signing in no longer asks for a code.
    await s.login(u.account)
  })
})

describe('frozen accounts', () => {
  const balances = (s: TestServer, userId: number) =>
    s.app.bourse.ctx.db
      .prepare(
        'SELECT account, asset, available, frozen FROM balances WHERE user_id = ? ORDER BY account, asset',
      )
      .all(userId)

  async function operate(s: TestServer, argv: string[]): Promise<string> {
    const { done, lines } = admin(s, argv)
    expect(await done).toBe(0)
    expect(lines.at(-1)).toMatch(/^queued/)
    s.app.bourse.modules.freezes.applyQueued()
    const row = s.app.bourse.ctx.db
      .prepare('SELECT result FROM account_actions ORDER BY id DESC LIMIT 1')
      .get() as { result: string }
    return row.result
  }

  it('holds every account and locks positions; the user signs in, looks, and moves nothing', async () => {
    const s = await start()
    const u = await newUser(s)
    await withFundsAndFundPassword(s, u)
    expect((await s.call('spotDemoCredit', { ticket: u.token })).status).toBe(200)
    const moved = await s.call('accountTransfer', {
      ticket: u.token,
      body: {
        clientTransferId: `t${++n}`,
        from: 'spot',
        to: 'contract',
        asset: 'USDT',
        amount: '3000',
      },
    })
    expect(moved.status).toBe(200)
    const position = await s.call('futuresOrderPlace', {
      ticket: u.token,
      body: {
        clientOrderId: `f${++n}`,
        symbol: 'BTCUSDT',
        type: 'market',
        side: 'long',
        lots: 1,
        leverage: 10,
      },
    })
    expect(status(position)).toEqual([200, 'success'])
    const resting = await buyAt1000(s, u, '0.01')
    expect(status(resting)).toEqual([200, 'success'])
    const before = balances(s, u.id)
    checkInvariants(s)

    const publish = vi.spyOn(s.app.bourse.ctx.publisher, 'publish')
    const result = await operate(s, ['user:freeze', u.account])
    expect(result).toMatch(/^frozen s\d+@example.com .*1 position\(s\) locked$/)
    expect(publish).toHaveBeenCalledWith(
      `user:${u.id}`,
      expect.objectContaining({ type: 'user', user: expect.objectContaining({ frozen: true }) }),
    )
    checkInvariants(s)
    for (const b of balances(s, u.id) as { available: string }[])
      expect(Number(b.available)).toBe(0)
    const entries = s.app.bourse.ctx.db
      .prepare(`SELECT type, amount, ref_id FROM ledger WHERE user_id = ? AND type LIKE 'admin_%'`)
      .all(u.id) as { type: string; amount: string; ref_id: string }[]
    expect(entries.map((e) => e.type).sort()).toEqual([
      'admin_freeze',
      'admin_freeze',
      'admin_position_lock',
    ])
    expect(entries.find((e) => e.type === 'admin_position_lock')).toMatchObject({
      amount: '0',
      ref_id: position.body.data.id,
    })

    // The old session works, signing in works, reading works.
    expect((await s.call('getUserInfo', { ticket: u.token })).body.data.frozen).toBe(true)
    const token = await s.login(u.account)
    expect(
      (await s.call('accountBalances', { ticket: token, query: { account: 'spot' } })).status,
    ).toBe(200)
    const refused = [
      await buyAt1000(s, { token }, '0.01'),
      await s.call('accountTransfer', {
        ticket: token,
        body: {
          clientTransferId: `t${++n}`,
          from: 'contract',
          to: 'spot',
          asset: 'USDT',
          amount: '1',
        },
      }),
      await withdraw(s, { ...u, token }),
      await s.call('futuresPositionClose', {
        ticket: token,
        body: { orderId: position.body.data.id },
      }),
      await s.call('futuresPositionCloseAll', { ticket: token, body: {} }),
    ]
    for (const answer of refused) expect(status(answer)).toEqual([403, 'account.frozen'])

    expect(await operate(s, ['user:unfreeze', u.account])).toMatch(/1 position\(s\) unlocked$/)
    expect(balances(s, u.id)).toEqual(before)
    checkInvariants(s)
    const unlock = s.app.bourse.ctx.db
      .prepare(
        `SELECT COUNT(*) AS n FROM ledger WHERE user_id = ? AND type IN ('admin_unfreeze', 'admin_unlock')`,
      )
      .get(u.id) as { n: number }
    expect(unlock.n).toBe(3)
    const closed = await s.call('futuresPositionClose', {
      ticket: token,
      body: { orderId: position.body.data.id },
    })
    expect(status(closed)).toEqual([200, 'success'])
    checkInvariants(s)
  })

  it('lets a frozen user cancel an order (it returns money) and returns the held part exactly', async () => {
    const s = await start()
    const u = await newUser(s)
    expect((await s.call('spotDemoCredit', { ticket: u.token })).status).toBe(200)
    const resting = await buyAt1000(s, u, '1')
    expect(resting.status).toBe(200)
    await operate(s, ['user:freeze', String(u.id)])
    const cancel = await s.call('spotOrderCancel', {
      ticket: u.token,
      body: { orderId: resting.body.data.id },
    })
    expect(status(cancel)).toEqual([200, 'success'])
    checkInvariants(s)
    await operate(s, ['user:unfreeze', String(u.id)])
    expect(balances(s, u.id)).toEqual([
      { account: 'spot', asset: 'USDT', available: '10000', frozen: '0' },
    ])
    checkInvariants(s)
  })

  it('refuses a second freeze and an unfreeze of an active account', async () => {
    const s = await start()
    const u = await newUser(s)
    expect(await operate(s, ['user:unfreeze', u.account])).toMatch(/^error request.invalid/)
    await operate(s, ['user:freeze', u.account])
    expect(await operate(s, ['user:freeze', u.account])).toMatch(/^error account.frozen/)
  })
})
