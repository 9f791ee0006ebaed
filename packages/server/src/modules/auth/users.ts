import type { AppContext } from '../../context'
import type { SafetyLevel, UserInfo, UserStreamEvent } from '../../contract/types'
import { unauthorized } from '../../errors'
import { sessionsEndedChannel } from '../../ws/socket'
import type { SessionsEnded } from '../../ws/socket'
import type { AttemptSlot } from './attempts'
import type { AuthGuards } from './guards'
import type { AuthRepo, UserRow } from './repo'

export const NICKNAME_MAX = 20

/**
 * Login-password attempts are counted per user, whichever of its names was typed, and per typed
 * account when no user has it (so unknown accounts are limited alike).
 */
export const passwordSlot = (user: UserRow | undefined, account: string): AttemptSlot => ({
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
    antiPhishing: user.anti_phishing,
    hasRecharge: user.has_recharge === 1,
    createdAt: user.created_at,
  }
}

/** The user reads and pushes that every part of auth shares. */
export function createUserKit(ctx: AppContext, repo: AuthRepo) {
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

  return { userRow, sessionsEnded, publishUser }
}

export type UserKit = ReturnType<typeof createUserKit>

/** What the parts of auth (sessions, security) are built from. */
export interface AuthParts {
  ctx: AppContext
  repo: AuthRepo
  guards: AuthGuards
  users: UserKit
}
