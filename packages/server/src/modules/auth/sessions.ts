import type { SessionInfo } from '../../contract/handlers'
import type {
  LoginRequest,
  LoginResult,
  RegisterRequest,
  ResetPasswordRequest,
} from '../../contract/types'
import { fieldError, unauthorized, unprocessable } from '../../errors'
import {
  checkPasswordStrength,
  checkPasswordsMatch,
  guessAccountKind,
  maskAccount,
  normaliseAccount,
  parseAccount,
} from './account'
import { settle } from './attempts'
import { channelUnavailable, codeError } from './codes'
import type { Codes } from './codes'
import { describeDevice } from './devices'
import type { DevicesRepo, SignInResult } from './devices'
import type { SecurityNotices } from './notices'
import { newInviteCode, newSessionToken, sha256 } from './password'
import type { UserRow } from './repo'
import { acceptAuthenticatorCode } from './security'
import { passwordSlot, toUserInfo } from './users'
import type { AuthParts } from './users'

const MINUTE = 60_000

/**
 * Accounts and their sessions: registering with a code, signing in (with the authenticator when
 * bound), resolving tickets, signing out and resetting a forgotten password.
 */
export function createSessions(
  { ctx, repo, guards, users }: AuthParts,
  codes: Codes,
  devices: Pick<DevicesRepo, 'recordSignIn' | 'successfulAgents'>,
  notices: Pick<SecurityNotices, 'securityChanged' | 'newDeviceSignIn'>,
) {
  const { clock } = ctx
  const { passwords, attempts } = guards
  const { sessionsEnded } = users
  const { signupOffered, useCode } = codes
  const ttlMs = ctx.config.sessionTtlHours * 60 * MINUTE

  async function uniqueInviteCode(): Promise<string> {
    for (;;) {
      const code = newInviteCode()
      if (!repo.inviteCodeTaken(code)) return code
    }
  }

  /** Accepts an authenticator code, under the per-user limit shared by every place that asks. */
  function acceptLimitedAuthenticatorCode(user: UserRow, code: string, now: number): boolean {
    const attempt = attempts.reserve('authenticator', String(user.id), now)
    const accepted = acceptAuthenticatorCode(repo, user, code, clock)
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

  async function register(body: RegisterRequest): Promise<{ username: string }> {
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
  }

  async function login(
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
    const agent = userAgent?.slice(0, 256) ?? null
    // The account's own history: what was tried on it, from where (an unknown account has none).
    const record = (result: SignInResult) =>
      user && devices.recordSignIn({ userId: user.id, account, ip, userAgent: agent, result, now })
    if (!user || !ok) {
      record('password_wrong')
      throw unauthorized('login.failed', 'Wrong account or password')
    }
    if (user.authenticator_secret !== null) {
      // The password was right: the form now asks for the code, limited on its own.
      if (!body.authenticatorCode)
        throw unauthorized('login.authenticator.required', 'Enter the authenticator code')
      if (!acceptLimitedAuthenticatorCode(user, body.authenticatorCode, now)) {
        record('authenticator_wrong')
        throw unauthorized('authenticator.code.error', 'The authenticator code is wrong')
      }
    }
    await upgradePasswordHash(user, body.password)
    // A frozen account signs in and looks; money-moving calls refuse it (checkAccount).
    return openSession(user, { account, ip, userAgent: agent })
  }

  /**
   * Opens a session for a user who proved who they are (password and factor, or a passkey):
   * records the sign-in and, from a browser and system the account never signed in from,
   * sends the new-device notice.
   */
  function openSession(
    user: UserRow,
    from: { account: string; ip: string; userAgent: string | null },
  ): LoginResult {
    const now = clock.now()
    const device = describeDevice(from.userAgent)
    const agents = devices.successfulAgents(user.id)
    // Each distinct user agent is read once (the history holds at most 30, mostly repeats).
    const earlier = [...new Set(agents)].map(describeDevice)
    const seen = earlier.some((d) => d.browser === device.browser && d.os === device.os)
    const token = newSessionToken()
    const expiresAt = now + ttlMs
    ctx.uow.transaction(() => {
      repo.insertSession({
        userId: user.id,
        tokenHash: sha256(token),
        now,
        expiresAt,
        ip: from.ip,
        userAgent: from.userAgent,
      })
      devices.recordSignIn({ userId: user.id, ...from, result: 'success', now })
      // The first sign-in of an account has nothing to compare with.
      if (earlier.length > 0 && !seen) notices.newDeviceSignIn(user, device, from.ip)
    })
    return { token, expiresAt, user: toUserInfo(user) }
  }

  /** Resolves a ticket; `required` decides whether a missing or bad ticket is an error. */
  function authenticate(ticket: string | undefined, required: boolean): SessionInfo | null {
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
  }

  function logout(session: SessionInfo | null): null {
    if (session) {
      repo.deleteSession(session.sessionId)
      sessionsEnded(session.userId, [session.sessionId])
    }
    return null
  }

  async function resetPassword(body: ResetPasswordRequest): Promise<null> {
    const account = parseAccount(body.accountType, body.account)
    checkPasswordStrength(body.password)
    checkPasswordsMatch(body.password, body.confirmPassword)
    // An unknown account was sent no code, so it fails here like a wrong code (issue #17).
    useCode(account, 'forget', body.verifyCode)
    const user = repo.findUserByAccount(account)
    if (!user) throw codeError()
    const hash = await passwords.hash(body.password)
    ctx.uow.transaction(() => {
      repo.setPassword(user.id, hash, clock.now())
      sessionsEnded(user.id, repo.deleteUserSessions(user.id))
      // Whoever reset it may not be the owner: no money leaves for a day, and the owner hears.
      notices.securityChanged(user, 'password_reset')
    })
    return null
  }

  return { createUser, register, login, openSession, authenticate, logout, resetPassword }
}
