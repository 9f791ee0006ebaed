import Bowser from 'bowser'
import type { Db } from '../../db/connection'
import type { SessionInfo } from '../../contract/handlers'
import type { SessionDevice, SignInRecord } from '../../contract/types'
import { notFound, unprocessable } from '../../errors'
import type { AuthParts } from './users'

/** How many sign-ins the history keeps per user. */
export const SIGN_IN_HISTORY = 30

export type SignInResult = SignInRecord['result']

interface DeviceSessionRow {
  id: number
  created_at: number
  last_seen_at: number
  ip: string | null
  user_agent: string | null
}

interface SignInRow {
  created_at: number
  ip: string
  user_agent: string | null
  result: SignInResult
}

/** Browser (name and major version) and system read off a user agent; empty when unknown. */
export function describeDevice(userAgent: string | null | undefined): {
  browser: string
  os: string
} {
  if (!userAgent) return { browser: '', os: '' }
  const { browser, os } = Bowser.parse(userAgent)
  const major = browser.version?.split('.')[0]
  return {
    browser: [browser.name, major].filter(Boolean).join(' '),
    os: os.name ?? '',
  }
}

/** The sessions and sign-ins a user sees (portable SQL). */
export function createDevicesRepo(db: Db) {
  const q = {
    sessions: db.prepare<[number, number], DeviceSessionRow>(
      `SELECT id, created_at, last_seen_at, ip, user_agent FROM sessions
       WHERE user_id = ? AND expires_at > ? ORDER BY last_seen_at DESC, id DESC`,
    ),
    deleteSession: db.prepare<[number, number]>(
      'DELETE FROM sessions WHERE id = ? AND user_id = ?',
    ),
    insertSignIn: db.prepare(
      `INSERT INTO login_attempts (account, ip, success, created_at, user_id, user_agent, result)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    pruneSignIns: db.prepare<[number, number, number]>(
      `DELETE FROM login_attempts WHERE user_id = ? AND id NOT IN
       (SELECT id FROM login_attempts WHERE user_id = ? ORDER BY id DESC LIMIT ?)`,
    ),
    successfulAgents: db.prepare<[number], { user_agent: string | null }>(
      `SELECT user_agent FROM login_attempts WHERE user_id = ? AND result = 'success'`,
    ),
    signIns: db.prepare<[number, number], SignInRow>(
      `SELECT created_at, ip, user_agent, result FROM login_attempts
       WHERE user_id = ? ORDER BY id DESC LIMIT ?`,
    ),
  }
  return {
    liveSessions: (userId: number, now: number) => q.sessions.all(userId, now),
    /** Deletes the user's session; false when the user has no session with this id. */
    deleteSession: (userId: number, sessionId: number) =>
      q.deleteSession.run(sessionId, userId).changes > 0,
    recordSignIn(s: {
      userId: number
      account: string
      ip: string
      userAgent: string | null
      result: SignInResult
      now: number
    }): void {
      q.insertSignIn.run(
        s.account,
        s.ip,
        s.result === 'success' ? 1 : 0,
        s.now,
        s.userId,
        s.userAgent,
        s.result,
      )
      q.pruneSignIns.run(s.userId, s.userId, SIGN_IN_HISTORY)
    },
    signIns: (userId: number) => q.signIns.all(userId, SIGN_IN_HISTORY),
    /** The user agents of the account's successful sign-ins still in its history. */
    successfulAgents: (userId: number) => q.successfulAgents.all(userId).map((r) => r.user_agent),
  }
}

export type DevicesRepo = ReturnType<typeof createDevicesRepo>

/**
 * The devices page of the account (issue #18): the signed-in sessions with the device each came
 * from, signing one or all others out (their calls and sockets end at once), and the last
 * sign-ins.
 */
export function createDevices({ ctx, repo, users }: AuthParts, devices: DevicesRepo) {
  const { clock } = ctx
  const { sessionsEnded } = users

  function listSessions(session: SessionInfo): SessionDevice[] {
    return devices.liveSessions(session.userId, clock.now()).map((row) => ({
      id: String(row.id),
      ...describeDevice(row.user_agent),
      ip: row.ip,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === session.sessionId,
    }))
  }

  function revokeSession(session: SessionInfo, body: { sessionId: string }): null {
    const id = /^\d{1,15}$/.test(body.sessionId) ? Number(body.sessionId) : NaN
    if (id === session.sessionId)
      throw unprocessable('session.current', 'This is the session you are using: sign out instead')
    if (!Number.isSafeInteger(id) || !devices.deleteSession(session.userId, id))
      throw notFound('session.not.found', 'No such session')
    sessionsEnded(session.userId, [id])
    return null
  }

  function revokeOtherSessions(session: SessionInfo): { ended: number } {
    const ended = repo.deleteOtherSessions(session.userId, session.sessionId)
    sessionsEnded(session.userId, ended)
    return { ended: ended.length }
  }

  function listSignIns(session: SessionInfo): SignInRecord[] {
    return devices.signIns(session.userId).map((row) => ({
      time: row.created_at,
      ip: row.ip,
      ...describeDevice(row.user_agent),
      result: row.result,
    }))
  }

  return { listSessions, revokeSession, revokeOtherSessions, listSignIns }
}
