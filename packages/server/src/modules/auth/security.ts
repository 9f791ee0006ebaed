import { FUND_PASSWORD_MAX, FUND_PASSWORD_MIN } from '@bourse/rules/wallet'
import { realNow, type Clock } from '../../clock'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import type { UserInfo } from '../../contract/types'
import { conflict, fieldError, unprocessable } from '../../errors'
import { checkPasswordStrength, checkPasswordsMatch } from './account'
import type { SecurityNotices } from './notices'
import type { AuthRepo, UserRow } from './repo'
import type { StepUpGate } from './stepUp'
import { checkTotp, newTotpSecret, otpauthUri } from './totp'
import type { AuthParts } from './users'

const MINUTE = 60_000
/** How long withdrawals stay blocked after a login-password reset (docs/adr/0011). */
export const WITHDRAWAL_BLOCK_MS = 24 * 60 * MINUTE

/** The anti-phishing phrase's length in characters. */
export const ANTI_PHISHING_MIN = 4
export const ANTI_PHISHING_MAX = 20

/** How long a new authenticator secret waits for its first code. */
export const AUTHENTICATOR_SETUP_MS = 10 * MINUTE

/**
 * Accepts an authenticator code for the user's bound secret and records its step, so the same
 * code (or an earlier one) is refused from then on. Login, withdrawals and removal use it. The
 * code is checked on real time (`realNow`), never on a demo's moved clock.
 */
export function acceptAuthenticatorCode(
  repo: Pick<AuthRepo, 'useAuthenticatorStep'>,
  user: Pick<UserRow, 'id' | 'authenticator_secret' | 'authenticator_last_step'>,
  code: string,
  clock: Clock,
): boolean {
  if (user.authenticator_secret === null) return false
  const step = checkTotp(
    user.authenticator_secret,
    code,
    realNow(clock),
    user.authenticator_last_step,
  )
  return step !== null && repo.useAuthenticatorStep(user.id, step)
}

/**
 * The credentials of a signed-in user: the fund password, the login password, the
 * authenticator and the anti-phishing phrase. Each change needs a step-up of this session
 * (`stepUp`, checked before any await and used up in the change's transaction) and is followed
 * by `securityChanged`: a day without withdrawals, a notice and a mail (docs/adr/0026).
 */
export function createSecurity(
  { ctx, repo, guards, users }: AuthParts,
  stepUp: StepUpGate,
  notices: Pick<SecurityNotices, 'securityChanged'>,
) {
  const { clock } = ctx
  const { passwords } = guards
  const { userRow, sessionsEnded, publishUser } = users
  const { securityChanged } = notices

  /** Sets or changes the fund password. */
  async function setFundPassword(
    session: SessionInfo,
    body: BodyOf<'setFundPassword'>,
  ): Promise<null> {
    stepUp.check(session, body.stepUpToken)
    const user = userRow(session.userId)
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
    // The step-up proved the login password; this compares without counting a guess.
    if (await passwords.verify(body.fundPassword, user.password_hash))
      throw fieldError(
        'body.fundPassword',
        'fund.password.same',
        'The fund password must differ from the login password',
      )
    const hash = await passwords.hash(body.fundPassword)
    ctx.uow.transaction(() => {
      stepUp.consume(session, body.stepUpToken)
      repo.setFundPassword(user.id, hash, clock.now())
      securityChanged(user, 'fund_password_set')
    })
    // hasFundPassword and the safety level changed.
    publishUser(user.id)
    return null
  }

  /** Changes the login password: every other session ends, withdrawals wait a day. */
  async function changePassword(
    session: SessionInfo,
    body: BodyOf<'changePassword'>,
  ): Promise<null> {
    stepUp.check(session, body.stepUpToken)
    const user = userRow(session.userId)
    checkPasswordStrength(body.password)
    checkPasswordsMatch(body.password, body.confirmPassword)
    if (await passwords.verify(body.password, user.password_hash))
      throw fieldError('body.password', 'password.same', 'Choose a password you do not use now')
    const hash = await passwords.hash(body.password)
    ctx.uow.transaction(() => {
      stepUp.consume(session, body.stepUpToken)
      repo.setPassword(user.id, hash, clock.now())
      // Ended first, so that the ended sessions' sockets hear nothing of the change.
      sessionsEnded(user.id, repo.deleteOtherSessions(user.id, session.sessionId))
      securityChanged(user, 'password_changed')
    })
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
  function authenticatorEnable(
    session: SessionInfo,
    body: BodyOf<'authenticatorEnable'>,
  ): UserInfo {
    const { userId } = session
    stepUp.check(session, body.stepUpToken)
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
    const step = checkTotp(pending, body.code, realNow(clock), null)
    if (step === null)
      throw unprocessable('authenticator.code.error', 'The authenticator code is wrong')
    ctx.uow.transaction(() => {
      stepUp.consume(session, body.stepUpToken)
      repo.setAuthenticator(userId, pending, step, now)
      securityChanged(user, 'authenticator_enabled')
    })
    return publishUser(userId)
  }

  /** Removes the authenticator; the step-up asked its code. */
  function authenticatorDisable(
    session: SessionInfo,
    body: BodyOf<'authenticatorDisable'>,
  ): UserInfo {
    const { userId } = session
    stepUp.check(session, body.stepUpToken)
    const user = userRow(userId)
    if (user.authenticator_secret === null)
      throw conflict('authenticator.setup.missing', 'No authenticator is bound')
    ctx.uow.transaction(() => {
      stepUp.consume(session, body.stepUpToken)
      repo.setAuthenticator(userId, null, null, clock.now())
      securityChanged(user, 'authenticator_removed')
    })
    return publishUser(userId)
  }

  /** Sets the phrase every mail and notice shows, so that a fake one is easy to spot. */
  function setAntiPhishing(session: SessionInfo, body: BodyOf<'setAntiPhishing'>): UserInfo {
    stepUp.check(session, body.stepUpToken)
    const user = userRow(session.userId)
    const phrase = body.phrase.trim()
    const length = [...phrase].length
    if (
      length < ANTI_PHISHING_MIN ||
      length > ANTI_PHISHING_MAX ||
      /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(phrase)
    )
      throw fieldError(
        'body.phrase',
        'antiphishing.invalid',
        `Use ${ANTI_PHISHING_MIN} to ${ANTI_PHISHING_MAX} characters without control characters`,
      )
    ctx.uow.transaction(() => {
      stepUp.consume(session, body.stepUpToken)
      repo.setAntiPhishing(user.id, phrase, clock.now())
      securityChanged(user, 'anti_phishing_set')
    })
    return publishUser(user.id)
  }

  return {
    setFundPassword,
    changePassword,
    authenticatorSetup,
    authenticatorEnable,
    authenticatorDisable,
    setAntiPhishing,
  }
}
