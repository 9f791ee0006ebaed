import type { Db } from '../../db/connection'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import type { StepUpChallenge, StepUpToken } from '../../contract/types'
import { fieldRefused, forbidden, unprocessable } from '../../errors'
import { maskAccount } from './account'
import { settle } from './attempts'
import type { Attempt } from './attempts'
import type { Codes } from './codes'
import { newSessionToken, sha256 } from './password'
import type { UserRow } from './repo'
import { acceptAuthenticatorCode } from './security'
import { passwordSlot } from './users'
import type { AuthParts } from './users'

/** How long a step-up token stays usable. */
export const STEP_UP_TTL_MS = 5 * 60_000

/** The code purpose of a step-up proven by a code sent to the account's own contact. */
export const STEP_UP_PURPOSE = 'stepup'

/**
 * A passkey as the second factor of a step-up (modules/auth/passkeys.ts). `options` makes the
 * challenge the browser signs; `verify` checks the signed answer and consumes the challenge.
 */
export interface PasskeyFactor {
  has(userId: number): boolean
  options(session: SessionInfo): Promise<Record<string, unknown>> | Record<string, unknown>
  verify(session: SessionInfo, response: unknown): Promise<boolean>
}

export function createStepUpRepo(db: Db) {
  const q = {
    insert: db.prepare(
      `INSERT INTO step_up_tokens (session_id, user_id, token_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    live: db.prepare<[string, number, number], { id: number }>(
      `SELECT id FROM step_up_tokens
       WHERE token_hash = ? AND session_id = ? AND used_at IS NULL AND expires_at > ?`,
    ),
    use: db.prepare<[number, string, number, number]>(
      `UPDATE step_up_tokens SET used_at = ?
       WHERE token_hash = ? AND session_id = ? AND used_at IS NULL AND expires_at > ?`,
    ),
    purge: db.prepare('DELETE FROM step_up_tokens WHERE expires_at < ?'),
  }
  return {
    insert: (session: SessionInfo, hash: string, now: number) =>
      q.insert.run(session.sessionId, session.userId, hash, now, now + STEP_UP_TTL_MS),
    live: (session: SessionInfo, hash: string, now: number) =>
      q.live.get(hash, session.sessionId, now) !== undefined,
    /** Marks the token used; false when another request used it first, or it died. */
    use: (session: SessionInfo, hash: string, now: number) =>
      q.use.run(now, hash, session.sessionId, now).changes === 1,
    purgeBefore: (before: number) => q.purge.run(before).changes,
  }
}

export type StepUpRepo = ReturnType<typeof createStepUpRepo>

const stepUpRequired = () =>
  forbidden('stepup.required', 'Confirm it is you with your password and second factor first')

/** The factor a user proves a step-up with: the strongest one bound. */
export function stepUpFactor(
  user: Pick<UserRow, 'authenticator_secret'>,
  hasPasskey: boolean,
): StepUpChallenge['factor'] {
  if (hasPasskey) return 'passkey'
  return user.authenticator_secret !== null ? 'authenticator' : 'code'
}

/** Where a step-up code goes: the e-mail on the account, else its phone. */
function contactOf(user: UserRow): { kind: 'email' | 'phone'; account: string } {
  return user.email !== null
    ? { kind: 'email', account: user.email }
    : { kind: 'phone', account: user.phone ?? user.username }
}

/**
 * Step-up, one rule in one place (docs/adr/0026): every security change requires a token that
 * this session earned in the last five minutes with the login password and the strongest second
 * factor, and consumes it inside its own unit of work, so one proof serves one change.
 */
export function createStepUp(
  { ctx, repo, guards, users }: AuthParts,
  codes: Codes,
  tokens: StepUpRepo,
  passkeys: () => PasskeyFactor | null,
) {
  const { clock } = ctx
  const { passwords, attempts } = guards
  const { userRow } = users
  const hasPasskey = (userId: number) => passkeys()?.has(userId) ?? false

  /** What the dialog asks for; a passkey factor comes with the challenge to sign. */
  async function start(session: SessionInfo): Promise<StepUpChallenge> {
    const user = userRow(session.userId)
    const factor = stepUpFactor(user, hasPasskey(user.id))
    const contact = contactOf(user)
    return {
      factor,
      codeTo: factor === 'code' ? maskAccount(contact.kind, contact.account) : null,
      passkey: factor === 'passkey' ? await passkeys()!.options(session) : null,
    }
  }

  /** Sends a step-up code to the contact already on the account (never to one being bound). */
  function sendCode(session: SessionInfo, ip: string) {
    const user = userRow(session.userId)
    const contact = contactOf(user)
    return codes.sendCode(
      { accountType: contact.kind, account: contact.account, purpose: STEP_UP_PURPOSE },
      ip,
    )
  }

  /** Checks the password and the factor; answers a fresh single-use token for this session. */
  async function confirm(
    session: SessionInfo,
    body: BodyOf<'stepUp'>,
    ip: string,
  ): Promise<StepUpToken> {
    const user = userRow(session.userId)
    const factor = stepUpFactor(user, hasPasskey(user.id))
    const now = clock.now()
    // Each guess is reserved before any await (ADR 0017): on the sign-in limits for the
    // password, on the authenticator limit for its code.
    const passwordAttempt = attempts.reserveAll(
      [{ kind: 'login.ip', key: ip }, passwordSlot(user, user.username)],
      now,
    )
    let factorAttempt: Attempt | null = null
    try {
      if (factor === 'authenticator')
        factorAttempt = attempts.reserve('authenticator', String(user.id), now)
    } catch (error) {
      passwordAttempt.succeed()
      throw error
    }
    const passwordOk = await passwords.verify(body.password, user.password_hash)
    settle(passwordAttempt, passwordOk)
    if (!passwordOk) {
      // The factor was not evaluated: it does not count.
      factorAttempt?.succeed()
      throw fieldRefused('body.password', 'password.old.error', 'The login password is wrong')
    }
    if (factor === 'authenticator') {
      const ok = acceptAuthenticatorCode(repo, user, body.authenticatorCode ?? '', clock)
      settle(factorAttempt!, ok)
      if (!ok)
        throw fieldRefused(
          'body.authenticatorCode',
          'authenticator.code.error',
          'The authenticator code is wrong',
        )
    } else if (factor === 'code') {
      const contact = contactOf(user)
      try {
        codes.useCode(contact.account, STEP_UP_PURPOSE, body.verifyCode ?? '')
      } catch {
        throw fieldRefused(
          'body.verifyCode',
          'verify.code.error',
          'The verification code is wrong or has expired',
        )
      }
    } else {
      const ok = await passkeys()!.verify(session, body.passkey ?? null)
      if (!ok) throw unprocessable('passkey.failed', 'The passkey did not confirm')
    }
    const token = newSessionToken()
    const issuedAt = clock.now()
    tokens.insert(session, sha256(token), issuedAt)
    return { stepUpToken: token, expiresAt: issuedAt + STEP_UP_TTL_MS }
  }

  return {
    start,
    sendCode,
    confirm,
    /** Refuses early, before any await, a change whose token is missing, used or dead. */
    check(session: SessionInfo, token: string | undefined): void {
      if (!token || !tokens.live(session, sha256(token), clock.now())) throw stepUpRequired()
    },
    /**
     * Uses the token up; call inside the change's transaction, so that of two requests sent
     * with one token only one changes anything, and a change that fails gives the token back.
     */
    consume(session: SessionInfo, token: string | undefined): void {
      if (!token || !tokens.use(session, sha256(token), clock.now())) throw stepUpRequired()
    },
    purgeBefore: tokens.purgeBefore,
  }
}

export type StepUp = ReturnType<typeof createStepUp>

/** What a security change takes: the gate checked early and consumed in the transaction. */
export type StepUpGate = Pick<StepUp, 'check' | 'consume'>
