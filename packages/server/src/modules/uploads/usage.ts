import type { Db } from '../../db/connection'

/**
 * The bytes a user keeps stored across every module's photos (verification photos and feedback
 * screenshots), from the sizes their rows record after metadata was stripped: one quota for all
 * uploads, so a user cannot fill the disk through the module with the laxer rules.
 */
export function createUploadUsage(db: Db): (userId: number) => number {
  const sum = db.prepare<[number, number], { bytes: number }>(
    `SELECT (SELECT COALESCE(SUM(size), 0) FROM kyc_photos WHERE user_id = ?)
          + (SELECT COALESCE(SUM(size), 0) FROM feedback_photos WHERE user_id = ?) AS bytes`,
  )
  return (userId) => sum.get(userId, userId)?.bytes ?? 0
}
