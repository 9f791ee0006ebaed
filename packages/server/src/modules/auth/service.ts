import type { AppContext } from '../../context'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import type { UserInfo } from '../../contract/types'
import { conflict, fieldRefused, notFound, unauthorized } from '../../errors'
import { guessAccountKind, normaliseAccount, parseAccount } from './account'
import { createCodes } from './codes'
import { createDevices, createDevicesRepo } from './devices'
import type { AuthGuards } from './guards'
import type { AuthRepo, UserRow } from './repo'
import { createFreezeLinksRepo, createSecurityNotices } from './notices'
import type { NoticeDeps } from './notices'
import { createSecurity } from './security'
import { createSessions } from './sessions'
import { createStepUp, createStepUpRepo } from './stepUp'
import type { PasskeyFactor } from './stepUp'
import { createUserKit, NICKNAME_MAX, toUserInfo } from './users'

const MINUTE = 60_000

export { AUTH_LIMITS } from './limits'
export { codeDigest } from './codes'
export { acceptAuthenticatorCode, AUTHENTICATOR_SETUP_MS, WITHDRAWAL_BLOCK_MS } from './security'
export { NICKNAME_MAX, safetyLevelOf, toUserInfo } from './users'

/**
 * Accounts, sessions, verification codes and second factors; this wires the
 * parts and keeps the profile commands.
 */
export function createAuthService(
  ctx: AppContext,
  repo: AuthRepo,
  guards: AuthGuards,
  /** What auth reaches that is built after it: the message centre, freezes, passkeys. */
  later: () => NoticeDeps & { passkeys: PasskeyFactor | null },
) {
  const { clock } = ctx
  const { attempts } = guards
  const users = createUserKit(ctx, repo)
  const { userRow, publishUser } = users
  const codes = createCodes(ctx, repo)
  const { useCode } = codes
  const parts = { ctx, repo, guards, users }
  const devicesRepo = createDevicesRepo(ctx.db)
  const notices = createSecurityNotices(parts, createFreezeLinksRepo(ctx.db), later)
  const { securityChanged } = notices
  const stepUp = createStepUp(parts, codes, createStepUpRepo(ctx.db), () => later().passkeys)
  const sessions = createSessions(parts, codes, devicesRepo, notices)
  const devices = createDevices(parts, devicesRepo)
  const security = createSecurity(parts, stepUp, notices)

  return {
    createUser: sessions.createUser,

    /** Finds a user by phone, e-mail or username, normalised like login does. */
    findUser: (account: string) =>
      repo.findUserByAccount(normaliseAccount(guessAccountKind(account), account)),

    listUsers: (limit = 100, offset = 0) => repo.listUsers(limit, offset),
    sendCode: codes.sendCode,
    register: sessions.register,
    login: sessions.login,
    openSession: sessions.openSession,
    authenticate: sessions.authenticate,
    logout: sessions.logout,
    resetPassword: sessions.resetPassword,
    setFundPassword: security.setFundPassword,
    listSessions: devices.listSessions,
    revokeSession: devices.revokeSession,
    revokeOtherSessions: devices.revokeOtherSessions,
    listSignIns: devices.listSignIns,
    /** Records a sign-in in the account's history (passkey sign-ins record their failures). */
    recordSignIn: devicesRepo.recordSignIn,
    /** The auth parts other sign-in paths build on (passkeys). */
    parts,
    stepUpStart: stepUp.start,
    stepUpSendCode: stepUp.sendCode,
    stepUp: stepUp.confirm,
    /** The gate every security change passes, for the modules outside auth (passkeys, wallet). */
    stepUpGate: { check: stepUp.check, consume: stepUp.consume },
    securityChanged,
    freezeByLink: notices.freezeByLink,
    setAntiPhishing: security.setAntiPhishing,

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
        throw fieldRefused(
          'body.nickName',
          'nickname.invalid',
          `Use 1 to ${NICKNAME_MAX} characters without control characters`,
        )
      }
      repo.setNickName(userId, nickName, clock.now())
      return publishUser(userId)
    },

    /**
     * Binds or replaces the phone number or e-mail: a step-up of this session, and a `bind`
     * code sent to the new address.
     */
    bindAccount(session: SessionInfo, body: BodyOf<'bindAccount'>): UserInfo {
      const { userId } = session
      stepUp.check(session, body.stepUpToken)
      const user = userRow(userId)
      const account = parseAccount(body.accountType, body.account)
      const taken = () => conflict('register.account.exists', 'This account is already registered')
      // An address another account uses was sent no code: it fails here like a wrong code.
      useCode(account, 'bind', body.verifyCode)
      // Taken since its code was sent; only the address's owner, who has the code, learns it.
      if (repo.findUserByAccount(account)) throw taken()
      const old = body.accountType === 'phone' ? user.phone : user.email
      try {
        ctx.uow.transaction(() => {
          stepUp.consume(session, body.stepUpToken)
          repo.setBinding({
            id: userId,
            phone: body.accountType === 'phone' ? account : user.phone,
            email: body.accountType === 'email' ? account : user.email,
            // Users sign in with what they signed up with: when that is replaced, the name follows.
            username: old !== null && user.username === old ? account : user.username,
            now: clock.now(),
          })
          // Told to the contacts the account had before: the new one is not yet the owner's.
          securityChanged(user, body.accountType === 'phone' ? 'phone_bound' : 'email_bound')
        })
      } catch (error) {
        if (error instanceof Error && /UNIQUE/.test(error.message)) throw taken()
        throw error
      }
      return publishUser(userId)
    },
    changePassword: security.changePassword,
    authenticatorSetup: security.authenticatorSetup,
    authenticatorEnable: security.authenticatorEnable,
    authenticatorDisable: security.authenticatorDisable,

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
      stepUp.purgeBefore(now)
      notices.purgeBefore(now)
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
