// Account protection (issue #18, docs/adr/0026): a stolen session ticket is not enough for any
// security change (passkeys: passkeys.test.ts, with its software authenticator); a step-up (password + strongest factor) is, once, and the change pauses
// withdrawals for a day, tells the message centre and mails a "this wasn't me" freeze link.
import { describe, expect, it } from 'vitest'
import { decodeBase32, hotp } from '../src/modules/auth/totp'
import { signedInUser, testServers } from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 27, 10, 0, 0)
const DAY = 24 * 3_600_000
const STEP = 30_000

const { start } = testServers(START)
const status = (a: { status: number; body: { code: string } }) => [a.status, a.body.code]

/** A fresh authenticator, bound through step-up; returns a function giving the current code. */
async function withAuthenticator(s: TestServer, u: TestUser): Promise<() => string> {
  const setup = await s.call('authenticatorSetup', { ticket: u.token })
  const secret = decodeBase32(setup.body.data.secret as string) as Buffer
  const code = () => hotp(secret, Math.floor(s.clock.now() / STEP))
  const stepUpToken = await s.stepUp(u)
  const enabled = await s.call('authenticatorEnable', {
    ticket: u.token,
    body: { code: code(), stepUpToken },
  })
  expect(enabled.body.data.hasAuthenticator).toBe(true)
  s.clock.advance(STEP)
  return code
}

interface Change {
  name: string
  /** What the change needs beforehand, done by the owner. */
  prepare?: (s: TestServer, u: TestUser) => Promise<void>
  call: (s: TestServer, u: TestUser, stepUpToken: string) => Promise<Parameters<typeof status>[0]>
  /** The `blockReason` it leaves; null: it pauses nothing. */
  reason: string | null
}

const bindCode = async (s: TestServer, account: string, accountType: 'phone' | 'email') => {
  await s.call('sendVerificationCode', { body: { accountType, account, purpose: 'bind' } })
  return s.latestCode(account)
}

let n = 0
const CHANGES: Change[] = [
  {
    name: 'binding a phone number',
    call: async (s, u, stepUpToken) => {
      const phone = `+1415555${String(1000 + ++n)}`
      return s.call('bindAccount', {
        ticket: u.token,
        body: {
          accountType: 'phone',
          account: phone,
          verifyCode: await bindCode(s, phone, 'phone'),
          stepUpToken,
        },
      })
    },
    reason: 'phone_bound',
  },
  {
    name: 'changing the e-mail address',
    call: async (s, u, stepUpToken) => {
      const email = `moved${++n}@example.com`
      return s.call('bindAccount', {
        ticket: u.token,
        body: {
          accountType: 'email',
          account: email,
          verifyCode: await bindCode(s, email, 'email'),
          stepUpToken,
        },
      })
    },
    reason: 'email_bound',
  },
  {
    name: 'changing the login password',
    call: (s, u, stepUpToken) =>
      s.call('changePassword', {
        ticket: u.token,
        body: { stepUpToken, password: 'NewSecret1', confirmPassword: 'NewSecret1' },
      }),
    reason: 'password_changed',
  },
  {
    name: 'setting the fund password',
    call: (s, u, stepUpToken) =>
      s.call('setFundPassword', {
        ticket: u.token,
        body: { stepUpToken, fundPassword: 'Fund1234', confirmFundPassword: 'Fund1234' },
      }),
    reason: 'fund_password_set',
  },
  {
    name: 'enabling the authenticator',
    call: async (s, u, stepUpToken) => {
      const setup = await s.call('authenticatorSetup', { ticket: u.token })
      const secret = decodeBase32(setup.body.data.secret as string) as Buffer
      return s.call('authenticatorEnable', {
        ticket: u.token,
        body: { code: hotp(secret, Math.floor(s.clock.now() / STEP)), stepUpToken },
      })
    },
    reason: 'authenticator_enabled',
  },
  {
    name: 'removing the authenticator',
    call: (s, u, stepUpToken) =>
      s.call('authenticatorDisable', { ticket: u.token, body: { stepUpToken } }),
    reason: 'authenticator_removed',
  },
  {
    name: 'switching the withdrawal allow-list off',
    prepare: async (s, u) => {
      const on = await s.call('setWithdrawalAllowlist', {
        ticket: u.token,
        body: { enabled: true },
      })
      expect(on.body.data.withdrawalAllowlist).toBe(true)
    },
    call: (s, u, stepUpToken) =>
      s.call('setWithdrawalAllowlist', { ticket: u.token, body: { enabled: false, stepUpToken } }),
    reason: 'allowlist_off',
  },
  {
    name: 'setting the anti-phishing phrase',
    call: (s, u, stepUpToken) =>
      s.call('setAntiPhishing', { ticket: u.token, body: { stepUpToken, phrase: 'blue heron' } }),
    reason: null,
  },
]

describe('a stolen session ticket', () => {
  it.each(CHANGES)('cannot do $name', async (change) => {
    const s = await start()
    const u = await signedInUser(s, 'victim')
    const code = change.reason === 'authenticator_removed' ? await withAuthenticator(s, u) : null
    await change.prepare?.(s, u)
    // The thief holds the ticket: no token, a made-up one, one the owner earned in another
    // session — all refused, and nothing changes.
    const signIn = await s.call('login', {
      body: {
        username: u.account,
        password: 'Secret123',
        ...(code ? { authenticatorCode: code() } : {}),
      },
    })
    const owner = { ...u, token: signIn.body.data.token as string }
    if (code) s.clock.advance(STEP)
    const ownersToken = await s.stepUp(owner, code ? { authenticatorCode: code } : {})
    const before = (await s.call('withdrawalLimits', { ticket: u.token })).body.data
    for (const stepUpToken of ['', 'forged-token', ownersToken]) {
      const answer = await change.call(s, u, stepUpToken)
      expect(status(answer), `${change.name} with ${JSON.stringify(stepUpToken)}`).toEqual(
        stepUpToken === '' ? [400, 'request.invalid'] : [403, 'stepup.required'],
      )
    }
    // Without the password the thief cannot earn a token either.
    const guess = await s.call('stepUp', {
      ticket: u.token,
      body: { password: 'Guess1234', verifyCode: '000000', authenticatorCode: '000000' },
    })
    expect(status(guess)).toEqual([422, 'password.old.error'])
    const after = await s.call('withdrawalLimits', { ticket: u.token })
    expect(after.body.data).toEqual(before)
  })
})

describe('a step-up', () => {
  it.each(CHANGES)('allows $name once, and pauses withdrawals for a day', async (change) => {
    const s = await start()
    const u = await signedInUser(s, 'owner')
    const code = change.reason === 'authenticator_removed' ? await withAuthenticator(s, u) : null
    await change.prepare?.(s, u)
    s.clock.advance(61_000) // one step-up code a minute
    const stepUpToken = await s.stepUp(u, code ? { authenticatorCode: code } : {})
    const changedAt = s.clock.now()
    expect(status(await change.call(s, u, stepUpToken))).toEqual([200, 'success'])
    // The token is used up.
    const again = await s.call('setAntiPhishing', {
      ticket: u.token,
      body: { stepUpToken, phrase: 'once more' },
    })
    expect(status(again)).toEqual([403, 'stepup.required'])
    const limits = await s.call('withdrawalLimits', { ticket: u.token })
    if (change.reason === null) {
      expect(limits.body.data.blockedUntil ?? null).toBeNull()
    } else {
      expect(limits.body.data).toMatchObject({
        blockedUntil: changedAt + DAY,
        blockReason: change.reason,
      })
    }
    const inbox = await s.call('inboxList', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 20 },
    })
    expect(inbox.body.data.list[0]).toMatchObject({
      kind: 'security_change',
      params: { change: change.reason ?? 'anti_phishing_set' },
    })
  })

  it('lasts five minutes and serves only the session that earned it', async () => {
    const s = await start()
    const u = await signedInUser(s, 'late')
    const stepUpToken = await s.stepUp(u)
    s.clock.advance(5 * 60_000)
    const late = await s.call('setAntiPhishing', {
      ticket: u.token,
      body: { stepUpToken, phrase: 'too late' },
    })
    expect(status(late)).toEqual([403, 'stepup.required'])
  })

  it('changes one thing when 50 requests carry one token at once', async () => {
    const s = await start()
    const u = await signedInUser(s, 'race')
    const stepUpToken = await s.stepUp(u)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        s.call('setAntiPhishing', {
          ticket: u.token,
          body: { stepUpToken, phrase: `phrase ${i}` },
        }),
      ),
    )
    const tally = answers.map((a) => `${a.status} ${a.body.code}`).sort()
    expect(tally.filter((t) => t === '200 success')).toHaveLength(1)
    expect(tally.filter((t) => t === '403 stepup.required')).toHaveLength(49)
  })

  it('sends codes to the own contact, not counted against the address limit', async () => {
    const s = await start({ codesPerIpPerHour: 2 })
    const u = await signedInUser(s, 'ipcount')
    await s.stepUp(u)
    s.clock.advance(61_000)
    await s.stepUp(u)
    const send = (account: string) =>
      s.call('sendVerificationCode', {
        body: { accountType: 'email', account, purpose: 'register' },
      })
    expect(status(await send('first@example.com'))).toEqual([200, 'success'])
    expect(status(await send('second@example.com'))).toEqual([200, 'success'])
    expect(status(await send('third@example.com'))).toEqual([429, 'rate.limited'])
    // The address's limit does not stop the step-up of a signed-in user.
    s.clock.advance(61_000)
    await s.stepUp(u)
  })

  it('asks the strongest factor: the authenticator once bound, not a code', async () => {
    const s = await start()
    const u = await signedInUser(s, 'factor')
    const first = await s.call('stepUpStart', { ticket: u.token })
    expect(first.body.data).toMatchObject({ factor: 'code', passkey: null })
    expect(first.body.data.codeTo).toMatch(/^fa\*\*\*@example\.com$/)
    const code = await withAuthenticator(s, u)
    const then = await s.call('stepUpStart', { ticket: u.token })
    expect(then.body.data).toMatchObject({ factor: 'authenticator', codeTo: null })
    // A mailed code does not stand in for the authenticator.
    const byCode = await s.call('stepUp', {
      ticket: u.token,
      body: { password: 'Secret123', verifyCode: '123456' },
    })
    expect(status(byCode)).toEqual([422, 'authenticator.code.error'])
    await s.stepUp(u, { authenticatorCode: code })
  })
})

describe('this was not me', () => {
  it('mails the old contact a freeze link with the anti-phishing phrase; the link freezes at once, once', async () => {
    const s = await start()
    const u = await signedInUser(s, 'mail')
    const phrase = await s.call('setAntiPhishing', {
      ticket: u.token,
      body: { stepUpToken: await s.stepUp(u), phrase: 'green kite' },
    })
    expect(phrase.body.data.antiPhishing).toBe('green kite')
    s.clock.advance(61_000)
    const set = await s.call('setFundPassword', {
      ticket: u.token,
      body: {
        stepUpToken: await s.stepUp(u),
        fundPassword: 'Fund1234',
        confirmFundPassword: 'Fund1234',
      },
    })
    expect(set.body.code).toBe('success')
    const outbox = await s.call('devOutbox', {
      query: { to: u.account },
      ticket: await s.devTicket(),
    })
    const mail = outbox.body.data[0] as { subject: string; body: string }
    expect(mail.subject).toMatch(/fund password/)
    expect(mail.body).toMatch(/^Your Bourse anti-phishing code: green kite/)
    const token = /\/freeze\?token=([\w-]+)/.exec(mail.body)?.[1] ?? ''
    expect(token).not.toBe('')
    // Step-up codes carry the phrase too.
    const stepUpMail = (outbox.body.data as { code?: string; body: string }[]).find((m) => m.code)
    expect(stepUpMail?.body).toMatch(/^Your Bourse anti-phishing code: green kite/)

    const other = await s.login(u.account)
    const frozen = await s.call('freezeByLink', { body: { token } })
    expect(frozen.body.data).toEqual({ frozen: true })
    // Every session ended at once.
    for (const ticket of [u.token, other])
      expect(status(await s.call('getUserInfo', { ticket }))).toEqual([401, 'login.user.not.login'])
    const again = await s.login(u.account)
    const info = await s.call('getUserInfo', { ticket: again })
    expect(info.body.data.frozen).toBe(true)
    const transfer = await s.call('accountTransfer', {
      ticket: again,
      body: {
        clientTransferId: 'frozen-1',
        from: 'spot',
        to: 'contract',
        asset: 'USDT',
        amount: '1',
      },
    })
    expect(status(transfer)).toEqual([403, 'account.frozen'])
    expect(status(await s.call('freezeByLink', { body: { token } }))).toEqual([
      422,
      'freeze.link.invalid',
    ])
  })

  it('refuses an unknown or expired link', async () => {
    const s = await start()
    const u = await signedInUser(s, 'expired')
    await s.call('setAntiPhishing', {
      ticket: u.token,
      body: { stepUpToken: await s.stepUp(u), phrase: 'old link' },
    })
    const outbox = await s.call('devOutbox', {
      query: { to: u.account },
      ticket: await s.devTicket(),
    })
    const token = /freeze\?token=([\w-]+)/.exec(outbox.body.data[0].body as string)?.[1] ?? ''
    expect(status(await s.call('freezeByLink', { body: { token: 'nope' } }))).toEqual([
      422,
      'freeze.link.invalid',
    ])
    s.clock.advance(7 * DAY)
    expect(status(await s.call('freezeByLink', { body: { token } }))).toEqual([
      422,
      'freeze.link.invalid',
    ])
  })
})

describe('a sign-in from a new device', () => {
  const signIn = (s: TestServer, u: TestUser, userAgent: string) =>
    s.fetch(`${s.config.apiPrefix}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ username: u.account, password: 'Secret123' }),
    })
  const CHROME_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
  const FIREFOX_WIN =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

  it('tells the message centre and the mail once per new browser and system', async () => {
    const s = await start()
    const u = await signedInUser(s, 'device')
    const notices = async () =>
      (
        await s.call('inboxList', { ticket: u.token, body: { pageIndex: 1, pageSize: 20 } })
      ).body.data.list.filter((m: { kind: string }) => m.kind === 'new_device_sign_in')
    expect((await signIn(s, u, CHROME_MAC)).status).toBe(200)
    const first = await notices()
    expect(first).toHaveLength(1)
    expect(first[0].params).toMatchObject({ browser: 'Chrome 131', os: 'macOS' })
    s.clock.advance(1000)
    expect((await signIn(s, u, CHROME_MAC)).status).toBe(200)
    expect(await notices()).toHaveLength(1)
    s.clock.advance(1000)
    expect((await signIn(s, u, FIREFOX_WIN)).status).toBe(200)
    expect(await notices()).toHaveLength(2)
    const outbox = await s.call('devOutbox', {
      query: { to: u.account },
      ticket: await s.devTicket(),
    })
    expect(outbox.body.data[0].body).toMatch(/Firefox 133 on Windows/)
  })
})
