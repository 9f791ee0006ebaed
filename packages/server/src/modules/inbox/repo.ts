import type { Db } from '../../db/connection'
import { unitOfWork } from '../../db/unitOfWork'

export interface InboxRow {
  id: number
  user_id: number
  kind: string
  params: string
  ref: string | null
  read: 0 | 1
  created_at: number
}

export function createInboxRepo(db: Db) {
  const uow = unitOfWork(db)
  const q = {
    insert: db.prepare<[number, string, string, string | null, number], InboxRow>(
      `INSERT INTO inbox_messages (user_id, kind, params, ref, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING RETURNING *`,
    ),
    count: db.prepare<[number, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM inbox_messages WHERE user_id = ? AND read <= ?',
    ),
    page: db.prepare<[number, number, number, number], InboxRow>(
      `SELECT * FROM inbox_messages WHERE user_id = ? AND read <= ?
       ORDER BY id DESC LIMIT ? OFFSET ?`,
    ),
    readAll: db.prepare<[number]>(
      'UPDATE inbox_messages SET read = 1 WHERE user_id = ? AND read = 0',
    ),
    readOne: db.prepare<[number, number]>(
      'UPDATE inbox_messages SET read = 1 WHERE user_id = ? AND id = ? AND read = 0',
    ),
  }
  return {
    /** The new message, or undefined when one with the same `ref` exists already. */
    insert: (userId: number, kind: string, params: string, ref: string | null, now: number) =>
      q.insert.get(userId, kind, params, ref, now),
    /** Messages of the user (only unread ones when `unreadOnly`), counted. */
    count: (userId: number, unreadOnly = false) => q.count.get(userId, unreadOnly ? 0 : 1)?.n ?? 0,
    page: (userId: number, unreadOnly: boolean, pageIndex: number, pageSize: number) =>
      q.page.all(userId, unreadOnly ? 0 : 1, pageSize, (pageIndex - 1) * pageSize),
    readAll: (userId: number) => q.readAll.run(userId).changes,
    read: (userId: number, ids: readonly number[]) =>
      uow.transaction(() => {
        let n = 0
        for (const id of ids) n += q.readOne.run(userId, id).changes
        return n
      }),
  }
}

export type InboxRepo = ReturnType<typeof createInboxRepo>
