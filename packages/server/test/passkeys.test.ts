import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import type { KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'
import { describe, expect, it } from 'vitest'
import { relyingParty } from '../src/modules/auth/passkeys'
import { applyWithdrawal, signedInUser, testServers } from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 27, 9, 0, 0)
const { start } = testServers(START)

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()
const u32 = (n: number) => {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(n)
  return out
}

/**
 * A software authenticator: one ES256 key pair, `none` attestation, a signature counter. It makes
 * the JSON answers `@simplewebauthn/browser` would hand to the server.
 */
class SoftAuthenticator {
  readonly credentialId = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly cose: Uint8Array
  counter = 0
  userHandle = ''

  constructor(readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = privateKey
    const jwk = publicKey.export({ format: 'jwk' })
    this.cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    )
  }

  get id() {
    return b64url(this.credentialId)
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }))
  }

  /** The answer to `startRegistration({ optionsJSON })`. */
  register(options: { challenge: string; rp: { id: string }; user: { id: string } }) {
    this.userHandle = options.user.id
    const id = this.credentialId
    const authData = Buffer.concat([
      sha256(options.rp.id),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(this.counter),
      Buffer.alloc(16), // AAGUID
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      this.cose,
    ])
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** The answer to `startAuthentication({ optionsJSON })`; the counter moves on by one. */
  assert(options: { challenge: string; rpId: string }, counter = ++this.counter) {
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([0x05]), u32(counter)])
    const clientData = this.clientData('webauthn.get', options.challenge)
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}

/** Calls with the `Origin` a browser on the server's own site sends. */
const fromSite = (s: TestServer) => ({ origin: s.base })

/** A step-up token for `u`: password plus the strongest factor (a code, or the passkey). */
async function stepUp(s: TestServer, u: TestUser, key?: SoftAuthenticator): Promise<string> {
  const started = await s.call('stepUpStart', { ticket: u.token })
  expect(started.status).toBe(200)
  const body: Record<string, unknown> = { password: 'Secret123' }
  if (started.body.data.factor === 'passkey') {
    body.passkey = key!.assert(started.body.data.passkey)
  } else {
    expect(started.body.data.factor).toBe('code')
    expect((await s.call('stepUpSendCode', { ticket: u.token })).status).toBe(200)
    body.verifyCode = await s.latestCode(u.account)
  }
  const answer = await s.call('stepUp', { ticket: u.token, body })
  expect(answer.body.code).toBe('success')
  return answer.body.data.stepUpToken as string
}

/** Adds a passkey to `u` through the API, with a step-up; answers the authenticator. */
async function addPasskey(s: TestServer, u: TestUser, name = 'Laptop') {
  const key = new SoftAuthenticator(s.base)
  const stepUpToken = await stepUp(s, u)
  const options = await s.call('passkeyRegisterOptions', { ticket: u.token, headers: fromSite(s) })
  expect(options.status).toBe(200)
  const added = await s.call('passkeyRegister', {
    ticket: u.token,
    headers: fromSite(s),
    body: { name, response: key.register(options.body.data), stepUpToken },
  })
  expect(added.body.code).toBe('success')
  return { key, passkey: added.body.data as { id: string; name: string } }
}

async function loginOptions(s: TestServer) {
  const answer = await s.call('passkeyLoginOptions', { headers: fromSite(s) })
  expect(answer.status).toBe(200)
  return answer.body.data as { challengeId: string; options: { challenge: string; rpId: string } }
}

describe('relyingParty', () => {
  it('takes the site, PUBLIC_URL or a CORS origin, and refuses any other page', () => {
    expect(relyingParty('http://localhost:4410', 'localhost:4410', [])).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:4410',
    })
    expect(
      relyingParty('https://bourse.example', 'api.internal', ['https://bourse.example']),
    ).toEqual({ rpID: 'bourse.example', origin: 'https://bourse.example' })
    for (const origin of [undefined, 'https://evil.example', 'null', 'http://localhost:4410/x'])
      expect(() => relyingParty(origin, 'localhost:4410', [])).toThrow(/exchange site/)
  })
})

describe('passkeys', () => {
  it('adding one needs a step-up; the list, user info and safety level show it', async () => {
    const s = await start()
    const u = await signedInUser(s, 'pk')
    const key = new SoftAuthenticator(s.base)
    const options = await s.call('passkeyRegisterOptions', {
      ticket: u.token,
      headers: fromSite(s),
    })
    expect(options.body.data).toMatchObject({
      rp: { id: '127.0.0.1' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    const without = await s.call('passkeyRegister', {
      ticket: u.token,
      headers: fromSite(s),
      body: { name: 'Laptop', response: key.register(options.body.data), stepUpToken: 'stolen' },
    })
    expect(without.status).toBe(403)
    expect(without.body.code).toBe('stepup.required')
    expect((await s.call('passkeyList', { ticket: u.token })).body.data).toEqual([])

    const { passkey } = await addPasskey(s, u)
    expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null })
    const list = await s.call('passkeyList', { ticket: u.token })
    expect(list.body.data).toEqual([{ ...passkey, createdAt: START, lastUsedAt: null }])
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data).toMatchObject({ hasPasskey: true, safetyLevel: 'middle' })
    // A security change: withdrawals wait a day.
    const limits = await s.call('withdrawalLimits', { ticket: u.token })
    expect(limits.body.data.blockReason).toBe('passkey_added')
  })

  it('refuses a page of another site, and a passkey registered already', async () => {
    const s = await start()
    const u = await signedInUser(s, 'pk')
    const foreign = await s.call('passkeyRegisterOptions', {
      ticket: u.token,
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.body.code).toBe('passkey.origin.invalid')
    const { key } = await addPasskey(s, u)
    const options = await s.call('passkeyRegisterOptions', {
      ticket: u.token,
      headers: fromSite(s),
    })
    const again = await s.call('passkeyRegister', {
      ticket: u.token,
      headers: fromSite(s),
      body: {
        name: 'Again',
        response: key.register(options.body.data),
        stepUpToken: await stepUp(s, u, key),
      },
    })
    // excludeCredentials names it; a browser would not even offer it again.
    expect(options.body.data.excludeCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ])
    expect(again.status).toBe(409)
  })

  it('signs in without an account typed; a challenge and a counter are good once', async () => {
    const s = await start()
    const u = await signedInUser(s, 'pk')
    const { key, passkey } = await addPasskey(s, u)

    const first = await loginOptions(s)
    expect(first.options).not.toHaveProperty('allowCredentials')
    const answer = key.assert(first.options)
    s.clock.advance(60_000)
    const signedIn = await s.call('passkeyLogin', {
      headers: fromSite(s),
      body: { challengeId: first.challengeId, response: answer },
    })
    expect(signedIn.body.code).toBe('success')
    expect(signedIn.body.data.user).toMatchObject({ id: u.id, hasPasskey: true })
    const me = await s.call('getUserInfo', { ticket: signedIn.body.data.token })
    expect(me.body.data.id).toBe(u.id)
    const listed = await s.call('passkeyList', { ticket: u.token })
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: passkey.id, lastUsedAt: START + 60_000 }),
    ])
    const history = await s.call('listSignIns', { ticket: u.token })
    expect(history.body.data[0]).toMatchObject({ result: 'success', time: START + 60_000 })

    // The same answer again: its challenge is used up.
    const replay = await s.call('passkeyLogin', {
      headers: fromSite(s),
      body: { challengeId: first.challengeId, response: answer },
    })
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBe('passkey.failed')

    // A counter that did not move on (a cloned authenticator) is refused.
    const second = await loginOptions(s)
    const cloned = await s.call('passkeyLogin', {
      headers: fromSite(s),
      body: { challengeId: second.challengeId, response: key.assert(second.options, key.counter) },
    })
    expect(cloned.body.code).toBe('passkey.failed')

    // Five minutes later a challenge is dead.
    const third = await loginOptions(s)
    s.clock.advance(5 * 60_000 + 1)
    const late = await s.call('passkeyLogin', {
      headers: fromSite(s),
      body: { challengeId: third.challengeId, response: key.assert(third.options) },
    })
    expect(late.body.code).toBe('passkey.failed')

    // An unknown passkey signs nobody in.
    const fourth = await loginOptions(s)
    const stranger = new SoftAuthenticator(s.base)
    const unknown = await s.call('passkeyLogin', {
      headers: fromSite(s),
      body: { challengeId: fourth.challengeId, response: stranger.assert(fourth.options) },
    })
    expect(unknown.body.code).toBe('passkey.failed')

    // The account's own passkey failing is in its history (three times above); a stranger's not.
    const after = await s.call('listSignIns', { ticket: u.token })
    const results = after.body.data.map((r: { result: string }) => r.result)
    expect(results.filter((r: string) => r === 'passkey_wrong')).toHaveLength(3)
  })

  it('is the step-up factor once added, and removing it needs a step-up', async () => {
    const s = await start()
    const u = await signedInUser(s, 'pk')
    const { key, passkey } = await addPasskey(s, u)
    const started = await s.call('stepUpStart', { ticket: u.token })
    expect(started.body.data).toMatchObject({
      factor: 'passkey',
      passkey: { allowCredentials: [expect.objectContaining({ id: key.id })] },
    })

    const without = await s.call('passkeyRemove', {
      ticket: u.token,
      body: { id: passkey.id, stepUpToken: 'nope' },
    })
    expect(without.body.code).toBe('stepup.required')
    const unknown = await s.call('passkeyRemove', {
      ticket: u.token,
      body: { id: '999999', stepUpToken: await stepUp(s, u, key) },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('passkey.not.found')
    // The refused removal gave its token back: a failed change uses nothing up.
    const removed = await s.call('passkeyRemove', {
      ticket: u.token,
      body: { id: passkey.id, stepUpToken: await stepUp(s, u, key) },
    })
    expect(removed.body.code).toBe('success')
    expect((await s.call('passkeyList', { ticket: u.token })).body.data).toEqual([])
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data.hasPasskey).toBe(false)
    expect((await s.call('stepUpStart', { ticket: u.token })).body.data.factor).toBe('code')
  })

  it('confirms a withdrawal instead of the authenticator code', async () => {
    const s = await start()
    const u = await signedInUser(s, 'pk')
    const set = await s.call('setFundPassword', {
      ticket: u.token,
      body: {
        stepUpToken: await stepUp(s, u),
        fundPassword: 'Fund1234',
        confirmFundPassword: 'Fund1234',
      },
    })
    expect(set.body.code).toBe('success')
    s.clock.advance(61_000) // the next step-up code may be sent a minute later
    const { key } = await addPasskey(s, u)
    const sent = await s.call('devChainSend', {
      ticket: u.token,
      body: { coin: 'USDT', chain: 'ERC20', amount: '500' },
    })
    expect(sent.status).toBe(200)
    s.advance(13 * 5000)
    // The day without withdrawals after these changes is not what this test is about.
    s.app.bourse.ctx.db.prepare('UPDATE users SET withdrawals_blocked_until = NULL').run()

    const options = await s.call('withdrawalPasskeyOptions', { ticket: u.token })
    expect(options.body.data.allowCredentials).toEqual([expect.objectContaining({ id: key.id })])
    const wrong = new SoftAuthenticator(s.base)
    const refused = await applyWithdrawal(s, u, { passkey: wrong.assert(options.body.data) })
    expect(refused.body.code).toBe('passkey.failed')

    const fresh = await s.call('withdrawalPasskeyOptions', { ticket: u.token })
    const done = await applyWithdrawal(s, u, { passkey: key.assert(fresh.body.data) })
    expect(done.body.code).toBe('success')
    expect(done.body.data.status).toBe('applied')

    // Without passkeys there is no withdrawal challenge.
    const other = await signedInUser(s, 'pk')
    const none = await s.call('withdrawalPasskeyOptions', { ticket: other.token })
    expect(none.body.code).toBe('passkey.not.found')
  })
})
