import type { Scheduler } from '../../clock'
import type { AppContext } from '../../context'
import type { DataOf } from '../../contract/handlers'
import { amount, formatAmount } from '../ledger/money'
import type { FeeLevelRow, FeesRepo } from './repo'
import {
  COMPUTE_AT,
  EFFECTIVE_AT,
  EFFECTIVE_DELAY,
  TIME_ZONE,
  WINDOW,
  btcOf,
  computeBoundary,
  dayEnd,
  levelFor,
  nextWake,
} from './rules'

/** The market whose closes convert USDT volume to BTC. */
const BTC_MARKET = 'BTCUSDT'
const ONE = amount('1')

type FeeLevel = DataOf<'feeLevels'>['levels'][number]

const levelOut = (r: FeeLevelRow): FeeLevel => ({
  level: r.level,
  minVolumeBtc: r.min_volume_btc,
  makerRate: r.maker_rate,
  takerRate: r.taker_rate,
})

/**
 * Fee levels (docs/adr/0012, "Fee levels"): at every 00:00 GMT+8 each user's volume of the 30
 * days before is computed in BTC and snapshotted; at 04:00 GMT+8 the levels take effect in
 * `user_fee_levels`, which spot and futures fees read. Runs on the injected clock; on start it
 * catches up the latest missed computation and any application whose time has passed.
 */
export function createFeesService(ctx: AppContext & { scheduler: Scheduler }, repo: FeesRepo) {
  const { clock, scheduler, log } = ctx

  /** Each user's 30-day volume before `computedAt`, in units of 10^-8 BTC. */
  function volumes(computedAt: number): Map<number, bigint> {
    const from = computedAt - WINDOW
    const closes = new Map<number, bigint | null>()
    const closeOf = (ts: number): bigint | null => {
      const end = dayEnd(ts)
      if (!closes.has(end)) {
        const text = repo.closeBefore(BTC_MARKET, end)
        closes.set(end, text === null ? null : amount(text))
      }
      return closes.get(end) ?? null
    }
    const totals = new Map<number, bigint>()
    const add = (userId: number, quoteUnits: bigint, ts: number) => {
      const close = closeOf(ts)
      if (close === null || close <= 0n || quoteUnits <= 0n) return
      totals.set(userId, (totals.get(userId) ?? 0n) + btcOf(quoteUnits, close))
    }
    for (const f of repo.spotVolume(from, computedAt)) add(f.user_id, amount(f.quote), f.ts)
    for (const f of repo.futuresVolume(from, computedAt))
      add(f.user_id, (amount(f.price) * amount(f.multiplier) * BigInt(f.lots)) / ONE, f.ts)
    return totals
  }

  /** Snapshots every user's volume and level as of `computedAt` (once per boundary). */
  function compute(computedAt: number): boolean {
    return ctx.uow.transaction(() => {
      if (repo.run(computedAt)) return false
      const levels = repo
        .levels()
        .map((l) => ({ level: l.level, minVolume: amount(l.min_volume_btc) }))
      const totals = volumes(computedAt)
      const effectiveAt = computedAt + EFFECTIVE_DELAY
      repo.insertRun(computedAt, effectiveAt)
      for (const userId of repo.userIds()) {
        const volume = totals.get(userId) ?? 0n
        repo.insertSnapshot(
          userId,
          computedAt,
          formatAmount(volume),
          levelFor(volume, levels),
          effectiveAt,
        )
      }
      return true
    })
  }

  /** Puts the levels of every computed run whose effective time has passed into effect. */
  function applyDue(now: number): number {
    let applied = 0
    for (const run of repo.unappliedDue(now))
      ctx.uow.transaction(() => {
        if (!repo.markApplied(run.computed_at, now)) return
        for (const s of repo.runSnapshots(run.computed_at)) repo.setLevel(s.user_id, s.level)
        applied++
      })
    return applied
  }

  /** The job: compute for the latest 00:00 GMT+8 if not done, apply what is due. Idempotent. */
  function tick(): void {
    const now = clock.now()
    try {
      compute(computeBoundary(now))
      applyDue(now)
    } catch (error) {
      log.error({ err: error }, 'fee-level job failed')
    }
  }

  let cancel: (() => void) | null = null
  let stopped = false
  function arm(): void {
    if (stopped) return
    const now = clock.now()
    cancel = scheduler.after(nextWake(now) - now, () => {
      tick()
      arm()
    })
  }
  // Restart: whatever fell due while the server was down happens now, once.
  tick()
  arm()

  function levelsOut(): FeeLevel[] {
    return repo.levels().map(levelOut)
  }

  return {
    /** Runs the job now (tests, operators); idempotent. */
    tick,
    schedule(): DataOf<'feeLevels'> {
      return {
        levels: levelsOut(),
        computeAt: COMPUTE_AT,
        effectiveAt: EFFECTIVE_AT,
        timeZone: TIME_ZONE,
      }
    },
    mine(userId: number): DataOf<'myFeeLevel'> {
      const levels = levelsOut()
      const currentLevel = repo.currentLevel(userId)
      const index = Math.max(
        0,
        levels.findIndex((l) => l.level === currentLevel),
      )
      const current = levels[index] as FeeLevel
      const next = levels[index + 1]
      const snapshot = repo.latestSnapshot(userId)
      const out: DataOf<'myFeeLevel'> = {
        current,
        volume30dBtc: snapshot?.volume_btc ?? '0',
      }
      if (snapshot) out.computedAt = snapshot.computed_at
      if (next) out.next = next
      if (snapshot && snapshot.applied_at === null && snapshot.level !== currentLevel)
        out.pending = { level: snapshot.level, effectiveAt: snapshot.effective_at }
      return out
    },
    stop(): void {
      stopped = true
      cancel?.()
    },
  }
}

export type FeesService = ReturnType<typeof createFeesService>
