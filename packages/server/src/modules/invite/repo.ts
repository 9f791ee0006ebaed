import type { Db } from '../../db/connection'

/** An invited user as the records show them, with the code they registered with. */
export interface InviteeRow {
  username: string
  real_name_status: string
  created_at: number
  code: string
}

/**
 * Who registered with whose invitation code (`users.invited_by`, set by registration): level 1
 * with the user's own code, level 2 with the code of someone of level 1.
 */
export function createInviteRepo(db: Db) {
  const q = {
    code: db.prepare<[number], { invite_code: string }>(
      'SELECT invite_code FROM users WHERE id = ?',
    ),
    count1: db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM users WHERE invited_by = ?',
    ),
    count2: db.prepare<[number], { n: number }>(
      `SELECT COUNT(*) AS n FROM users u2 JOIN users u1 ON u2.invited_by = u1.id
       WHERE u1.invited_by = ?`,
    ),
    page1: db.prepare<[number, number, number], InviteeRow>(
      `SELECT u1.username, u1.real_name_status, u1.created_at, me.invite_code AS code
       FROM users u1 JOIN users me ON u1.invited_by = me.id
       WHERE me.id = ? ORDER BY u1.created_at DESC, u1.id DESC LIMIT ? OFFSET ?`,
    ),
    page2: db.prepare<[number, number, number], InviteeRow>(
      `SELECT u2.username, u2.real_name_status, u2.created_at, u1.invite_code AS code
       FROM users u2 JOIN users u1 ON u2.invited_by = u1.id
       WHERE u1.invited_by = ? ORDER BY u2.created_at DESC, u2.id DESC LIMIT ? OFFSET ?`,
    ),
  }
  return {
    code: (userId: number) => q.code.get(userId)?.invite_code,
    count: (userId: number, level: 1 | 2) =>
      (level === 1 ? q.count1 : q.count2).get(userId)?.n ?? 0,
    page: (userId: number, level: 1 | 2, limit: number, offset: number) =>
      (level === 1 ? q.page1 : q.page2).all(userId, limit, offset),
  }
}

export type InviteRepo = ReturnType<typeof createInviteRepo>
