import type { Db } from '../../db/connection'
import type { OutgoingMessage } from './sender'

export interface OutboxRow {
  id: number
  channel: 'sms' | 'email'
  recipient: string
  subject: string
  body: string
  code: string | null
  created_at: number
}

export function createOutboxRepo(db: Db) {
  const insert = db.prepare(
    'INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const newest = db.prepare<[number], OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?')
  const newestTo = db.prepare<[string, number], OutboxRow>(
    'SELECT * FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?',
  )
  return {
    insert: (m: OutgoingMessage, now: number) =>
      Number(insert.run(m.channel, m.to, m.subject, m.body, m.code ?? null, now).lastInsertRowid),
    /** Newest first. */
    list: (to: string | undefined, limit = 50) =>
      to ? newestTo.all(to, limit) : newest.all(limit),
  }
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>
