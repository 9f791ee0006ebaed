import type { AppContext } from '../../context'
import type { HandlerTable } from '../../contract/handlers'
import { notFound } from '../../errors'
import type { OutboxRepo } from '../messages/repo'

/** Demo-mode helpers; in production mode they answer as if they did not exist. */
export function devHandlers(ctx: AppContext, outbox: OutboxRepo): HandlerTable {
  return {
    devOutbox: ({ query }) => {
      if (!ctx.config.demoMode) throw notFound('not.found', 'Not found')
      const to = query?.to?.trim()
      const normalised = to && to.includes('@') ? to.toLowerCase() : to?.replace(/[\s\-().]/g, '')
      return outbox.list(normalised || undefined).map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        ...(row.code ? { code: row.code } : {}),
        createdAt: row.created_at,
      }))
    },
  }
}
