import { createOutboxRepo } from '../../modules/messages/repo'
import { createAuditLog } from '../audit'
import { command, UsageError } from './command'
import { iso, line } from './context'

const AUDIT_LIST = 'audit:list [--limit N]'

/** What the system kept: the operators' audit trail and the messages it would have sent. */
export const recordCommands = {
  'audit:list': command({
    usage: AUDIT_LIST,
    summary: 'Admin commands that changed something, newest first (id, time, OS user, result)',
    options: { limit: { type: 'string' } },
    run: ({ values: { limit = '50' } }, ctx) => {
      if (!/^\d+$/.test(limit) || Number(limit) < 1) throw new UsageError(AUDIT_LIST)
      for (const a of createAuditLog(ctx.db).newest(Math.min(Number(limit), 10_000))) {
        const args = JSON.parse(a.args) as string[]
        ctx.out(
          line([
            a.id,
            iso(a.started_at),
            a.os_user,
            a.result ?? 'unfinished',
            [a.command, ...args].join(' '),
            a.error ?? '',
          ]),
        )
      }
    },
  }),
  'outbox:list': command({
    usage: 'outbox:list [to]',
    summary: 'Messages the server would have sent, newest first',
    optional: ['to'],
    run: ({ args: [to] }, ctx) => {
      for (const m of createOutboxRepo(ctx.db).list(to)) {
        ctx.out(line([m.id, iso(m.created_at), m.channel, m.recipient, m.code ?? '', m.subject]))
      }
    },
  }),
}
