import type {
  Feedback,
  FeedbackCategory,
  FeedbackPage,
  FeedbackSubmitRequest,
  UploadedPhoto,
} from '@bourse/api-client'
import type { AppContext } from '../../context'
import type { RawBody } from '../../contract/handlers'
import type { ErrorCode } from '../../contract/types'
import { fieldRefused, notFound } from '../../errors'
import type { Notify } from '../inbox/service'
import { startQueueJobs } from '../operator/queue'
import { createPhotoStore } from '../uploads/photos'
import type { FeedbackRepo, FeedbackRow } from './repo'

const HOUR = 60 * 60_000
/** How often the operator's queued replies are applied. */
const QUEUE_MS = 500
/** A screenshot no feedback uses is removed after this long (looked for hourly). */
export const UNUSED_PHOTO_TTL_MS = 24 * HOUR
/** Where screenshots live: `<DATA_DIR>/feedback`. */
export const FEEDBACK_PHOTO_FOLDER = 'feedback'

/** A feedback's text, trimmed, has this many characters at least and at most. */
export const FEEDBACK_MIN_CHARS = 10
export const FEEDBACK_MAX_CHARS = 2000
/** The operator's reply has at most this many characters. */
export const REPLY_MAX_CHARS = 2000

export type FeedbackAction = { kind: 'feedback.reply'; payload: { id: number; text: string } }

const chars = (text: string) => [...text].length

const feedbackOut = (row: FeedbackRow): Feedback => ({
  id: String(row.id),
  category: row.category as FeedbackCategory,
  content: row.content,
  ...(row.photo_id !== null ? { photoId: row.photo_id } : {}),
  status: row.status as Feedback['status'],
  ...(row.reply !== null ? { reply: row.reply } : {}),
  ...(row.replied_at !== null ? { repliedAt: row.replied_at } : {}),
  createdAt: row.created_at,
})

const invalid = (code: ErrorCode, field: string, message: string) =>
  fieldRefused(field, code, message)

/**
 * Users' feedback with an optional screenshot (the verification photo rules), and the operator's
 * replies: queued by the admin CLI, applied here and told in the user's message centre.
 */
export function createFeedbackService(
  ctx: Pick<AppContext, 'clock' | 'config' | 'scheduler' | 'log' | 'uow'>,
  repo: FeedbackRepo,
  /** The message centre: a reply is told there. */
  notify: Notify,
  /** Bytes the user keeps stored in all uploads, for the quota. */
  usedBytes: (userId: number) => number,
) {
  const { clock, config } = ctx
  const photos = createPhotoStore(config, FEEDBACK_PHOTO_FOLDER, usedBytes)

  /** Removes the screenshots no feedback took within a day. */
  function housekeeping(): number {
    const stale = repo.unusedPhotos(clock.now() - UNUSED_PHOTO_TTL_MS)
    for (const row of stale) {
      photos.remove(row.id)
      repo.deletePhoto(row.id)
    }
    return stale.length
  }

  /** Records the reply and tells the user; the result is the line the CLI prints. */
  function applyAction(action: FeedbackAction): string {
    const { id, text } = action.payload
    const row = repo.feedback(id)
    if (!row) throw notFound('not.found', `No feedback ${id}`)
    const now = clock.now()
    repo.reply(id, text, now)
    notify(row.user_id, 'feedback_replied', { category: row.category }, `feedback:${id}:${now}`)
    return `feedback ${id} of user ${row.user_id}: replied`
  }

  const jobs = startQueueJobs<FeedbackAction>({
    queue: repo,
    uow: ctx.uow,
    now: () => clock.now(),
    log: ctx.log,
    label: 'feedback',
    apply: applyAction,
    scheduler: ctx.scheduler,
    queueMs: QUEUE_MS,
    housekeeping,
    housekeepingMs: HOUR,
  })

  return {
    ...jobs,
    /** Where the screenshots are (for the admin CLI). */
    photoFile: (id: string) => photos.file(id),

    /** Judges the bytes, removes metadata and stores the screenshot under a random name. */
    upload(userId: number, body: Buffer): UploadedPhoto {
      const created_at = clock.now()
      const photo = photos.store(userId, body, (p) =>
        repo.insertPhoto({ ...p, user_id: userId, created_at }),
      )
      return { id: photo.id, type: photo.type, size: photo.size }
    },

    /** The owner's screenshot as bytes; anyone else is told it does not exist. */
    photo: (userId: number, photoId: string): RawBody => photos.serve(repo.photo(photoId), userId),

    /** Stores a feedback; a retry with the same `clientId` returns the first one. */
    submit(userId: number, body: FeedbackSubmitRequest): Feedback {
      const again = repo.byClientId(userId, body.clientId)
      if (again) return feedbackOut(again)
      const content = body.content.trim()
      if (chars(content) < FEEDBACK_MIN_CHARS || chars(content) > FEEDBACK_MAX_CHARS)
        throw invalid(
          'feedback.content.invalid',
          'body.content',
          `Write ${FEEDBACK_MIN_CHARS} to ${FEEDBACK_MAX_CHARS} characters`,
        )
      if (body.photoId !== undefined && repo.photo(body.photoId)?.user_id !== userId)
        throw invalid('feedback.photo.missing', 'body.photoId', 'Upload the screenshot first')
      const row = repo.insert({
        user_id: userId,
        client_id: body.clientId,
        category: body.category,
        content,
        photo_id: body.photoId ?? null,
        created_at: clock.now(),
      })
      return feedbackOut(row)
    },

    list(userId: number, pageIndex: number, pageSize: number): FeedbackPage {
      return {
        list: repo.page(userId, pageSize, (pageIndex - 1) * pageSize).map(feedbackOut),
        total: repo.count(userId),
        pageIndex,
        pageSize,
      }
    },
  }
}

export type FeedbackService = ReturnType<typeof createFeedbackService>
