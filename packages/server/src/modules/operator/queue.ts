import type { FastifyBaseLogger } from 'fastify'
import type { Scheduler } from '../../clock'
import type { Db } from '../../db/connection'
import type { UnitOfWork } from '../../db/unitOfWork'
import { AppError } from '../../errors'

/**
 * The operator queues: the admin CLI writes an action, the running server (the one writer of
 * balances) applies it once and records the line the CLI prints. One table per module, same shape.
 */
export type OperatorTable =
  'operator_actions' | 'kyc_actions' | 'account_actions' | 'feedback_actions'

export interface OperatorActionRow {
  id: number
  kind: string
  payload: string
  created_at: number
  applied_at: number | null
  result: string | null
}

/** An action as its module reads it: `kind` with its JSON payload. */
export interface QueuedAction {
  kind: string
  payload: unknown
}

/** The queue in `table` (portable SQL). */
export function createOperatorQueue(db: Db, table: OperatorTable) {
  const q = {
    enqueue: db.prepare(`INSERT INTO ${table} (kind, payload, created_at) VALUES (?, ?, ?)`),
    action: db.prepare<[number], OperatorActionRow>(`SELECT * FROM ${table} WHERE id = ?`),
    pending: db.prepare<[], OperatorActionRow>(
      `SELECT * FROM ${table} WHERE applied_at IS NULL ORDER BY id`,
    ),
    markApplied: db.prepare(
      `UPDATE ${table} SET applied_at = ?, result = ? WHERE id = ? AND applied_at IS NULL`,
    ),
  }
  return {
    /** Queues an action for the running server; returns its id. */
    enqueue: (kind: string, payload: unknown, now: number) =>
      Number(q.enqueue.run(kind, JSON.stringify(payload), now).lastInsertRowid),
    action: (id: number) => q.action.get(id),
    pendingActions: () => q.pending.all(),
    /** Records the result once: false when it was applied already. */
    markApplied: (id: number, result: string, now: number) =>
      q.markApplied.run(now, result, id).changes === 1,
  }
}

export type OperatorQueue = ReturnType<typeof createOperatorQueue>

/** A failed action's result starts with this, followed by the error's code and message. */
const FAILED = 'error '

export interface ApplyOptions<A extends QueuedAction> {
  queue: Pick<OperatorQueue, 'pendingActions' | 'markApplied'>
  /** Each action runs in one transaction of the unit of work. */
  uow: Pick<UnitOfWork, 'transaction'>
  now: () => number
  log: Pick<FastifyBaseLogger, 'error'>
  /** Names the queue in errors and logs ("operator", "kyc", "account"). */
  label: string
  /** Applies one action and returns the line recorded as its result. */
  apply: (action: A) => string
  /** After an action applied (outside its transaction), e.g. to tell its user. */
  applied?: (action: A) => void
}

/**
 * Applies the queued actions in id order, each once, recording its result: the line `apply`
 * returns, or `error <code>: <message>` when it failed (its transaction rolled back).
 */
export function applyQueuedActions<A extends QueuedAction>(o: ApplyOptions<A>): void {
  for (const row of o.queue.pendingActions()) {
    const action = { kind: row.kind, payload: JSON.parse(row.payload) } as A
    try {
      o.uow.transaction(() => {
        const result = o.apply(action)
        // Guarded: if another process applied it meanwhile, this one rolls back.
        if (!o.queue.markApplied(row.id, result, o.now()))
          throw new Error(`${o.label} action ${row.id} applied twice`)
      })
      o.applied?.(action)
    } catch (error) {
      if (!(error instanceof AppError))
        o.log.error({ err: error, action: row.id }, `${o.label} action failed`)
      const message = error instanceof AppError ? `${error.code}: ${error.message}` : String(error)
      o.queue.markApplied(row.id, `${FAILED}${message}`, o.now())
    }
  }
}

export interface QueueJobsOptions<A extends QueuedAction> extends ApplyOptions<A> {
  scheduler: Scheduler
  /** How often the queue is applied (ms). */
  queueMs: number
  /** Removes what the module no longer needs (unused photos); answers how much it removed. */
  housekeeping: () => number
  /** How often housekeeping runs (ms). */
  housekeepingMs: number
}

/**
 * The jobs of a module with an operator queue and housekeeping (verification, feedback): both
 * run once now, housekeeping first, so that whatever fell due while the server was down is done
 * at start, then on their timers until `stop`.
 */
export function startQueueJobs<A extends QueuedAction>(o: QueueJobsOptions<A>) {
  const applyOperatorActions = (): void => applyQueuedActions<A>(o)
  const housekeeping = (): number => o.housekeeping()
  const timers = [
    o.scheduler.every(o.queueMs, applyOperatorActions),
    o.scheduler.every(o.housekeepingMs, () => housekeeping()),
  ]
  housekeeping()
  applyOperatorActions()
  return {
    housekeeping,
    /** Applies the queued actions in id order, each once (tests call it to skip the timer). */
    applyOperatorActions,
    stop(): void {
      for (const off of timers) off()
    },
  }
}

export interface WaitOptions {
  now: number
  /** How long to wait for the running server (ms). */
  waitMs: number
  out: (line: string) => void
}

/**
 * Queues an action for the running server and waits for its result, printed with `out`; a
 * failed action throws. Without a server it stays queued and applies when one starts.
 */
export async function enqueueAndWait(
  queue: Pick<OperatorQueue, 'enqueue' | 'action'>,
  kind: string,
  payload: unknown,
  o: WaitOptions,
): Promise<void> {
  const id = queue.enqueue(kind, payload, o.now)
  const deadline = Date.now() + o.waitMs
  for (;;) {
    const row = queue.action(id)
    if (row?.applied_at != null) {
      const result = row.result ?? ''
      if (result.startsWith(FAILED)) throw new AppError(422, 'request.invalid', result)
      o.out(result)
      return
    }
    if (Date.now() >= deadline) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  o.out(`queued: applies when the server runs (action ${id})`)
}
