import fs from 'node:fs'
import { AppError } from '../../errors'
import { createAuthRepo } from '../../modules/auth/repo'
import { createKycRepo } from '../../modules/kyc/repo'
import { kycPhotoFile } from '../../modules/kyc/service'
import { command } from './command'
import { iso, line, operate, userIdArg } from './context'

/** Identity verification: the waiting ones, approve or refuse one, copy out a photo. */
export const kycCommands = {
  'kyc:list': command({
    usage: 'kyc:list',
    summary:
      'Verifications waiting for review (id, user, account, type, name, nationality, number, photos, submitted)',
    run: (_input, ctx) => {
      const users = createAuthRepo(ctx.db)
      for (const k of createKycRepo(ctx.db).byStatus('to_be_reviewed', 1000)) {
        ctx.out(
          line([
            k.id,
            k.user_id,
            users.findUserById(k.user_id)?.username ?? '',
            k.cert_type,
            k.real_name,
            k.nationality ?? '-',
            k.cert_number,
            `front=${k.front}`,
            `back=${k.back ?? '-'}`,
            `hand=${k.hand}`,
            iso(k.submitted_at),
          ]),
        )
      }
    },
  }),
  'kyc:approve': command({
    audited: true,
    usage: 'kyc:approve <user-id|account>',
    summary: "Approve the user's waiting verification (applied by the running server)",
    args: ['user-id|account'],
    run: async ({ args: [who] }, ctx) => {
      await operate(ctx, 'kyc.approve', { userId: userIdArg(ctx, who) }, 'kyc_actions')
    },
  }),
  'kyc:reject': command({
    audited: true,
    usage: 'kyc:reject <user-id|account> --reason <text...>',
    summary: 'Refuse the waiting verification with a reason shown to the user (who may resubmit)',
    args: ['user-id|account'],
    text: { option: 'reason', label: '<text...>' },
    run: async ({ args: [who], text: reason }, ctx) => {
      await operate(ctx, 'kyc.reject', { userId: userIdArg(ctx, who), reason }, 'kyc_actions')
    },
  }),
  'kyc:photo': command({
    audited: true,
    usage: 'kyc:photo <photoId> --out <file>',
    summary: 'Write a verification photo to a file (mode 0600) for review',
    args: ['photoId'],
    options: { out: { type: 'string', required: true } },
    run: ({ args: [photoId], values: { out } }, ctx) => {
      const row = /^[a-f0-9]{32}$/.test(photoId) ? createKycRepo(ctx.db).photo(photoId) : undefined
      if (!row) throw new AppError(404, 'not.found', `No photo ${photoId}`)
      const bytes = fs.readFileSync(kycPhotoFile(ctx.config.dataDir, row))
      fs.writeFileSync(out, bytes, { mode: 0o600 })
      ctx.out(
        `photo ${row.id} (${row.slot}, ${row.type}, ${bytes.length} bytes, user ${row.user_id}) written to ${out}`,
      )
    },
  }),
}
