import type { Scheduler } from '../../clock'
import type { AppContext } from '../../context'
import type { EarnRepo } from './repo'
import { createFinanceService } from './finance'
import { createMiningService } from './mining'
import type { EarnDeps } from './mining'

/**
 * The job looks again at least this often (real time), so a clock that jumps forward is noticed
 * soon; otherwise it sleeps until the next payout is due.
 */
export const EARN_JOB_MAX_SLEEP_MS = 5000

/**
 * Mining and savings (docs/adr/0013) and their one payout job on the injected clock: on start and
 * at every due time it pays whatever is due (catching up every day missed while the server was
 * down or the clock jumped), each payout once.
 */
export function createEarnService(
  ctx: AppContext & { scheduler: Scheduler },
  repo: EarnRepo,
  deps: EarnDeps,
) {
  const { clock, scheduler, log } = ctx
  const mining = createMiningService(ctx, repo, deps)
  const finance = createFinanceService(ctx, repo, deps)

  /** Pays everything due now; idempotent. Returns the number of payouts and settlements. */
  function tick(): number {
    const now = clock.now()
    const failed = (kind: string) => (orderId: number, error: unknown) =>
      log.error({ err: error, orderId }, `${kind} payout failed`)
    return mining.payDue(now, failed('mining')) + finance.settleDue(now, failed('finance'))
  }

  let cancel: (() => void) | null = null
  let stopped = false
  function arm(): void {
    cancel?.()
    if (stopped) return
    const now = clock.now()
    const due = [mining.nextDue(), finance.nextDue()].filter((t): t is number => t !== null)
    const wait = due.length ? Math.max(0, Math.min(...due) - now) : EARN_JOB_MAX_SLEEP_MS
    cancel = scheduler.after(Math.min(wait, EARN_JOB_MAX_SLEEP_MS), () => {
      cancel = null
      tick()
      arm()
    })
  }
  // Restart: whatever fell due while the server was down is paid now, once.
  tick()
  arm()

  return {
    mining,
    finance,
    /** Runs the job now (tests, after a clock jump); idempotent. */
    tick,
    stop(): void {
      stopped = true
      cancel?.()
    },
  }
}

export type EarnService = ReturnType<typeof createEarnService>
