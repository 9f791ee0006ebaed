import { FUND_PASSWORD_MAX, FUND_PASSWORD_MIN } from '@bourse/rules/wallet'
import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../context'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import type {
  FundPasswordRequest,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  ResetPasswordRequest,
  SafetyLevel,
  SendCodeRequest,
  SendCodeResult,
  UserInfo,
  UserStreamEvent,
} from '../../contract/types'
import {
  AppError,
  conflict,
  fieldError,
  notFound,
  tooMany,
  unauthorized,
  unprocessable,
} from '../../errors'
import type { OutgoingMessage } from '../messages/sender'
import {
  checkPasswordStrength,
  checkPasswordsMatch,
  guessAccountKind,
  maskAccount,
  normaliseAccount,
  parseAccount,
} from './account'
import { settle } from './attempts'
import type { AttemptSlot } from './attempts'
import type { AuthGuards } from './guards'
import { AUTH_LIMITS } from './limits'
import {
  hmacSha256,
  newInviteCode,
  newSessionToken,
  newVerificationCode,
  safeEqualHex,
  sha256,
} from './password'
import { sessionsEndedChannel } from '../../ws/socket'
import type { SessionsEnded } from '../../ws/socket'
import type { AuthRepo, UserRow } from './repo'
import { checkTotp, newTotpSecret, otpauthUri } from './totp'

const MINUTE = 60_000
/** How long withdrawals stay blocked after a login-password reset (docs/adr/0011). */
export const WITHDRAWAL_BLOCK_MS = 24 * 60 * MINUTE

export { AUTH_LIMITS } from './limits'

/** How long a new authenticator secret waits for its first code. */
export const AUTHENTICATOR_SETUP_MS = 10 * MINUTE

export const NICKNAME_MAX = 20

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
 * How a code is stored: an HMAC under the server's `codeSecret`, so that a copy of the database
 * alone is not enough to try the million codes against it.
 */
export const codeDigest = (secret: string, account: string, purpose: string, code: string) =>
  hmacSha256(secret, `${purpose}\n${account}\n${code}`)

/** A wrong code, an expired or used-up one, and one never sent get this one answer. */
const codeError = () =>
  unprocessable('verify.code.error', 'The verification code is wrong or has expired')

/**
 * Login-password attempts are counted per user, whichever of its names was typed, and per typed
 * account when no user has it (so unknown accounts are limited alike).
 */
const passwordSlot = (user: UserRow | undefined, account: string): AttemptSlot => ({
  kind: 'login.account',
  key: user ? `user:${user.id}` : `account:${account}`,
})

export function safetyLevelOf(user: UserRow): SafetyLevel {
  const factors = [
    user.phone,
    user.email,
    user.fund_password_hash,
    user.authenticator_secret,
  ].filter(Boolean).length
  return factors >= 3 ? 'high' : factors === 2 ? 'middle' : 'low'
}

export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    username: user.username,
    nickName: user.nick_name,
    phone: user.phone,
    email: user.email,
    nationality: user.nationality,
    inviteCode: user.invite_code,
    safetyLevel: safetyLevelOf(user),
    userType: user.user_type,
    creditScore: user.credit_score,
    realNameStatus: user.real_name_status as UserInfo['realNameStatus'],
    frozen: user.frozen === 1,
    hasFundPassword: user.fund_password_hash !== null,
    hasAuthenticator: user.authenticator_secret !== null,
    hasRecharge: user.has_recharge === 1,
    createdAt: user.created_at,
  }
}

/** Refused sign-up or code by a kind of account this server does not serve. */
const channelUnavailable = (kind: 'phone' | 'email') =>
  unprocessable(
    'channel.unavailable',
    `This exchange offers no sign-up or codes by ${kind === 'phone' ? 'phone' : 'e-mail'}`,
  )

export function createAuthService(ctx: AppContext, repo: AuthRepo, guards: AuthGuards) {
  const { clock } = ctx
  const { passwords, attempts } = guards
  const ttlMs = ctx.config.sessionTtlHours * 60 * MINUTE
  const signupOffered = (kind: 'phone' | 'email') =>
    kind === 'phone' ? ctx.config.signupPhone : ctx.config.signupEmail

  function userRow(userId: number): UserRow {
    const user = repo.findUserById(userId)
    if (!user) throw unauthorized('login.user.not.login', 'Sign in first')
    return user
  }

  /**
   * Tells the sockets signed in with these sessions that they ended, so they stop the user's
   * stream at once (ws/socket.ts); through the publisher, so it reaches sockets of every process.
   */
  function sessionsEnded(userId: number, sessionIds: number[]): void {
    if (sessionIds.length === 0) return
    const event: SessionsEnded = { sessionIds }
    ctx.publisher.publish(sessionsEndedChannel(userId), event)
  }

  /** Tells the user's open pages (header, safety level, banners) the new state. */
  function publishUser(userId: number): UserInfo {
    const user = toUserInfo(userRow(userId))
    const event: UserStreamEvent = { type: 'user', user }
    ctx.publisher.publish(`user:${userId}`, event)
    return user
  }

  async function uniqueInviteCode(): Promise<string> {
    for (;;) {
      const code = newInviteCode()
      if (!repo.inviteCodeTaken(code)) return code
    }
  }

  /**
   * Checks a code for account + purpose and consumes it; wrong, expired, used up or never sent ->
   * `verify.code.error`. The guess is counted before the comparison, in one statement, so guesses
   * sent at once cannot exceed `codeMaxAttempts` per issued code. Synchronous: call it before any
   * `await`, and before anything that tells whether the account exists.
   */
  function useCode(account: string, purpose: string, code: string): void {
    const now = clock.now()
    const row = repo.activeCode(account, purpose, now)
    if (!row || !repo.countCodeAttempt(row.id, AUTH_LIMITS.codeMaxAttempts)) throw codeError()
    const given = codeDigest(ctx.config.codeSecret, account, purpose, code)
    if (!safeEqualHex(row.code_hash, given) || !repo.consumeCode(row.id, now)) throw codeError()
  }

  /** Accepts an authenticator code, under the per-user limit shared by every place that asks. */
  function acceptLimitedAuthenticatorCode(user: UserRow, code: string, now: number): boolean {
    const attempt = attempts.reserve('authenticator', String(user.id), now)
    const accepted = acceptAuthenticatorCode(repo, user, code, now)
    settle(attempt, accepted)
    return accepted
  }

  /** Stores the password again at today's cost when its hash is older and cheaper. */
  async function upgradePasswordHash(user: UserRow, password: string): Promise<void> {
    if (!passwords.weakerThanCurrent(user.password_hash)) return
    try {
      const hash = await passwords.hash(password)
      repo.upgradePasswordHash(user.id, user.password_hash, hash)
    } catch (error) {
      // The sign-in itself succeeded; the next one tries again.
      ctx.log.warn({ err: error, user: user.id }, 'password hash not upgraded')
    }
  }

  /** Hands a message to the sender without waiting: the answer's timing must not tell what was sent. */
  function deliver(message: OutgoingMessage): void {
    ctx.sender.send(message).catch((error: unknown) => {
      ctx.log.error({ err: error, channel: message.channel }, 'message not delivered')
    })
  }

  async function createUser(input: {
    kind: 'phone' | 'email'
    account: string
    password: string
    nickName?: string
    invitedBy?: number | null
  }): Promise<number> {
    const passwordHash = await passwords.hash(input.password)
    const inviteCode = await uniqueInviteCode()
    return repo.insertUser({
      username: input.account,
      phone: input.kind === 'phone' ? input.account : null,
      email: input.kind === 'email' ? input.account : null,
      nickName: input.nickName ?? maskAccount(input.kind, input.account),
      passwordHash,
      inviteCode,
      invitedBy: input.invitedBy ?? null,
      now: clock.now(),
    })
  }

  return {
    createUser,

    /** Finds a user by phone, e-mail or username, normalised like login does. */
    findUser: (account: string) =>
      repo.findUserByAccount(normaliseAccount(guessAccountKind(account), account)),

    listUsers: (limit = 100, offset = 0) => repo.listUsers(limit, offset),

    /**
     * One answer whether or not the account exists (issue #17): a `register`/`bind` code goes
     * only to a new address (its owner gets a notice instead), a `forget` code only to an
     * existing account. Either way a row is stored, so resend timing and per-address limits run
     * alike; a row whose code was not sent matches no code.
     */
    async sendCode(body: SendCodeRequest, ip: string): Promise<SendCodeResult> {
      const account = parseAccount(body.accountType, body.account)
      const channel = body.accountType === 'phone' ? 'sms' : 'email'
      // Said before anything about the account is looked at: it depends on the server alone.
      if (
        (body.purpose === 'register' && !signupOffered(body.accountType)) ||
        ctx.sender.canSend?.(channel) === false
      )
        throw channelUnavailable(body.accountType)
      const now = clock.now()
      const last = repo.latestCodeForAccount(account)
      if (last && now - last.created_at < AUTH_LIMITS.codeResendMs) {
        throw tooMany(
          'verify.code.too.frequent',
          'Wait before requesting another code',
          last.created_at + AUTH_LIMITS.codeResendMs - now,
        )
      }
      if (repo.codesFromIpSince(ip, now - 60 * MINUTE) >= AUTH_LIMITS.codesPerIpPerHour) {
        throw tooMany('rate.limited', 'Too many codes requested; try again later', 60 * MINUTE)
      }
      const exists = repo.findUserByAccount(account) !== undefined
      const forNewAccount = body.purpose === 'register' || body.purpose === 'bind'
      const sendsCode = forNewAccount !== exists
      const code = newVerificationCode()
      repo.replaceCode({
        account,
        purpose: body.purpose,
        codeHash: sendsCode
          ? codeDigest(ctx.config.codeSecret, account, body.purpose, code)
          : randomBytes(32).toString('hex'),
        now,
        expiresAt: now + AUTH_LIMITS.codeTtlMs,
        ip,
      })
      if (sendsCode) {
        deliver({
          channel,
          to: account,
          subject: 'Your Bourse verification code',
          body: `Your Bourse verification code is ${code}. It expires in ${AUTH_LIMITS.codeTtlMs / MINUTE} minutes. If you did not ask for it, ignore this message.`,
          code,
        })
      } else if (exists) {
        deliver({
          channel,
          to: account,
          subject: 'Someone tried to use your address at Bourse',
          body: `Someone asked to ${body.purpose === 'bind' ? 'add this address to another Bourse account' : 'register a Bourse account with this address'}. It is already yours, so nothing was changed. If it was you, sign in instead; if not, you can ignore this message.`,
        })
      }
      return {
        resendAfter: AUTH_LIMITS.codeResendMs / 1000,
        expiresIn: AUTH_LIMITS.codeTtlMs / 1000,
      }
    },

    async register(body: RegisterRequest): Promise<{ username: string }> {
      if (body.agreement !== true) {
        throw fieldError(
          'body.agreement',
          'register.agreement.required',
          'Agree to the user agreement to register',
        )
      }
      const account = parseAccount(body.accountType, body.account)
      if (!signupOffered(body.accountType)) throw channelUnavailable(body.accountType)
      checkPasswordStrength(body.password)
      checkPasswordsMatch(body.password, body.confirmPassword)
      let invitedBy: number | null = null
      const invite = body.inviteCode?.trim().toUpperCase()
      if (invite) {
        const inviter = repo.findUserByInviteCode(invite)
        if (!inviter)
          throw unprocessable('register.invite.invalid', 'The invitation code does not exist')
        invitedBy = inviter.id
      }
      // An existing account was sent no code, so it fails here like a wrong code (issue #17).
      useCode(account, 'register', body.verifyCode)
      // Registered since its code was sent: the same answer.
      if (repo.findUserByAccount(account)) throw codeError()
      try {
        await createUser({ kind: body.accountType, account, password: body.password, invitedBy })
      } catch (error) {
        // Two registrations racing for one account: the loser sees the same answer too.
        if (
          error instanceof Error &&
          /UNIQUE/.test(error.message) &&
          repo.findUserByAccount(account)
        ) {
          throw codeError()
        }
        throw error
      }
      return { username: account }
    },

    async login(
      body: LoginRequest,
      ip: string,
      userAgent: string | undefined,
    ): Promise<LoginResult> {
      const account = normaliseAccount(guessAccountKind(body.username), body.username)
      const now = clock.now()
      const user = repo.findUserByAccount(account)
      // Reserved before the hash is awaited, so that guesses sent at once are counted (issue #17).
      const attempt = attempts.reserveAll(
        [{ kind: 'login.ip', key: ip }, passwordSlot(user, account)],
        now,
      )
      const ok = await passwords.verify(
        body.password,
        user?.password_hash ?? (await passwords.dummyHash()),
      )
      settle(attempt, user !== undefined && ok)
      if (!user || !ok) throw unauthorized('login.failed', 'Wrong account or password')
      if (user.authenticator_secret !== null) {
        // The password was right: the form now asks for the code, limited on its own.
        if (!body.authenticatorCode)
          throw unauthorized('login.authenticator.required', 'Enter the authenticator code')
        if (!acceptLimitedAuthenticatorCode(user, body.authenticatorCode, now))
          throw unauthorized('authenticator.code.error', 'The authenticator code is wrong')
      }
      await upgradePasswordHash(user, body.password)
      // A frozen account signs in and looks; money-moving calls refuse it (checkAccount).

      const token = newSessionToken()
      const expiresAt = now + ttlMs
      repo.insertSession({
        userId: user.id,
        tokenHash: sha256(token),
        now,
        expiresAt,
        ip,
        userAgent: userAgent?.slice(0, 256) ?? null,
      })
      return { token, expiresAt, user: toUserInfo(user) }
    },

    /** Resolves a ticket; `required` decides whether a missing or bad ticket is an error. */
    authenticate(ticket: string | undefined, required: boolean): SessionInfo | null {
      const fail = (code: 'login.user.not.login' | 'login.session.expired', msg: string) => {
        if (required) throw unauthorized(code, msg)
        return null
      }
      if (!ticket) return fail('login.user.not.login', 'Sign in first')
      const session = repo.findSessionByHash(sha256(ticket))
      if (!session) return fail('login.user.not.login', 'Sign in first')
      const now = clock.now()
      if (session.expires_at <= now)
        return fail('login.session.expired', 'Your session has expired; sign in again')
      const user = repo.findUserById(session.user_id)
      if (!user) return fail('login.user.not.login', 'Sign in first')
      // Last-seen is informational: a write per request would cost a commit on every call.
      if (now - session.last_seen_at >= 60_000) repo.touchSession(session.id, now)
      return { sessionId: session.id, userId: session.user_id, expiresAt: session.expires_at }
    },

    logout(session: SessionInfo | null): null {
      if (session) {
        repo.deleteSession(session.sessionId)
        sessionsEnded(session.userId, [session.sessionId])
      }
      return null
    },

    async resetPassword(body: ResetPasswordRequest): Promise<null> {
      const account = parseAccount(body.accountType, body.account)
      checkPasswordStrength(body.password)
      checkPasswordsMatch(body.password, body.confirmPassword)
      // An unknown account was sent no code, so it fails here like a wrong code (issue #17).
      useCode(account, 'forget', body.verifyCode)
      const user = repo.findUserByAccount(account)
      if (!user) throw codeError()
      const hash = await passwords.hash(body.password)
      const ended = ctx.uow.transaction(() => {
        const now = clock.now()
        repo.setPassword(user.id, hash, now)
        // Whoever reset it may not be the owner: no money leaves for a day.
        repo.blockWithdrawals(user.id, now + WITHDRAWAL_BLOCK_MS, 'password_changed', now)
        return repo.deleteUserSessions(user.id)
      })
      sessionsEnded(user.id, ended)
      return null
    },

    /** Sets or changes the fund password, proven with the login password. */
    async setFundPassword(userId: number, body: FundPasswordRequest): Promise<null> {
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
    },

    userInfo(session: SessionInfo): UserInfo {
      const user = repo.findUserById(session.userId)
      if (!user) throw unauthorized('login.user.not.login', 'Sign in first')
      return toUserInfo(user)
    },

    setHasRecharge(session: SessionInfo): { hasRecharge: boolean } {
      repo.setHasRecharge(session.userId, clock.now())
      return { hasRecharge: true }
    },

    publishUser,

    setNickName(userId: number, body: BodyOf<'setNickName'>): UserInfo {
      const nickName = body.nickName.trim()
      const length = [...nickName].length
      if (length < 1 || length > NICKNAME_MAX || /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(nickName)) {
        const message = `Use 1 to ${NICKNAME_MAX} characters without control characters`
        throw new AppError(422, 'nickname.invalid', message, {
          fields: [{ field: 'body.nickName', code: 'nickname.invalid', message }],
        })
      }
      repo.setNickName(userId, nickName, clock.now())
      return publishUser(userId)
    },

    /** Binds or replaces the phone number or e-mail, proven by a `bind` code sent to it. */
    bindAccount(userId: number, body: BodyOf<'bindAccount'>): UserInfo {
      const user = userRow(userId)
      const account = parseAccount(body.accountType, body.account)
      const taken = () => conflict('register.account.exists', 'This account is already registered')
      // An address another account uses was sent no code: it fails here like a wrong code.
      useCode(account, 'bind', body.verifyCode)
      // Taken since its code was sent; only the address's owner, who has the code, learns it.
      if (repo.findUserByAccount(account)) throw taken()
      const old = body.accountType === 'phone' ? user.phone : user.email
      try {
        repo.setBinding({
          id: userId,
          phone: body.accountType === 'phone' ? account : user.phone,
          email: body.accountType === 'email' ? account : user.email,
          // Users sign in with what they signed up with: when that is replaced, the name follows.
          username: old !== null && user.username === old ? account : user.username,
          now: clock.now(),
        })
      } catch (error) {
        if (error instanceof Error && /UNIQUE/.test(error.message)) throw taken()
        throw error
      }
      return publishUser(userId)
    },

    /** Changes the login password: every other session ends, withdrawals wait a day. */
    async changePassword(
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
    },

    /** A new pending secret (replacing any earlier one) for the user to scan. */
    authenticatorSetup(userId: number): { secret: string; otpauthUri: string } {
      const user = userRow(userId)
      if (user.authenticator_secret !== null)
        throw conflict('authenticator.bound', 'An authenticator is bound already')
      const secret = newTotpSecret()
      repo.setAuthenticatorPending(userId, secret, clock.now())
      return { secret, otpauthUri: otpauthUri(user.username, secret) }
    },

    /** Binds the pending secret once a current code from it proves the app has it. */
    authenticatorEnable(userId: number, body: BodyOf<'authenticatorEnable'>): UserInfo {
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
    },

    /** Removes the authenticator with a current code; withdrawals wait a day. */
    authenticatorDisable(userId: number, body: BodyOf<'authenticatorDisable'>): UserInfo {
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
      if (!removed)
        throw unprocessable('authenticator.code.error', 'The authenticator code is wrong')
      return publishUser(userId)
    },

    /**
     * Sets the frozen flag only (tests of modules that refuse frozen users). An operator's
     * freeze goes through `freezes` (modules/auth/freeze.ts), which also holds the money.
     */
    setFrozen(account: string, frozen: boolean): UserRow {
      const user = repo.findUserByAccount(normaliseAccount(guessAccountKind(account), account))
      if (!user) throw notFound('account.not.found', `No account ${account}`)
      repo.setFrozen(user.id, frozen, clock.now())
      return { ...user, frozen: frozen ? 1 : 0 }
    },

    /** Drops sessions and attempts nobody can use any more. */
    housekeeping(): void {
      const now = clock.now()
      repo.purgeSessionsExpiredBefore(now - 30 * 24 * 60 * MINUTE)
      attempts.purgeBefore(now - 24 * 60 * MINUTE)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
