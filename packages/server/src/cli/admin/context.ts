import type { FastifyBaseLogger } from 'fastify'
import { timerScheduler } from '../../clock'
import type { Clock } from '../../clock'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db/connection'
import { unitOfWork } from '../../db/unitOfWork'
import { AppError } from '../../errors'
import { createAuthGuards } from '../../modules/auth/guards'
import { createAuthRepo } from '../../modules/auth/repo'
import { createAuthService } from '../../modules/auth/service'
import { createOperatorQueue, enqueueAndWait } from '../../modules/operator/queue'
import type { OperatorTable } from '../../modules/operator/queue'
import { InProcessPublisher } from '../../ws/publisher'
import { UsageError } from './command'

/** What a command gets: the open database, the clock and somewhere to print. */
export interface AdminContext {
  db: Db
  clock: Clock
  config: ServerConfig
  out: (line: string) => void
  /** How long an operator command waits for the running server to apply it (ms, default 5000). */
  waitMs?: number
}

/**
 * Text from users (nicknames, feedback, names, titles, addresses) made safe for the operator's
 * terminal: control characters (C0, DEL, C1: escape sequences that move the cursor, recolour,
 * retitle or rewrite the screen), line and paragraph separators and invisible format characters
 * (bidirectional overrides that reorder what is shown) are printed as visible escapes.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => {
    const code = c.codePointAt(0) ?? 0
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

/** One tab-separated output line, each field {@link printable}, so no field can add columns. */
export const line = (fields: readonly (string | number | null | undefined)[]) =>
  fields.map((f) => printable(String(f ?? ''))).join('\t')

export const iso = (ms: number) => new Date(ms).toISOString()

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger

export function auth(ctx: AdminContext) {
  return createAuthService(
    {
      config: ctx.config,
      clock: ctx.clock,
      scheduler: timerScheduler,
      db: ctx.db,
      uow: unitOfWork(ctx.db),
      log: silentLog,
      // The CLI never sends messages.
      sender: { send: async () => undefined },
      publisher: new InProcessPublisher(),
    },
    createAuthRepo(ctx.db),
    createAuthGuards(ctx),
    () => {
      throw new Error('the admin CLI makes no security change')
    },
  )
}

/**
 * Queues an operator action in `table` for the running server (the one writer of balances) and
 * waits for its result; without a server it stays queued and applies when one starts.
 */
export function operate(
  ctx: AdminContext,
  kind: string,
  payload: unknown,
  table: OperatorTable = 'operator_actions',
): Promise<void> {
  return enqueueAndWait(createOperatorQueue(ctx.db, table), kind, payload, {
    now: ctx.clock.now(),
    waitMs: ctx.waitMs ?? 5000,
    out: ctx.out,
  })
}

/** The id of a user given by id or by account (e-mail or phone). */
export function userIdArg(ctx: AdminContext, who: string): number {
  const user = /^\d+$/.test(who)
    ? createAuthRepo(ctx.db).findUserById(Number(who))
    : auth(ctx).findUser(who)
  if (!user) throw new AppError(404, 'account.not.found', `No account ${who}`)
  return user.id
}

/** A numeric id argument; anything else is a usage error. */
export function idArg(text: string, usage: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(usage)
  return Number(text)
}
