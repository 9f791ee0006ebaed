import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './connection'

/** Where a failing hook is reported. */
export type UnitOfWorkLog = Pick<FastifyBaseLogger, 'error'>

/**
 * The one way the server opens a transaction (docs/adr/0023). A transaction belongs to the
 * connection, so each connection has exactly one unit of work ({@link unitOfWork}).
 */
export interface UnitOfWork {
  /**
   * Runs `fn` in a transaction: commits when it returns, rolls back when it throws (and rethrows).
   * Called inside another transaction it joins it: nothing commits before the outermost one does,
   * and a throw that the caller catches undoes nothing by itself (use {@link savepoint} for that).
   * `immediate` takes the write lock at once (BEGIN IMMEDIATE) when this is the outermost one.
   */
  transaction<T>(fn: () => T, options?: { immediate?: boolean }): T
  /**
   * Like {@link transaction}, but inside a transaction `fn` runs in a savepoint: when it throws,
   * only its writes are undone, the after-commit callbacks it registered are dropped and its
   * after-rollback callbacks run at once; the outer transaction goes on.
   */
  savepoint<T>(fn: () => T): T
  /**
   * Runs `callback` once the outermost transaction has committed, after the callbacks registered
   * before it; never if it rolls back. An exception in one callback is logged and the others still
   * run. Outside a transaction there is nothing to wait for: the callback runs at once.
   */
  afterCommit(callback: () => void): void
  /**
   * Runs `callback` once the outermost transaction has rolled back (forget what it would have
   * pushed); never if it commits. Outside a transaction there is nothing to undo: it never runs.
   */
  afterRollback(callback: () => void): void
  /**
   * An after-commit callback that takes what the transaction gathered: `add(item)` during a
   * transaction, and `flush` gets every item added in it, in order, once after the commit (at the
   * place of the first item among the other callbacks), so it can send the last state of a row
   * once. Outside a transaction `flush` gets the item at once.
   */
  batch<T>(flush: (items: T[]) => void): (item: T) => void
  /** Whether a transaction of this unit of work is open. */
  readonly inTransaction: boolean
}

type Hook =
  | { kind: 'commit'; run: () => void }
  | { kind: 'rollback'; run: () => void }
  | { kind: 'batch'; flush: (items: unknown[]) => void; item: unknown }

const consoleLog: UnitOfWorkLog = {
  error: (obj: unknown, msg?: string) => console.error(msg, obj),
}

const units = new WeakMap<Db, UnitOfWork>()

/**
 * The unit of work of `db`, created on the first call; `log` (of that first call) hears of hooks
 * that throw. The server's modules get it as `ctx.uow`; repositories and scripts that hold only
 * the connection ask for it here, so they share the same transaction state.
 */
export function unitOfWork(db: Db, log: UnitOfWorkLog = consoleLog): UnitOfWork {
  let uow = units.get(db)
  if (!uow) {
    uow = createUnitOfWork(db, log)
    units.set(db, uow)
  }
  return uow
}

function createUnitOfWork(db: Db, log: UnitOfWorkLog): UnitOfWork {
  /** The hooks of the open transaction, in registration order; null when none is open. */
  let hooks: Hook[] | null = null

  function safely(run: () => void): void {
    try {
      run()
    } catch (error) {
      log.error({ err: error }, 'a hook after the end of a transaction failed')
    }
  }

  function afterRolledBack(list: readonly Hook[]): void {
    for (const h of list) if (h.kind === 'rollback') safely(h.run)
  }

  function afterCommitted(list: readonly Hook[]): void {
    const batches = new Map<(items: unknown[]) => void, unknown[]>()
    const runs: (() => void)[] = []
    for (const h of list) {
      if (h.kind === 'commit') runs.push(h.run)
      else if (h.kind === 'batch') {
        let items = batches.get(h.flush)
        if (!items) {
          const gathered: unknown[] = []
          items = gathered
          batches.set(h.flush, gathered)
          runs.push(() => h.flush(gathered))
        }
        items.push(h.item)
      }
    }
    for (const run of runs) safely(run)
  }

  /** The open transaction's hooks; null outside one. Refuses a transaction opened behind our back. */
  function open(): Hook[] | null {
    if (!hooks && db.inTransaction)
      throw new Error('A transaction is open outside the unit of work (db/unitOfWork.ts)')
    return hooks
  }

  function transaction<T>(fn: () => T, options: { immediate?: boolean } = {}): T {
    if (open()) return fn()
    const mine: Hook[] = []
    hooks = mine
    let out: T
    try {
      const tx = db.transaction(fn)
      out = options.immediate ? tx.immediate() : tx()
    } catch (error) {
      hooks = null
      afterRolledBack(mine)
      throw error
    }
    // Closed before the hooks run, so a hook that writes opens a transaction of its own.
    hooks = null
    afterCommitted(mine)
    return out
  }

  function savepoint<T>(fn: () => T): T {
    const list = open()
    if (!list) return transaction(fn)
    const mark = list.length
    try {
      // Nested in an open transaction, better-sqlite3 runs it as SAVEPOINT ... RELEASE.
      return db.transaction(fn)()
    } catch (error) {
      afterRolledBack(list.splice(mark))
      throw error
    }
  }

  return {
    transaction,
    savepoint,
    afterCommit(callback) {
      const list = open()
      if (list) list.push({ kind: 'commit', run: callback })
      else safely(callback)
    },
    afterRollback(callback) {
      open()?.push({ kind: 'rollback', run: callback })
    },
    batch<T>(flush: (items: T[]) => void) {
      // A function of its own per batch: the key that gathers its items.
      const own = (items: unknown[]) => flush(items as T[])
      return (item: T) => {
        const list = open()
        if (list) list.push({ kind: 'batch', flush: own, item })
        else safely(() => flush([item]))
      }
    },
    get inTransaction() {
      return hooks !== null
    },
  }
}
