import type { Db } from '../../db/connection'
import { unitOfWork } from '../../db/unitOfWork'
import { tooMany } from '../../errors'
import { AUTH_LIMITS } from './limits'

/** What is being guessed, and by whom: each kind has its own limit per key. */
export type AttemptKind = 'login.account' | 'login.ip' | 'fund' | 'authenticator'

export interface AttemptSlot {
  kind: AttemptKind
  /** A user id, the account as typed when no user has it, or a client address. */
  key: string
}

interface Policy {
  limit: number
  windowMs: number
  message: string
}

const POLICIES: Record<AttemptKind, Policy> = {
  'login.account': {
    limit: AUTH_LIMITS.loginFailuresPerAccount,
    windowMs: AUTH_LIMITS.loginWindowMs,
    message: 'Too many wrong passwords; try again later',
  },
  'login.ip': {
    limit: AUTH_LIMITS.loginFailuresPerIp,
    windowMs: AUTH_LIMITS.loginWindowMs,
    message: 'Too many failed sign-ins from this address; try again later',
  },
  fund: {
    limit: AUTH_LIMITS.fundPasswordFailuresPerUser,
    windowMs: AUTH_LIMITS.loginWindowMs,
    message: 'Too many wrong fund passwords; try again later',
  },
  authenticator: {
    limit: AUTH_LIMITS.authenticatorFailuresPerUser,
    windowMs: AUTH_LIMITS.loginWindowMs,
    message: 'Too many wrong authenticator codes; try again later',
  },
}

/** A reserved attempt, settled once the secret has been evaluated; settling twice is a no-op. */
export interface Attempt {
  /** Keeps the reservation as a failure until its window passes. */
  fail(): void
  /** Deletes the reservation: a success, or an attempt that was never evaluated, does not count. */
  succeed(): void
}

/**
 * The one limiter of guesses at secrets (issue #17). `reserve` is synchronous and must run
 * before the `await` that evaluates the secret: it counts failures and pending reservations in
 * the window, so requests sent at once cannot all pass a check made before any of them failed.
 * A reservation never settled (a crash, an unexpected error) counts as a failure until its window
 * passes.
 */
export function createAttempts(db: Db) {
  const uow = unitOfWork(db)
  const q = {
    counted: db.prepare<[string, string, number], { created_at: number }>(
      `SELECT created_at FROM auth_attempts WHERE kind = ? AND key = ? AND created_at > ?
       ORDER BY created_at`,
    ),
    insert: db.prepare(
      `INSERT INTO auth_attempts (kind, key, state, created_at) VALUES (?, ?, 'pending', ?)`,
    ),
    fail: db.prepare(`UPDATE auth_attempts SET state = 'failure' WHERE id = ?`),
    remove: db.prepare('DELETE FROM auth_attempts WHERE id = ?'),
    purge: db.prepare('DELETE FROM auth_attempts WHERE created_at < ?'),
  }

  function refuseWhenFull(slot: AttemptSlot, now: number): void {
    const policy = POLICIES[slot.kind]
    const counted = q.counted.all(slot.kind, slot.key, now - policy.windowMs)
    if (counted.length < policy.limit) return
    // The limit frees up when enough of the oldest counted attempts leave the window.
    const freedBy = counted[counted.length - policy.limit]?.created_at ?? now
    throw tooMany('rate.limited', policy.message, freedBy + policy.windowMs - now)
  }

  /**
   * Reserves one attempt in each slot, settled together, or none: a 429 from one slot leaves
   * the others untouched. IMMEDIATE, so that another process on the database cannot interleave.
   */
  function reserveAll(slots: readonly AttemptSlot[], now: number): Attempt {
    const ids = uow.transaction(
      () => {
        for (const slot of slots) refuseWhenFull(slot, now)
        return slots.map((slot) => Number(q.insert.run(slot.kind, slot.key, now).lastInsertRowid))
      },
      { immediate: true },
    )
    let settled = false
    const settle = (statement: typeof q.fail) => {
      if (settled) return
      settled = true
      for (const id of ids) statement.run(id)
    }
    return { fail: () => settle(q.fail), succeed: () => settle(q.remove) }
  }

  return {
    reserveAll,
    /** Reserves one attempt (`reserveAll` with one slot); throws 429 `rate.limited` when full. */
    reserve: (kind: AttemptKind, key: string, now: number): Attempt =>
      reserveAll([{ kind, key }], now),
    /** Drops rows older than every window. */
    purgeBefore: (before: number) => q.purge.run(before).changes,
  }
}

export type Attempts = ReturnType<typeof createAttempts>

/** Settles an attempt by the outcome of its evaluation. */
export function settle(attempt: Attempt, ok: boolean): void {
  if (ok) attempt.succeed()
  else attempt.fail()
}
