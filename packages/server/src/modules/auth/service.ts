import type { AppContext } from '../../context'
import type { SessionInfo } from '../../contract/handlers'
import { FUND_PASSWORD_MAX, FUND_PASSWORD_MIN } from '@bourse/exchange-widgets/wallet'
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
} from '../../contract/types'
import {
  conflict,
  fieldError,
  forbidden,
  notFound,
  tooMany,
  unauthorized,
  unprocessable,
} from '../../errors'
import {
  checkPasswordStrength,
  checkPasswordsMatch,
  guessAccountKind,
  maskAccount,
  normaliseAccount,
  parseAccount,
} from './account'
import {
  dummyPasswordHash,
  hashPassword,
  newInviteCode,
  newSessionToken,
  newVerificationCode,
  safeEqualHex,
  sha256,
  verifyPassword,
} from './password'
import type { AuthRepo, UserRow } from './repo'

const MINUTE = 60_000
/** How long withdrawals stay blocked after a login-password reset (docs/adr/0011). */
export const WITHDRAWAL_BLOCK_MS = 24 * 60 * MINUTE

/** Limits in one place, so the README and the tests agree with the code. */
export const AUTH_LIMITS = {
  codeTtlMs: 10 * MINUTE,
  codeResendMs: 60_000,
  codeMaxAttempts: 5,
  codesPerIpPerHour: 20,
  loginWindowMs: 15 * MINUTE,
  loginFailuresPerAccount: 5,
  loginAttemptsPerIp: 30,
}

const codeHash = (account: string, purpose: string, code: string) =>
  sha256(`${purpose}\n${account}\n${code}`)

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

export function createAuthService(ctx: AppContext, repo: AuthRepo) {
  const { clock } = ctx
  const ttlMs = ctx.config.sessionTtlHours * 60 * MINUTE

  async function uniqueInviteCode(): Promise<string> {
    for (;;) {
      const code = newInviteCode()
      if (!repo.inviteCodeTaken(code)) return code
    }
  }

  /** Checks a code for account + purpose and consumes it; wrong or expired -> `verify.code.error`. */
  function useCode(account: string, purpose: string, code: string): void {
    const now = clock.now()
    const row = repo.activeCode(account, purpose, now)
    if (!row || row.attempts >= AUTH_LIMITS.codeMaxAttempts) {
      throw unprocessable('verify.code.error', 'The verification code is wrong or has expired')
    }
    if (!safeEqualHex(row.code_hash, codeHash(account, purpose, code))) {
      repo.recordCodeAttempt(row.id)
      throw unprocessable('verify.code.error', 'The verification code is wrong or has expired')
    }
    repo.consumeCode(row.id, now)
  }

  async function createUser(input: {
    kind: 'phone' | 'email'
    account: string
    password: string
    nickName?: string
    invitedBy?: number | null
  }): Promise<number> {
    const passwordHash = await hashPassword(input.password)
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

    async sendCode(body: SendCodeRequest, ip: string): Promise<SendCodeResult> {
      const account = parseAccount(body.accountType, body.account)
      const exists = repo.findUserByAccount(account) !== undefined
      if ((body.purpose === 'register' || body.purpose === 'bind') && exists) {
        throw conflict('register.account.exists', 'This account is already registered')
      }
      if (body.purpose === 'forget' && !exists) {
        throw notFound('account.not.found', 'No account with this phone number or e-mail address')
      }
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
      const code = newVerificationCode()
      repo.replaceCode({
        account,
        purpose: body.purpose,
        codeHash: codeHash(account, body.purpose, code),
        now,
        expiresAt: now + AUTH_LIMITS.codeTtlMs,
        ip,
      })
      await ctx.sender.send({
        channel: body.accountType === 'phone' ? 'sms' : 'email',
        to: account,
        subject: 'Your Bourse verification code',
        body: `Your Bourse verification code is ${code}. It expires in ${AUTH_LIMITS.codeTtlMs / MINUTE} minutes. If you did not ask for it, ignore this message.`,
        code,
      })
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
      checkPasswordStrength(body.password)
      checkPasswordsMatch(body.password, body.confirmPassword)
      if (repo.findUserByAccount(account)) {
        throw conflict('register.account.exists', 'This account is already registered')
      }
      let invitedBy: number | null = null
      const invite = body.inviteCode?.trim().toUpperCase()
      if (invite) {
        const inviter = repo.findUserByInviteCode(invite)
        if (!inviter)
          throw unprocessable('register.invite.invalid', 'The invitation code does not exist')
        invitedBy = inviter.id
      }
      useCode(account, 'register', body.verifyCode)
      try {
        await createUser({ kind: body.accountType, account, password: body.password, invitedBy })
      } catch (error) {
        // Two registrations racing for one account: the loser sees the same answer as above.
        if (
          error instanceof Error &&
          /UNIQUE/.test(error.message) &&
          repo.findUserByAccount(account)
        ) {
          throw conflict('register.account.exists', 'This account is already registered')
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
      const windowStart = now - AUTH_LIMITS.loginWindowMs
      const ipAttempts = repo.ipLoginAttemptsSince(ip, windowStart)
      if (ipAttempts.length >= AUTH_LIMITS.loginAttemptsPerIp) {
        const oldest = ipAttempts[ipAttempts.length - AUTH_LIMITS.loginAttemptsPerIp] ?? now
        throw tooMany(
          'rate.limited',
          'Too many sign-in attempts; try again later',
          oldest + AUTH_LIMITS.loginWindowMs - now,
        )
      }
      const lastSuccess = repo.lastLoginSuccess(account) ?? 0
      const failures = repo.loginFailuresSince(account, Math.max(windowStart, lastSuccess))
      if (failures.length >= AUTH_LIMITS.loginFailuresPerAccount) {
        const oldest = failures[failures.length - AUTH_LIMITS.loginFailuresPerAccount] ?? now
        throw tooMany(
          'rate.limited',
          'Too many failed sign-ins; try again later',
          oldest + AUTH_LIMITS.loginWindowMs - now,
        )
      }

      const user = repo.findUserByAccount(account)
      const ok = await verifyPassword(
        body.password,
        user?.password_hash ?? (await dummyPasswordHash()),
      )
      if (!user || !ok) {
        repo.recordLoginAttempt(account, ip, false, now)
        throw unauthorized('login.failed', 'Wrong account or password')
      }
      repo.recordLoginAttempt(account, ip, true, now)
      if (user.frozen === 1) throw forbidden('login.account.frozen', 'This account is frozen')

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
      if (!user || user.frozen === 1) return fail('login.user.not.login', 'Sign in first')
      // Last-seen is informational: a write per request would cost a commit on every call.
      if (now - session.last_seen_at >= 60_000) repo.touchSession(session.id, now)
      return { sessionId: session.id, userId: session.user_id, expiresAt: session.expires_at }
    },

    logout(session: SessionInfo | null): null {
      if (session) repo.deleteSession(session.sessionId)
      return null
    },

    async resetPassword(body: ResetPasswordRequest): Promise<null> {
      const account = parseAccount(body.accountType, body.account)
      checkPasswordStrength(body.password)
      checkPasswordsMatch(body.password, body.confirmPassword)
      const user = repo.findUserByAccount(account)
      if (!user)
        throw notFound('account.not.found', 'No account with this phone number or e-mail address')
      useCode(account, 'forget', body.verifyCode)
      const hash = await hashPassword(body.password)
      repo.transaction(() => {
        const now = clock.now()
        repo.setPassword(user.id, hash, now)
        repo.deleteUserSessions(user.id)
        // Whoever reset it may not be the owner: no money leaves for a day.
        repo.blockWithdrawals(user.id, now + WITHDRAWAL_BLOCK_MS, 'password_changed', now)
      })
      return null
    },

    /** Sets or changes the fund password, proven with the login password. */
    async setFundPassword(userId: number, body: FundPasswordRequest): Promise<null> {
      const user = repo.findUserById(userId)
      if (!user) throw unauthorized('login.user.not.login', 'Sign in first')
      if (!(await verifyPassword(body.password, user.password_hash)))
        throw unauthorized('login.failed', 'The login password is wrong')
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
      repo.setFundPassword(userId, await hashPassword(body.fundPassword), clock.now())
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

    /** Freezing ends every session, so a frozen user is signed out at once. */
    setFrozen(account: string, frozen: boolean): UserRow {
      const user = repo.findUserByAccount(normaliseAccount(guessAccountKind(account), account))
      if (!user) throw notFound('account.not.found', `No account ${account}`)
      repo.transaction(() => {
        repo.setFrozen(user.id, frozen, clock.now())
        if (frozen) repo.deleteUserSessions(user.id)
      })
      return { ...user, frozen: frozen ? 1 : 0 }
    },

    /** Drops sessions and attempts nobody can use any more. */
    housekeeping(): void {
      const now = clock.now()
      repo.purgeSessionsExpiredBefore(now - 30 * 24 * 60 * MINUTE)
      repo.purgeLoginAttemptsBefore(now - 24 * 60 * MINUTE)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
