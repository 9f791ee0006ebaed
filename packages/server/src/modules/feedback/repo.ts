import type { Db } from '../../db/connection'
import { createOperatorQueue } from '../operator/queue'

export interface FeedbackPhotoRow {
  id: string
  user_id: number
  type: string
  size: number
  created_at: number
}

export interface FeedbackRow {
  id: number
  user_id: number
  client_id: string
  category: string
  content: string
  photo_id: string | null
  status: string
  reply: string | null
  replied_at: number | null
  created_at: number
}

export type NewFeedback = Pick<
  FeedbackRow,
  'user_id' | 'client_id' | 'category' | 'content' | 'photo_id' | 'created_at'
>

export function createFeedbackRepo(db: Db) {
  const q = {
    insertPhoto: db.prepare(
      `INSERT INTO feedback_photos (id, user_id, type, size, created_at)
       VALUES (@id, @user_id, @type, @size, @created_at)`,
    ),
    photo: db.prepare<[string], FeedbackPhotoRow>('SELECT * FROM feedback_photos WHERE id = ?'),
    unusedBefore: db.prepare<[number], FeedbackPhotoRow>(
      `SELECT p.* FROM feedback_photos p
       WHERE p.created_at < ? AND NOT EXISTS (SELECT 1 FROM feedback f WHERE f.photo_id = p.id)`,
    ),
    deletePhoto: db.prepare('DELETE FROM feedback_photos WHERE id = ?'),
    insert: db.prepare(
      `INSERT INTO feedback (user_id, client_id, category, content, photo_id, created_at)
       VALUES (@user_id, @client_id, @category, @content, @photo_id, @created_at)`,
    ),
    byId: db.prepare<[number], FeedbackRow>('SELECT * FROM feedback WHERE id = ?'),
    byClientId: db.prepare<[number, string], FeedbackRow>(
      'SELECT * FROM feedback WHERE user_id = ? AND client_id = ?',
    ),
    page: db.prepare<[number, number, number], FeedbackRow>(
      'SELECT * FROM feedback WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    ),
    count: db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?',
    ),
    recent: db.prepare<[{ open: number; limit: number }], FeedbackRow>(
      `SELECT * FROM feedback WHERE (@open = 0 OR status = 'open') ORDER BY id DESC LIMIT @limit`,
    ),
    reply: db.prepare(
      `UPDATE feedback SET status = 'replied', reply = ?, replied_at = ? WHERE id = ?`,
    ),
  }

  return {
    insertPhoto: (row: FeedbackPhotoRow) => q.insertPhoto.run(row),
    photo: (id: string) => q.photo.get(id),
    /** Photos older than `before` that no feedback uses. */
    unusedPhotos: (before: number) => q.unusedBefore.all(before),
    deletePhoto: (id: string) => q.deletePhoto.run(id),
    insert(row: NewFeedback): FeedbackRow {
      const id = Number(q.insert.run(row).lastInsertRowid)
      return q.byId.get(id) as FeedbackRow
    },
    feedback: (id: number) => q.byId.get(id),
    byClientId: (userId: number, clientId: string) => q.byClientId.get(userId, clientId),
    page: (userId: number, limit: number, offset: number) => q.page.all(userId, limit, offset),
    count: (userId: number) => q.count.get(userId)?.n ?? 0,
    /** Newest feedback of every user (the open ones only with `open`), for the admin CLI. */
    recent: (open: boolean, limit: number) => q.recent.all({ open: open ? 1 : 0, limit }),
    reply: (id: number, text: string, now: number) => q.reply.run(text, now, id).changes === 1,

    /** The queue of operator replies for the running server. */
    ...createOperatorQueue(db, 'feedback_actions'),
  }
}

export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>
