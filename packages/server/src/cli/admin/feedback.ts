import fs from 'node:fs'
import path from 'node:path'
import { AppError } from '../../errors'
import { createAuthRepo } from '../../modules/auth/repo'
import { createFeedbackRepo } from '../../modules/feedback/repo'
import { FEEDBACK_PHOTO_FOLDER, REPLY_MAX_CHARS } from '../../modules/feedback/service'
import { isPhotoId, photoFile } from '../../modules/uploads/photos'
import { command } from './command'
import { idArg, iso, line, operate } from './context'

const FEEDBACK_REPLY = 'feedback:reply <id> --text <reply...>'

/** Users' feedback: read it, answer it, copy out its screenshot. */
export const feedbackCommands = {
  'feedback:list': command({
    usage: 'feedback:list [--open]',
    summary: 'Newest feedback (id, user, account, category, status, sent, photo, text)',
    options: { open: { type: 'boolean' } },
    run: ({ values: { open } }, ctx) => {
      const users = createAuthRepo(ctx.db)
      for (const f of createFeedbackRepo(ctx.db).recent(open, 1000)) {
        ctx.out(
          line([
            f.id,
            f.user_id,
            users.findUserById(f.user_id)?.username ?? '',
            f.category,
            f.status,
            iso(f.created_at),
            f.photo_id ?? '-',
            f.content.replace(/\s+/g, ' '),
          ]),
        )
      }
    },
  }),
  'feedback:reply': command({
    audited: true,
    usage: FEEDBACK_REPLY,
    summary: "Answer a feedback: shown with it and told in the user's message centre",
    args: ['id'],
    text: { option: 'text', label: '<reply...>' },
    run: async ({ args: [id], text }, ctx) => {
      if ([...text].length > REPLY_MAX_CHARS)
        throw new AppError(
          400,
          'request.invalid',
          `A reply has at most ${REPLY_MAX_CHARS} characters`,
        )
      const feedbackId = idArg(id, FEEDBACK_REPLY)
      if (!createFeedbackRepo(ctx.db).feedback(feedbackId))
        throw new AppError(404, 'not.found', `No feedback ${feedbackId}`)
      await operate(ctx, 'feedback.reply', { id: feedbackId, text }, 'feedback_actions')
    },
  }),
  'feedback:photo': command({
    audited: true,
    usage: 'feedback:photo <photoId> --out <file>',
    summary: 'Write a feedback screenshot to a file (mode 0600)',
    args: ['photoId'],
    options: { out: { type: 'string', required: true } },
    run: ({ args: [photoId], values: { out } }, ctx) => {
      const row = isPhotoId(photoId) ? createFeedbackRepo(ctx.db).photo(photoId) : undefined
      if (!row) throw new AppError(404, 'not.found', `No photo ${photoId}`)
      const dir = path.join(ctx.config.dataDir, FEEDBACK_PHOTO_FOLDER)
      const bytes = fs.readFileSync(photoFile(dir, row.id))
      fs.writeFileSync(out, bytes, { mode: 0o600 })
      ctx.out(
        `photo ${row.id} (${row.type}, ${bytes.length} bytes, user ${row.user_id}) written to ${out}`,
      )
    },
  }),
}
