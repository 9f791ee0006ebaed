import { FUND_PASSWORD_MAX, FUND_PASSWORD_MIN } from '@bourse/rules/wallet'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import type { FundPasswordRequest, UserInfo } from '../../contract/types'
import { AppError, conflict, fieldError, unauthorized, unprocessable } from '../../errors'
import { checkPasswordStrength, checkPasswordsMatch } from './account'
import { settle } from './attempts'
import type { AuthRepo, UserRow } from './repo'
import { checkTotp, newTotpSecret, otpauthUri } from './totp'
import { passwordSlot } from './users'
import type { AuthParts } from './users'

const MINUTE = 60_000
/** How long withdrawals stay blocked after a login-password reset (docs/adr/0011). */
export const WITHDRAWAL_BLOCK_MS = 24 * 60 * MINUTE

/** How long a new authenticator secret waits for its first code. */
export const AUTHENTICATOR_SETUP_MS = 10 * MINUTE

/**
 * Accepts an authenticator code for the user's bound secret and records its step, so the same
 * code (or an earlier one) is refused from then on. Login, withdrawals and removal use it.
 */
export function acceptAuthenticatorCode(
  repo: Pick<AuthRepo, 'useAuthenticatorStep'>,
  user: Pick<UserRow, 'id' | 'authenticator_secret' | 'authenticator_last_step'>,
  code: string,
  now: number,
): boolean {
  if (user.authenticator_secret === null) return false
  const step = checkTotp(user.authenticator_secret, code, now, user.authenticator_last_step)
  return step !== null && repo.useAuthenticatorStep(user.id, step)
}

/**
 * The credentials of a signed-in user: the fund password, the login password and the
 * authenticator. Changing the login password or removing the authenticator blocks withdrawals
 * for a day.
 */
export function createSecurity({ ctx, repo, guards, users }: AuthParts) {
  const { clock } = ctx
  const { passwords, attempts } = guards
  const { userRow, sessionsEnded, publishUser } = users

  /** Sets or changes the fund password, proven with the login password. */
  async function setFundPassword(userId: number, body: FundPasswordRequest): Promise<null> {
    const user = userRow(userId)
    // A wrong login password here is a failed sign-in of the account.
    const attempt = attempts.reserve('login.account', `user:${user.id}`, clock.now())
    const ok = await passwords.verify(body.password, user.password_hash)
    settle(attempt, ok)
    if (!ok) throw unauthorized('login.failed', 'The login password is wrong')
    const length = [...body.fundPassword].length
    if (length < FUND_PASSWORD_MIN || length > FUND_PASSWORD_MAX)
      throw fieldError(
        'body.fundPassword',
        'password.weak',
        `Use ${FUND_PASSWORD_MIN} to ${FUND_PASSWORD_MAX} characters`,
      )
    if (body.fundPassword !== body.confirmFundPassword)
      throw fieldError(
        'body.confirmFundPassword',
        'password.mismatch',
        'The two passwords do not match',
      )
    if (body.fundPassword === body.password)
      throw fieldError(
        'body.fundPassword',
        'fund.password.same',
        'The fund password must differ from the login password',
      )
    repo.setFundPassword(userId, await passwords.hash(body.fundPassword), clock.now())
    // hasFundPassword and the safety level changed.
    publishUser(userId)
    return null
  }

  /** Changes the login password: every other session ends, withdrawals wait a day. */
  async function changePassword(
    session: SessionInfo,
    body: BodyOf<'changePassword'>,
    ip: string,
  ): Promise<null> {
    const user = userRow(session.userId)
    // A wrong current password counts as a failed sign-in, of the account and from the address.
    const attempt = attempts.reserveAll(
      [{ kind: 'login.ip', key: ip }, passwordSlot(user, user.username)],
      clock.now(),
    )
    const ok = await passwords.verify(body.oldPassword, user.password_hash)
    settle(attempt, ok)
    if (!ok) {
      const message = 'The current password is wrong'
      throw new AppError(422, 'password.old.error', message, {
        fields: [{ field: 'body.oldPassword', code: 'password.old.error', message }],
      })
    }
    checkPasswordStrength(body.password)
    checkPasswordsMatch(body.password, body.confirmPassword)
    if (body.password === body.oldPassword)
      throw fieldError('body.password', 'password.same', 'Choose a password you do not use now')
    const hash = await passwords.hash(body.password)
    const ended = ctx.uow.transaction(() => {
      const now = clock.now()
      repo.setPassword(user.id, hash, now)
      repo.blockWithdrawals(user.id, now + WITHDRAWAL_BLOCK_MS, 'password_changed', now)
      return repo.deleteOtherSessions(user.id, session.sessionId)
    })
    sessionsEnded(user.id, ended)
    publishUser(user.id)
    return null
  }

  /** A new pending secret (replacing any earlier one) for the user to scan. */
  function authenticatorSetup(userId: number): { secret: string; otpauthUri: string } {
    const user = userRow(userId)
    if (user.authenticator_secret !== null)
      throw conflict('authenticator.bound', 'An authenticator is bound already')
    const secret = newTotpSecret()
    repo.setAuthenticatorPending(userId, secret, clock.now())
    return { secret, otpauthUri: otpauthUri(user.username, secret) }
  }

  /** Binds the pending secret once a current code from it proves the app has it. */
  function authenticatorEnable(userId: number, body: BodyOf<'authenticatorEnable'>): UserInfo {
    const user = userRow(userId)
    if (user.authenticator_secret !== null)
      throw conflict('authenticator.bound', 'An authenticator is bound already')
    const now = clock.now()
    const pending = user.authenticator_pending_secret
    if (
      pending === null ||
      user.authenticator_pending_at === null ||
      now - user.authenticator_pending_at > AUTHENTICATOR_SETUP_MS
    )
      throw unprocessable('authenticator.setup.missing', 'Start the authenticator setup again')
    // A new secret: steps used with an earlier one do not count against it.
    const step = checkTotp(pending, body.code, now, null)
    if (step === null)
      throw unprocessable('authenticator.code.error', 'The authenticator code is wrong')
    repo.setAuthenticator(userId, pending, step, now)
    return publishUser(userId)
  }

  /** Removes the authenticator with a current code; withdrawals wait a day. */
  function authenticatorDisable(userId: number, body: BodyOf<'authenticatorDisable'>): UserInfo {
    const user = userRow(userId)
    if (user.authenticator_secret === null)
      throw conflict('authenticator.setup.missing', 'No authenticator is bound')
    const now = clock.now()
    // Counted outside the transaction, which a wrong code would roll back with its failure.
    const attempt = attempts.reserve('authenticator', String(userId), now)
    const removed = ctx.uow.transaction(() => {
      if (!acceptAuthenticatorCode(repo, user, body.code, now)) return false
      repo.setAuthenticator(userId, null, null, now)
      repo.blockWithdrawals(userId, now + WITHDRAWAL_BLOCK_MS, 'authenticator_removed', now)
      return true
    })
    settle(attempt, removed)
    if (!removed) throw unprocessable('authenticator.code.error', 'The authenticator code is wrong')
    return publishUser(userId)
  }

  return {
    setFundPassword,
    changePassword,
    authenticatorSetup,
    authenticatorEnable,
    authenticatorDisable,
  }
}
