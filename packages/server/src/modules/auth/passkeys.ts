import { randomBytes } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Db } from '../../db/connection'
import type { BodyOf, HandlerTable, SessionInfo } from '../../contract/handlers'
import type {
  LoginResult,
  Passkey,
  PasskeyLoginOptions,
  SecurityChange,
} from '../../contract/types'
import { conflict, notFound, unauthorized, unprocessable } from '../../errors'
import { signedIn } from './handlers'
import type { DevicesRepo } from './devices'
import type { UserRow } from './repo'
import type { PasskeyFactor, StepUpGate } from './stepUp'
import type { AuthParts } from './users'

/** How long a WebAuthn challenge stays usable (docs/adr/0026). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000

/** The name the browser shows for this site's passkeys. */
const RP_NAME = 'Bourse'

/** What a challenge is for; the key is a session id, a user id or a random login challenge id. */
type ChallengePurpose = 'register' | 'stepup' | 'withdrawal' | 'login'

interface PasskeyRow {
  id: number
  user_id: number
  credential_id: string
  public_key: Buffer
  counter: number
  transports: string
  name: string
  rp_id: string
  origin: string
  created_at: number
  last_used_at: number | null
}

/** The passkeys and their single-use challenges (portable SQL). */
export function createPasskeysRepo(db: Db) {
  const q = {
    list: db.prepare<[number], PasskeyRow>(
      'SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    ),
    byCredential: db.prepare<[string], PasskeyRow>(
      'SELECT * FROM passkeys WHERE credential_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO passkeys
         (user_id, credential_id, public_key, counter, transports, name, rp_id, origin, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    remove: db.prepare<[number, number]>('DELETE FROM passkeys WHERE id = ? AND user_id = ?'),
    count: db.prepare<[number, number, number]>(
      'UPDATE users SET passkey_count = passkey_count + ?, updated_at = ? WHERE id = ?',
    ),
    used: db.prepare<[number, number, number]>(
      'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?',
    ),
    putChallenge: db.prepare(
      `INSERT INTO passkey_challenges (purpose, challenge_key, challenge, expires_at)
       VALUES (?, ?, ?, ?)
       ON CONFLICT (purpose, challenge_key)
       DO UPDATE SET challenge = excluded.challenge, expires_at = excluded.expires_at`,
    ),
    takeChallenge: db.prepare<[string, string], { challenge: string; expires_at: number }>(
      `DELETE FROM passkey_challenges WHERE purpose = ? AND challenge_key = ?
       RETURNING challenge, expires_at`,
    ),
    purge: db.prepare('DELETE FROM passkey_challenges WHERE expires_at < ?'),
  }
  return {
    list: (userId: number) => q.list.all(userId),
    byCredential: (credentialId: string) => q.byCredential.get(credentialId),
    /** Adds a passkey and counts it on the user; call inside a transaction. */
    insert(p: {
      userId: number
      credentialId: string
      publicKey: Uint8Array
      counter: number
      transports: string[]
      name: string
      rpId: string
      origin: string
      now: number
    }): number {
      const id = Number(
        q.insert.run(
          p.userId,
          p.credentialId,
          Buffer.from(p.publicKey),
          p.counter,
          JSON.stringify(p.transports),
          p.name,
          p.rpId,
          p.origin,
          p.now,
        ).lastInsertRowid,
      )
      q.count.run(1, p.now, p.userId)
      return id
    },
    /** Removes the user's passkey and uncounts it; false when the user has none with this id. */
    remove(userId: number, id: number, now: number): boolean {
      if (q.remove.run(id, userId).changes === 0) return false
      q.count.run(-1, now, userId)
      return true
    },
    used: (id: number, counter: number, now: number) => q.used.run(counter, now, id),
    putChallenge: (purpose: ChallengePurpose, key: string, challenge: string, expiresAt: number) =>
      q.putChallenge.run(purpose, key, challenge, expiresAt),
    /** Takes the challenge out (single use); undefined when there is none or it expired. */
    takeChallenge(purpose: ChallengePurpose, key: string, now: number): string | undefined {
      const row = q.takeChallenge.get(purpose, key)
      return row && row.expires_at > now ? row.challenge : undefined
    },
    purgeChallengesBefore: (before: number) => q.purge.run(before).changes,
  }
}

export type PasskeysRepo = ReturnType<typeof createPasskeysRepo>

/** The relying party of a request: the page's origin and its host name (the rpID). */
export interface RelyingParty {
  rpID: string
  origin: string
}

/**
 * The relying party of a WebAuthn ceremony, from the request's `Origin`: PUBLIC_URL, one of the
 * CORS origins, or the server's own site (the origin's host is the request's host: demo mode,
 * where PUBLIC_URL defaults to localhost, and the e2e server); anything else is refused. The rpID
 * is that origin's host name; each passkey keeps the rpID and origin it was made for, since it
 * works there only (docs/adr/0026).
 */
export function relyingParty(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): RelyingParty {
  const refuse = () =>
    unprocessable('passkey.origin.invalid', 'Passkeys work from the exchange site only')
  if (!origin) throw refuse()
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw refuse()
  }
  const own = host !== undefined && url.host === host.toLowerCase()
  if (url.origin !== origin || !(own || allowed.includes(origin))) throw refuse()
  return { rpID: url.hostname, origin }
}

const failed = () => unprocessable('passkey.failed', 'The passkey did not confirm')

/** A browser answer shaped enough to hand to the verifier (the schema checked the rest). */
function asResponse<T>(response: unknown): T | null {
  return typeof response === 'object' &&
    response !== null &&
    typeof (response as { id?: unknown }).id === 'string'
    ? (response as T)
    : null
}

function passkeyOut(row: PasskeyRow): Passkey {
  return {
    id: String(row.id),
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }
}

export interface PasskeyDeps {
  /** Opens a session for a user who proved who they are, as a password sign-in does. */
  openSession: (
    user: UserRow,
    from: { account: string; ip: string; userAgent: string | null },
  ) => LoginResult
  /** Writes a failed sign-in into the account's history (modules/auth/devices.ts). */
  recordSignIn: DevicesRepo['recordSignIn']
  /** The step-up gate of security changes (modules/auth/stepUp.ts). */
  gate: StepUpGate
  /** Blocks withdrawals, tells the user and mails the contact; inside the change's transaction. */
  securityChanged: (user: UserRow, change: SecurityChange) => void
}

/**
 * Passkeys (issue #18): named WebAuthn credentials a user adds and removes (step-up), signs in
 * with without typing the account (discoverable credentials), and confirms a step-up or a
 * withdrawal with. Every challenge is single-use and lives five minutes.
 */
export function createPasskeys(
  { ctx, guards, users }: AuthParts,
  store: PasskeysRepo,
  deps: PasskeyDeps,
) {
  const { clock, uow, config } = ctx
  const { attempts } = guards
  const { userRow, publishUser } = users

  function newChallenge(purpose: ChallengePurpose, key: string, challenge: string): void {
    store.putChallenge(purpose, key, challenge, clock.now() + PASSKEY_CHALLENGE_TTL_MS)
  }

  function list(session: SessionInfo): Passkey[] {
    return store.list(session.userId).map(passkeyOut)
  }

  async function registerOptions(session: SessionInfo, rp: RelyingParty) {
    const user = userRow(session.userId)
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpID,
      userName: user.username,
      userDisplayName: user.nick_name,
      // An opaque handle, no personal data: the authenticator keeps it with the credential.
      userID: new TextEncoder().encode(`bourse-user-${user.id}`),
      attestationType: 'none',
      timeout: PASSKEY_CHALLENGE_TTL_MS,
      excludeCredentials: store
        .list(user.id)
        .map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    newChallenge('register', String(session.sessionId), options.challenge)
    return options as unknown as Record<string, unknown>
  }

  async function register(
    session: SessionInfo,
    body: BodyOf<'passkeyRegister'>,
    rp: RelyingParty,
  ): Promise<Passkey> {
    const { gate } = deps
    gate.check(session, body.stepUpToken)
    const challenge = store.takeChallenge('register', String(session.sessionId), clock.now())
    const response = asResponse<RegistrationResponseJSON>(body.response)
    if (!challenge || !response) throw failed()
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    }).catch(() => null)
    if (!verified?.verified) throw failed()
    const info = verified.registrationInfo
    const name = body.name.trim() || 'Passkey'
    const row = uow.transaction(() => {
      gate.consume(session, body.stepUpToken)
      if (store.byCredential(info.credential.id))
        throw conflict('passkey.failed', 'This passkey is registered already')
      const now = clock.now()
      const id = store.insert({
        userId: session.userId,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        name,
        rpId: rp.rpID,
        origin: rp.origin,
        now,
      })
      deps.securityChanged(userRow(session.userId), 'passkey_added')
      return { id, name, created_at: now }
    })
    publishUser(session.userId)
    return { id: String(row.id), name: row.name, createdAt: row.created_at, lastUsedAt: null }
  }

  function remove(session: SessionInfo, body: BodyOf<'passkeyRemove'>): null {
    const { gate } = deps
    gate.check(session, body.stepUpToken)
    const id = /^\d{1,15}$/.test(body.id) ? Number(body.id) : NaN
    uow.transaction(() => {
      gate.consume(session, body.stepUpToken)
      if (!Number.isSafeInteger(id) || !store.remove(session.userId, id, clock.now()))
        throw notFound('passkey.not.found', 'No such passkey')
      deps.securityChanged(userRow(session.userId), 'passkey_removed')
    })
    publishUser(session.userId)
    return null
  }

  function transportsOf(p: PasskeyRow): AuthenticatorTransport[] {
    try {
      return JSON.parse(p.transports) as AuthenticatorTransport[]
    } catch {
      return []
    }
  }

  /** Request options over the user's passkeys, for a step-up or a withdrawal. */
  async function assertionOptions(purpose: ChallengePurpose, key: string, userId: number) {
    const passkeys = store.list(userId)
    if (passkeys.length === 0) throw notFound('passkey.not.found', 'Add a passkey first')
    // A credential works for the relying party it was made for: the newest passkey's.
    const rpID = passkeys[0]!.rp_id
    const options = await generateAuthenticationOptions({
      rpID,
      allowCredentials: passkeys
        .filter((p) => p.rp_id === rpID)
        .map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    })
    newChallenge(purpose, key, options.challenge)
    return options as unknown as Record<string, unknown>
  }

  /**
   * Checks an answer to a challenge: right passkey, right origin, a counter that moved on. The
   * challenge is taken before any await, so an answer is good once.
   */
  async function verifyAssertion(
    challenge: string | undefined,
    response: unknown,
    expectedOrigin: string[],
    owner: number | null,
  ): Promise<PasskeyRow | null> {
    const answer = asResponse<AuthenticationResponseJSON>(response)
    if (!challenge || !answer) return null
    const passkey = store.byCredential(answer.id)
    if (!passkey || (owner !== null && passkey.user_id !== owner)) return null
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge,
        expectedOrigin,
        expectedRPID: passkey.rp_id,
        credential: {
          id: passkey.credential_id,
          publicKey: new Uint8Array(passkey.public_key),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification: false,
      })
      if (!verified) return null
      // A counter that did not move on (when the authenticator keeps one) was refused above:
      // a cloned authenticator. Synced passkeys keep 0 and are accepted.
      store.used(passkey.id, authenticationInfo.newCounter, clock.now())
      return passkey
    } catch {
      return null
    }
  }

  /** The origins a user's passkeys were made on, the public one and the CORS origins. */
  function originsOf(userId: number): string[] {
    const made = store.list(userId).map((p) => p.origin)
    return [...new Set([...made, config.publicUrl, ...config.corsOrigins])]
  }

  /** The second factor of step-up: options bound to the session, answers good once. */
  const factor: PasskeyFactor = {
    has: (userId) => userRow(userId).passkey_count > 0,
    options: (session) => assertionOptions('stepup', String(session.sessionId), session.userId),
    async verify(session, response) {
      const challenge = store.takeChallenge('stepup', String(session.sessionId), clock.now())
      const origins = originsOf(session.userId)
      return (await verifyAssertion(challenge, response, origins, session.userId)) !== null
    },
  }

  /** A challenge for confirming a withdrawal; one per user, the newest counts. */
  const withdrawalOptions = (userId: number) =>
    assertionOptions('withdrawal', String(userId), userId)

  /** Whether the answer confirms a withdrawal of this user (uses its challenge up). */
  async function verifyWithdrawal(userId: number, response: unknown): Promise<boolean> {
    const challenge = store.takeChallenge('withdrawal', String(userId), clock.now())
    return (await verifyAssertion(challenge, response, originsOf(userId), userId)) !== null
  }

  /** A discoverable sign-in: no account typed, the browser offers its passkeys for the site. */
  async function loginOptions(rp: RelyingParty): Promise<PasskeyLoginOptions> {
    const now = clock.now()
    store.purgeChallengesBefore(now)
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_TTL_MS,
    })
    const challengeId = randomBytes(18).toString('base64url')
    newChallenge('login', challengeId, options.challenge)
    return { challengeId, options: options as unknown as Record<string, unknown> }
  }

  async function login(
    body: BodyOf<'passkeyLogin'>,
    rp: RelyingParty,
    ip: string,
    userAgent: string | undefined,
  ): Promise<LoginResult> {
    const now = clock.now()
    // Reserved before any await, on the sign-in limit of the client address (ADR 0017).
    const attempt = attempts.reserve('login.ip', ip, now)
    const challenge = store.takeChallenge('login', body.challengeId, now)
    const passkey = await verifyAssertion(challenge, body.response, [rp.origin], null)
    const agent = userAgent?.slice(0, 256) ?? null
    if (!passkey) {
      attempt.fail()
      // A known passkey whose answer failed is a failed sign-in of its account, in its history.
      const named = asResponse<{ id: string }>(body.response)
      const owner = named ? store.byCredential(named.id) : undefined
      const user = owner ? users.userRow(owner.user_id) : undefined
      if (user)
        deps.recordSignIn({
          userId: user.id,
          account: user.username,
          ip,
          userAgent: agent,
          result: 'passkey_wrong',
          now,
        })
      throw unauthorized('passkey.failed', 'The passkey did not sign you in')
    }
    attempt.succeed()
    const user = userRow(passkey.user_id)
    return deps.openSession(user, { account: user.username, ip, userAgent: agent })
  }

  return {
    list,
    registerOptions,
    register,
    remove,
    factor,
    withdrawalOptions,
    verifyWithdrawal,
    loginOptions,
    login,
    purgeChallengesBefore: store.purgeChallengesBefore,
  }
}

export type Passkeys = ReturnType<typeof createPasskeys>

/** The passkey operations (the withdrawal challenge too: it is a passkey ceremony). */
export function passkeyHandlers(
  passkeys: Passkeys,
  config: { publicUrl: string; corsOrigins: string[] },
): HandlerTable {
  const allowed = [config.publicUrl, ...config.corsOrigins]
  const rp = (ctx: { origin: string | undefined; host: string | undefined }) =>
    relyingParty(ctx.origin, ctx.host, allowed)
  return {
    passkeyList: ({ session }) => passkeys.list(signedIn(session)),
    passkeyRegisterOptions: (c) => passkeys.registerOptions(signedIn(c.session), rp(c)),
    passkeyRegister: (c) => passkeys.register(signedIn(c.session), c.body, rp(c)),
    passkeyRemove: ({ body, session }) => passkeys.remove(signedIn(session), body),
    passkeyLoginOptions: (c) => passkeys.loginOptions(rp(c)),
    passkeyLogin: (c) => passkeys.login(c.body, rp(c), c.ip, c.userAgent),
    withdrawalPasskeyOptions: ({ session }) => passkeys.withdrawalOptions(signedIn(session).userId),
  }
}
