import {
  kycPhotoSlots,
  maskCertNumber,
  maskRealName,
  normaliseCertNumber,
  validateKycSubmission,
  type KycCertType,
  type KycImageType,
  type KycPhotoSlot,
} from '@bourse/rules/kyc'
import path from 'node:path'
import type { AppContext } from '../../context'
import type { RawBody } from '../../contract/handlers'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { ErrorCode } from '../../contract/types'
import { conflict, fieldRefused, notFound } from '../../errors'
import type { AuthRepo } from '../auth/repo'
import { startQueueJobs } from '../operator/queue'
import type { Notify } from '../inbox/service'
import { createPhotoStore, photoFile } from '../uploads/photos'
import type { KycPhotoRow, KycRepo, KycSubmissionRow } from './repo'

type KycStatus = DataOf<'kycStatus'>
type KycPhoto = DataOf<'kycPhotoUpload'>

const HOUR = 60 * 60_000
/** How often unsubmitted photos are looked for: a photo outlives its day by at most this. */
const HOUSEKEEPING_MS = HOUR
/** How often the operator's queued reviews are applied. */
const QUEUE_MS = 500
/** A photo no submission uses is removed after this long. */
export const UNSUBMITTED_PHOTO_TTL_MS = 24 * HOUR

/** While one waits for review or after approval, nothing may be uploaded or submitted. */
const LOCKED = new Set(['to_be_reviewed', 'authenticated'])

export type KycAction =
  | { kind: 'kyc.approve'; payload: { userId: number } }
  | { kind: 'kyc.reject'; payload: { userId: number; reason: string } }

/** Where photo files live: `<DATA_DIR>/kyc`, readable by the server's user only. */
export const KYC_PHOTO_FOLDER = 'kyc'

/** The stored file of a photo row (the id is 32 hex characters, so it cannot leave the folder). */
export const kycPhotoFile = (dataDir: string, row: Pick<KycPhotoRow, 'id'>): string =>
  photoFile(path.join(dataDir, KYC_PHOTO_FOLDER), row.id)

const photoOut = (row: KycPhotoRow): KycPhoto => ({
  photoId: row.id,
  slot: row.slot as KycPhotoSlot,
  type: row.type as KycImageType,
  size: row.size,
})

const SUBMIT_FIELDS: Record<string, string> = {
  'kyc.cert.type.missing': 'body.certType',
  'kyc.name.invalid': 'body.realName',
  'kyc.nationality.invalid': 'body.nationality',
  'kyc.cert.number.invalid': 'body.certNumber',
}

/**
 * Real-name verification (docs/adr/0012, "Verification"): photos judged by their bytes,
 * stripped of metadata and stored outside the site; submissions; the operator's reviews queued by
 * the admin CLI and applied here, each published to the user as a `user` event.
 */
export function createKycService(
  ctx: AppContext,
  repo: KycRepo,
  users: Pick<AuthRepo, 'findUserById'>,
  /** Tells the user's open pages their profile changed (auth's `publishUser`). */
  publishUser: (userId: number) => unknown,
  /** The message centre: the review's result is told there. */
  notify: Notify,
  /** Bytes the user keeps stored in all uploads, for the quota. */
  usedBytes: (userId: number) => number,
) {
  const { clock, config } = ctx
  const photos = createPhotoStore(config, KYC_PHOTO_FOLDER, usedBytes)

  function userRow(userId: number) {
    const user = users.findUserById(userId)
    if (!user) throw notFound('account.not.found', 'No such account')
    return user
  }

  function checkUnlocked(userId: number): void {
    if (LOCKED.has(userRow(userId).real_name_status))
      throw conflict(
        'kyc.locked',
        'Verification is waiting for review or already approved; it cannot be changed',
      )
  }

  function statusOut(row: KycSubmissionRow): KycStatus {
    const photos = [row.front, row.back, row.hand]
      .map((id) => (id ? repo.photo(id) : undefined))
      .filter((p): p is KycPhotoRow => p !== undefined)
      .map(photoOut)
    return {
      status: row.status as KycStatus['status'],
      certType: row.cert_type as KycCertType,
      realName: maskRealName(row.real_name),
      ...(row.nationality !== null ? { nationality: row.nationality } : {}),
      certNumber: maskCertNumber(row.cert_number),
      photos,
      submittedAt: row.submitted_at,
      ...(row.reviewed_at !== null ? { reviewedAt: row.reviewed_at } : {}),
      ...(row.status === 'review_failed' && row.reason ? { reason: row.reason } : {}),
    }
  }

  function removePhoto(row: KycPhotoRow): void {
    photos.remove(row.id)
    repo.deletePhoto(row.id)
  }

  /** Removes the photos no submission took within a day. */
  function housekeeping(): number {
    const stale = repo.staleUnsubmitted(clock.now() - UNSUBMITTED_PHOTO_TTL_MS)
    for (const row of stale) removePhoto(row)
    return stale.length
  }

  /** Decides the user's waiting submission; the result is the line the CLI prints. */
  function applyAction(action: KycAction): string {
    const { userId } = action.payload
    const latest = repo.latest(userId)
    if (!latest || latest.status !== 'to_be_reviewed')
      throw notFound('not.found', `User ${userId} has no verification waiting for review`)
    const approve = action.kind === 'kyc.approve'
    const status = approve ? 'authenticated' : 'review_failed'
    const reason = approve ? null : action.payload.reason
    if (!repo.review(latest.id, status, reason, clock.now()))
      throw conflict('kyc.locked', `Verification ${latest.id} was already decided`)
    repo.setUserStatus(userId, status)
    notify(
      userId,
      approve ? 'kyc_approved' : 'kyc_rejected',
      reason ? { reason } : {},
      `kyc:${latest.id}`,
    )
    return approve
      ? `verification ${latest.id} of user ${userId}: authenticated`
      : `verification ${latest.id} of user ${userId}: review failed (${reason ?? ''})`
  }

  // The queued reviews apply in id order, each once, and each user is told the outcome.
  const jobs = startQueueJobs<KycAction>({
    queue: repo,
    uow: ctx.uow,
    now: () => clock.now(),
    log: ctx.log,
    label: 'kyc',
    apply: applyAction,
    applied: (action) => publishUser(action.payload.userId),
    scheduler: ctx.scheduler,
    queueMs: QUEUE_MS,
    housekeeping,
    housekeepingMs: HOUSEKEEPING_MS,
  })

  return {
    ...jobs,

    /** Judges the bytes, removes metadata and stores the photo under a random name. */
    upload(userId: number, slot: KycPhotoSlot, body: Buffer): KycPhoto {
      checkUnlocked(userId)
      const created_at = clock.now()
      const photo = photos.store(userId, body, (p) =>
        repo.insertPhoto({ ...p, user_id: userId, slot, created_at }),
      )
      return photoOut({ ...photo, user_id: userId, slot, created_at, submission_id: null })
    },

    /** The owner's photo as bytes; anyone else is told it does not exist. */
    photo: (userId: number, photoId: string): RawBody => photos.serve(repo.photo(photoId), userId),

    submit(userId: number, body: BodyOf<'kycSubmit'>): KycStatus {
      checkUnlocked(userId)
      const photoIds: Record<KycPhotoSlot, string | undefined> = {
        front: body.frontPhotoId,
        back: body.backPhotoId,
        hand: body.handPhotoId,
      }
      const invalid = (code: ErrorCode, field: string, message: string) =>
        fieldRefused(field, code, message)
      const problem = validateKycSubmission({
        certType: body.certType,
        realName: body.realName,
        nationality: body.nationality,
        certNumber: body.certNumber,
        photos: photoIds,
      })
      if (problem) {
        const slot = kycPhotoSlots(body.certType ?? 'id_card').find((s) => !photoIds[s])
        const field = SUBMIT_FIELDS[problem] ?? `body.${slot ?? 'front'}PhotoId`
        throw invalid(problem, field, `The verification is incomplete or invalid (${problem})`)
      }
      const certType = body.certType as KycCertType
      const slots = kycPhotoSlots(certType)
      for (const slot of slots) {
        const photo = repo.photo(photoIds[slot] ?? '')
        if (!photo || photo.user_id !== userId || photo.slot !== slot)
          throw invalid(
            'kyc.photo.missing',
            `body.${slot}PhotoId`,
            `Upload the ${slot} photo first`,
          )
      }
      const row = ctx.uow.transaction(() => {
        const inserted = repo.insertSubmission({
          user_id: userId,
          cert_type: certType,
          real_name: body.realName.trim(),
          nationality: body.nationality as string,
          cert_number: normaliseCertNumber(body.certNumber),
          front: photoIds.front as string,
          back: slots.includes('back') ? (photoIds.back ?? null) : null,
          hand: photoIds.hand as string,
          submitted_at: clock.now(),
        })
        for (const slot of slots) repo.attachPhoto(photoIds[slot] as string, inserted.id)
        repo.setUserStatus(userId, 'to_be_reviewed')
        // The declared nationality is the user's at once (the account page shows it).
        repo.setUserNationality(userId, body.nationality as string)
        return inserted
      })
      publishUser(userId)
      return statusOut(row)
    },

    status(userId: number): KycStatus {
      const latest = repo.latest(userId)
      if (latest) return statusOut(latest)
      return { status: userRow(userId).real_name_status as KycStatus['status'] }
    },
  }
}

export type KycService = ReturnType<typeof createKycService>
