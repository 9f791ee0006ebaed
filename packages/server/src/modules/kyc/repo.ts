import type { Db } from '../../db/connection'
import { createOperatorQueue } from '../operator/queue'

export interface KycPhotoRow {
  id: string
  user_id: number
  slot: string
  type: string
  size: number
  created_at: number
  submission_id: number | null
}

export interface KycSubmissionRow {
  id: number
  user_id: number
  cert_type: string
  real_name: string
  /** ISO 3166-1 alpha-2; null on submissions made before it was asked. */
  nationality: string | null
  cert_number: string
  front: string
  back: string | null
  hand: string
  status: string
  reason: string | null
  submitted_at: number
  reviewed_at: number | null
}

export type NewSubmission = Omit<KycSubmissionRow, 'id' | 'status' | 'reason' | 'reviewed_at'>

export function createKycRepo(db: Db) {
  const q = {
    insertPhoto: db.prepare(
      `INSERT INTO kyc_photos (id, user_id, slot, type, size, created_at)
       VALUES (@id, @user_id, @slot, @type, @size, @created_at)`,
    ),
    photo: db.prepare<[string], KycPhotoRow>('SELECT * FROM kyc_photos WHERE id = ?'),
    staleUnsubmitted: db.prepare<[number], KycPhotoRow>(
      'SELECT * FROM kyc_photos WHERE submission_id IS NULL AND created_at < ?',
    ),
    deletePhoto: db.prepare('DELETE FROM kyc_photos WHERE id = ?'),
    attachPhoto: db.prepare('UPDATE kyc_photos SET submission_id = ? WHERE id = ?'),
    insertSubmission: db.prepare(
      `INSERT INTO kyc_submissions
         (user_id, cert_type, real_name, nationality, cert_number, front, back, hand, status,
          submitted_at)
       VALUES (@user_id, @cert_type, @real_name, @nationality, @cert_number, @front, @back, @hand,
         'to_be_reviewed', @submitted_at)`,
    ),
    submission: db.prepare<[number], KycSubmissionRow>(
      'SELECT * FROM kyc_submissions WHERE id = ?',
    ),
    latest: db.prepare<[number], KycSubmissionRow>(
      'SELECT * FROM kyc_submissions WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    ),
    byStatus: db.prepare<[string, number], KycSubmissionRow>(
      'SELECT * FROM kyc_submissions WHERE status = ? ORDER BY id LIMIT ?',
    ),
    review: db.prepare(
      `UPDATE kyc_submissions SET status = ?, reason = ?, reviewed_at = ?
       WHERE id = ? AND status = 'to_be_reviewed'`,
    ),
    setUserStatus: db.prepare('UPDATE users SET real_name_status = ? WHERE id = ?'),
    setUserNationality: db.prepare('UPDATE users SET nationality = ? WHERE id = ?'),
  }

  return {
    insertPhoto: (row: Omit<KycPhotoRow, 'submission_id'>) => q.insertPhoto.run(row),
    photo: (id: string) => q.photo.get(id),
    staleUnsubmitted: (before: number) => q.staleUnsubmitted.all(before),
    deletePhoto: (id: string) => q.deletePhoto.run(id),
    attachPhoto: (id: string, submissionId: number) => q.attachPhoto.run(submissionId, id),
    insertSubmission(row: NewSubmission): KycSubmissionRow {
      const id = Number(q.insertSubmission.run(row).lastInsertRowid)
      return q.submission.get(id) as KycSubmissionRow
    },
    submission: (id: number) => q.submission.get(id),
    latest: (userId: number) => q.latest.get(userId),
    byStatus: (status: string, limit: number) => q.byStatus.all(status, limit),
    /** Decides a waiting submission; false when it was not waiting any more. */
    review: (id: number, status: string, reason: string | null, now: number) =>
      q.review.run(status, reason, now, id).changes === 1,
    setUserStatus: (userId: number, status: string) => q.setUserStatus.run(status, userId),
    setUserNationality: (userId: number, code: string) => q.setUserNationality.run(code, userId),

    /** The queue of operator reviews for the running server. */
    ...createOperatorQueue(db, 'kyc_actions'),
  }
}

export type KycRepo = ReturnType<typeof createKycRepo>
