import type { Db } from '../../db/connection'
import { unitOfWork } from '../../db/unitOfWork'

export interface UserRow {
  id: number
  username: string
  phone: string | null
  email: string | null
  nick_name: string
  nationality: string | null
  password_hash: string
  fund_password_hash: string | null
  authenticator_secret: string | null
  /** A new secret waiting for a code from it (docs/adr/0012), and when it was made. */
  authenticator_pending_secret: string | null
  authenticator_pending_at: number | null
  /** The last accepted TOTP step: a code of that step or before is refused as a reuse. */
  authenticator_last_step: number | null
  /** How many passkeys the user has (migration 020). */
  passkey_count: number
  invite_code: string
  invited_by: number | null
  user_type: number
  credit_score: number
  real_name_status: string
  frozen: number
  has_recharge: number
  /** Withdrawals are refused until then (epoch ms), e.g. 24 h after a password reset. */
  withdrawals_blocked_until: number | null
  withdrawals_block_reason: string | null
  /** The anti-phishing phrase every mail and notice shows (migration 018). */
  anti_phishing: string | null
  created_at: number
  updated_at: number
}

export interface SessionRow {
  id: number
  user_id: number
  token_hash: string
  created_at: number
  expires_at: number
  last_seen_at: number
}

export interface CodeRow {
  id: number
  account: string
  purpose: string
  code_hash: string
  attempts: number
  created_at: number
  expires_at: number
  consumed_at: number | null
}

export interface NewUser {
  username: string
  phone: string | null
  email: string | null
  nickName: string
  passwordHash: string
  inviteCode: string
  invitedBy: number | null
  now: number
}

/** Storage for users, sessions and verification codes. Portable SQL only. */
export function createAuthRepo(db: Db) {
  const uow = unitOfWork(db)
  const q = {
    userByUsername: db.prepare<[string, string, string], UserRow>(
      'SELECT * FROM users WHERE username = ? OR phone = ? OR email = ?',
    ),
    userById: db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?'),
    userByInvite: db.prepare<[string], UserRow>('SELECT * FROM users WHERE invite_code = ?'),
    inviteTaken: db.prepare<[string], { n: number }>(
      'SELECT COUNT(*) AS n FROM users WHERE invite_code = ?',
    ),
    insertUser: db.prepare(
      `INSERT INTO users (username, phone, email, nick_name, password_hash, invite_code, invited_by, created_at, updated_at)
       VALUES (@username, @phone, @email, @nickName, @passwordHash, @inviteCode, @invitedBy, @now, @now)`,
    ),
    setPassword: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?'),
    upgradePasswordHash: db.prepare(
      'UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?',
    ),
    setFundPassword: db.prepare(
      'UPDATE users SET fund_password_hash = ?, updated_at = ? WHERE id = ?',
    ),
    blockWithdrawals: db.prepare(
      `UPDATE users SET withdrawals_blocked_until = ?, withdrawals_block_reason = ?, updated_at = ?
       WHERE id = ?`,
    ),
    setNickName: db.prepare('UPDATE users SET nick_name = ?, updated_at = ? WHERE id = ?'),
    setBinding: db.prepare(
      `UPDATE users SET phone = @phone, email = @email, username = @username, updated_at = @now
       WHERE id = @id`,
    ),
    setAuthenticatorPending: db.prepare(
      `UPDATE users SET authenticator_pending_secret = ?, authenticator_pending_at = ?,
        updated_at = ? WHERE id = ?`,
    ),
    setAuthenticator: db.prepare(
      `UPDATE users SET authenticator_secret = ?, authenticator_pending_secret = NULL,
        authenticator_pending_at = NULL, authenticator_last_step = ?, updated_at = ? WHERE id = ?`,
    ),
    setAuthenticatorStep: db.prepare(
      // Only forward: of two requests racing with codes of one step, one wins.
      `UPDATE users SET authenticator_last_step = ? WHERE id = ?
       AND (authenticator_last_step IS NULL OR authenticator_last_step < ?)`,
    ),
    setAntiPhishing: db.prepare('UPDATE users SET anti_phishing = ?, updated_at = ? WHERE id = ?'),
    setFrozen: db.prepare('UPDATE users SET frozen = ?, updated_at = ? WHERE id = ?'),
    setHasRecharge: db.prepare('UPDATE users SET has_recharge = 1, updated_at = ? WHERE id = ?'),
    listUsers: db.prepare<[number, number], UserRow>(
      'SELECT * FROM users ORDER BY id LIMIT ? OFFSET ?',
    ),

    insertSession: db.prepare(
      `INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at, ip, user_agent)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    sessionByHash: db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?'),
    touchSession: db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id = ?'),
    deleteSession: db.prepare('DELETE FROM sessions WHERE id = ?'),
    deleteUserSessions: db.prepare<[number], { id: number }>(
      'DELETE FROM sessions WHERE user_id = ? RETURNING id',
    ),
    deleteOtherSessions: db.prepare<[number, number], { id: number }>(
      'DELETE FROM sessions WHERE user_id = ? AND id != ? RETURNING id',
    ),
    purgeSessions: db.prepare('DELETE FROM sessions WHERE expires_at < ?'),

    latestCodeForAccount: db.prepare<[string], CodeRow>(
      'SELECT * FROM verification_codes WHERE account = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    ),
    activeCode: db.prepare<[string, string, number], CodeRow>(
      `SELECT * FROM verification_codes WHERE account = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ?
       ORDER BY id DESC LIMIT 1`,
    ),
    codesFromIpSince: db.prepare<[string, number], { n: number }>(
      `SELECT COUNT(*) AS n FROM verification_codes
       WHERE ip = ? AND created_at > ? AND purpose != 'stepup'`,
    ),
    retireCodes: db.prepare(
      'UPDATE verification_codes SET consumed_at = ? WHERE account = ? AND purpose = ? AND consumed_at IS NULL',
    ),
    insertCode: db.prepare(
      `INSERT INTO verification_codes (account, purpose, code_hash, created_at, expires_at, ip) VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    codeAttempt: db.prepare(
      'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ? AND attempts < ?',
    ),
    consumeCode: db.prepare(
      'UPDATE verification_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL',
    ),
  }

  return {
    findUserByAccount: (account: string) => q.userByUsername.get(account, account, account),
    findUserById: (id: number) => q.userById.get(id),
    findUserByInviteCode: (code: string) => q.userByInvite.get(code),
    inviteCodeTaken: (code: string) => (q.inviteTaken.get(code)?.n ?? 0) > 0,
    insertUser: (user: NewUser) => Number(q.insertUser.run(user).lastInsertRowid),
    setPassword: (userId: number, hash: string, now: number) =>
      q.setPassword.run(hash, now, userId),
    /** Replaces `old` by a costlier hash of the same password; a no-op if it changed meanwhile. */
    upgradePasswordHash: (userId: number, old: string, hash: string) =>
      q.upgradePasswordHash.run(hash, userId, old).changes === 1,
    setFundPassword: (userId: number, hash: string, now: number) =>
      q.setFundPassword.run(hash, now, userId),
    blockWithdrawals: (userId: number, until: number, reason: string, now: number) =>
      q.blockWithdrawals.run(until, reason, now, userId),
    setNickName: (userId: number, nickName: string, now: number) =>
      q.setNickName.run(nickName, now, userId),
    setBinding: (b: {
      id: number
      phone: string | null
      email: string | null
      username: string
      now: number
    }) => q.setBinding.run(b),
    setAuthenticatorPending: (userId: number, secret: string | null, now: number) =>
      q.setAuthenticatorPending.run(secret, secret === null ? null : now, now, userId),
    /** Binds (or with null removes) the authenticator, keeping the step its last code used. */
    setAuthenticator: (
      userId: number,
      secret: string | null,
      lastStep: number | null,
      now: number,
    ) => q.setAuthenticator.run(secret, lastStep, now, userId),
    /** Records an accepted step; false when a code of that step or later was accepted already. */
    useAuthenticatorStep: (userId: number, step: number) =>
      q.setAuthenticatorStep.run(step, userId, step).changes === 1,
    setAntiPhishing: (userId: number, phrase: string, now: number) =>
      q.setAntiPhishing.run(phrase, now, userId),
    setFrozen: (userId: number, frozen: boolean, now: number) =>
      q.setFrozen.run(frozen ? 1 : 0, now, userId),
    setHasRecharge: (userId: number, now: number) => q.setHasRecharge.run(now, userId),
    listUsers: (limit: number, offset: number) => q.listUsers.all(limit, offset),

    insertSession: (s: {
      userId: number
      tokenHash: string
      now: number
      expiresAt: number
      ip: string | null
      userAgent: string | null
    }) =>
      Number(
        q.insertSession.run(s.userId, s.tokenHash, s.now, s.expiresAt, s.now, s.ip, s.userAgent)
          .lastInsertRowid,
      ),
    findSessionByHash: (hash: string) => q.sessionByHash.get(hash),
    touchSession: (id: number, now: number) => q.touchSession.run(now, id),
    deleteSession: (id: number) => q.deleteSession.run(id),
    /** Ends every session of the user; returns their ids (their sockets are told). */
    deleteUserSessions: (userId: number) => q.deleteUserSessions.all(userId).map((row) => row.id),
    /** Ends the user's sessions but one; returns their ids (their sockets are told). */
    deleteOtherSessions: (userId: number, keepSessionId: number) =>
      q.deleteOtherSessions.all(userId, keepSessionId).map((row) => row.id),
    purgeSessionsExpiredBefore: (before: number) => q.purgeSessions.run(before).changes,

    latestCodeForAccount: (account: string) => q.latestCodeForAccount.get(account),
    activeCode: (account: string, purpose: string, now: number) =>
      q.activeCode.get(account, purpose, now),
    codesFromIpSince: (ip: string, since: number) => q.codesFromIpSince.get(ip, since)?.n ?? 0,
    replaceCode: (c: {
      account: string
      purpose: string
      codeHash: string
      now: number
      expiresAt: number
      ip: string
    }) =>
      uow.transaction(() => {
        q.retireCodes.run(c.now, c.account, c.purpose)
        q.insertCode.run(c.account, c.purpose, c.codeHash, c.now, c.expiresAt, c.ip)
      }),
    /** Counts a guess at a code unless it has had `max` already; false = the code is used up. */
    countCodeAttempt: (id: number, max: number) => q.codeAttempt.run(id, max).changes === 1,
    /** Consumes a code once; false when another request consumed it first. */
    consumeCode: (id: number, now: number) => q.consumeCode.run(now, id).changes === 1,
  }
}

export type AuthRepo = ReturnType<typeof createAuthRepo>
