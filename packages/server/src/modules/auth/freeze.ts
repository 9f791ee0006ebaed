import type { AppContext } from '../../context'
import type { Db } from '../../db/connection'
import type { WalletAccount } from '../../contract/types'
import { notFound, unprocessable } from '../../errors'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import { applyQueuedActions, createOperatorQueue } from '../operator/queue'
import type { AuthRepo } from './repo'

/** How often the running server applies freezes queued by the admin CLI. */
const QUEUE_MS = 1000

export type AccountAction =
  | { kind: 'user.freeze'; payload: { userId: number } }
  | { kind: 'user.unfreeze'; payload: { userId: number } }

interface FreezeRow {
  id: number
  user_id: number
  account: string
  asset: string
  amount: string
}

/** The queue of account actions and the rows a freeze writes (portable SQL). */
export function createFreezeRepo(db: Db) {
  const q = {
    positiveBalances: db.prepare<[number], { account: string; asset: string; available: string }>(
      // Decimal TEXT: compared as numbers by the caller, not by SQL.
      'SELECT account, asset, available FROM balances WHERE user_id = ? ORDER BY account, asset',
    ),
    insertFreeze: db.prepare(
      `INSERT INTO admin_freezes (user_id, account, asset, amount, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    heldFreezes: db.prepare<[number], FreezeRow>(
      'SELECT * FROM admin_freezes WHERE user_id = ? AND released_at IS NULL ORDER BY id',
    ),
    releaseFreeze: db.prepare(
      'UPDATE admin_freezes SET released_at = ? WHERE id = ? AND released_at IS NULL',
    ),
    openPositions: db.prepare<[number], { id: number }>(
      `SELECT id FROM futures_orders WHERE user_id = ? AND status = 'open' AND admin_locked = 0
       ORDER BY id`,
    ),
    lockedPositions: db.prepare<[number], { id: number }>(
      'SELECT id FROM futures_orders WHERE user_id = ? AND admin_locked = 1 ORDER BY id',
    ),
    setLocked: db.prepare('UPDATE futures_orders SET admin_locked = ? WHERE id = ?'),
  }
  return {
    ...createOperatorQueue(db, 'account_actions'),
    balances: (userId: number) => q.positiveBalances.all(userId),
    insertFreeze: (userId: number, account: string, asset: string, units: string, now: number) =>
      Number(q.insertFreeze.run(userId, account, asset, units, now).lastInsertRowid),
    heldFreezes: (userId: number) => q.heldFreezes.all(userId),
    releaseFreeze: (id: number, now: number) => q.releaseFreeze.run(now, id).changes === 1,
    openPositions: (userId: number) => q.openPositions.all(userId).map((r) => r.id),
    lockedPositions: (userId: number) => q.lockedPositions.all(userId).map((r) => r.id),
    setLocked: (id: number, locked: boolean) => q.setLocked.run(locked ? 1 : 0, id),
  }
}

export type FreezeRepo = ReturnType<typeof createFreezeRepo>

/**
 * Frozen accounts (docs/adr/0012, "Frozen accounts"). A freeze moves everything available in
 * every account to frozen (`admin_freeze`, one `admin_freezes` row each) and locks every open
 * position (`admin_position_lock`); an unfreeze returns exactly those rows (`admin_unfreeze`)
 * and unlocks (`admin_unlock`). Queued by the admin CLI, applied here in one transaction each,
 * then published to the user as a `user` event. Signing in and reading stay allowed.
 */
export function createAccountFreezes(
  ctx: AppContext,
  repo: FreezeRepo,
  users: Pick<AuthRepo, 'findUserById' | 'setFrozen'>,
  ledger: LedgerService,
  publishUser: (userId: number) => unknown,
) {
  const { clock, uow } = ctx

  function freeze(userId: number): string {
    const user = users.findUserById(userId)
    if (!user) throw notFound('account.not.found', `No account ${userId}`)
    if (user.frozen === 1)
      throw unprocessable('account.frozen', `${user.username} is frozen already`)
    const now = clock.now()
    users.setFrozen(userId, true, now)
    const moved: string[] = []
    for (const b of repo.balances(userId)) {
      const units = amount(b.available)
      if (units <= 0n) continue
      const id = repo.insertFreeze(userId, b.account, b.asset, formatAmount(units), now)
      const account = b.account as WalletAccount
      ledger.move(
        userId,
        b.asset,
        'admin_freeze',
        -units,
        units,
        'admin_freeze',
        String(id),
        account,
      )
      moved.push(`${b.account} ${formatAmount(units)} ${b.asset}`)
    }
    const positions = repo.openPositions(userId)
    for (const id of positions) {
      repo.setLocked(id, true)
      // A lock moves no money: an entry of amount 0 records it in the user's contract ledger.
      ledger.mark(userId, 'USDT', 'admin_position_lock', 'futures', String(id), 'contract', now)
    }
    return `frozen ${user.username} (id ${userId}): ${moved.length ? moved.join(', ') : 'nothing available'}; ${positions.length} position(s) locked`
  }

  function unfreeze(userId: number): string {
    const user = users.findUserById(userId)
    if (!user) throw notFound('account.not.found', `No account ${userId}`)
    if (user.frozen !== 1) throw unprocessable('request.invalid', `${user.username} is not frozen`)
    const now = clock.now()
    const returned: string[] = []
    for (const f of repo.heldFreezes(userId)) {
      const units = amount(f.amount)
      const account = f.account as WalletAccount
      ledger.move(
        userId,
        f.asset,
        'admin_unfreeze',
        units,
        -units,
        'admin_freeze',
        String(f.id),
        account,
      )
      repo.releaseFreeze(f.id, now)
      returned.push(`${f.account} ${f.amount} ${f.asset}`)
    }
    const positions = repo.lockedPositions(userId)
    for (const id of positions) {
      repo.setLocked(id, false)
      ledger.mark(userId, 'USDT', 'admin_unlock', 'futures', String(id), 'contract', now)
    }
    users.setFrozen(userId, false, now)
    return `unfrozen ${user.username} (id ${userId}): ${returned.length ? returned.join(', ') : 'nothing held'} returned; ${positions.length} position(s) unlocked`
  }

  function apply(action: AccountAction): string {
    return action.kind === 'user.freeze'
      ? freeze(action.payload.userId)
      : unfreeze(action.payload.userId)
  }

  /** Applies the queued freezes in id order, each once, recording the line the CLI prints. */
  function applyQueued(): void {
    applyQueuedActions<AccountAction>({
      queue: repo,
      uow,
      now: () => clock.now(),
      log: ctx.log,
      label: 'account',
      apply,
      applied: (action) => publishUser(action.payload.userId),
    })
  }

  const off = ctx.scheduler.every(QUEUE_MS, applyQueued)
  // Whatever was queued while the server was down applies now, once.
  applyQueued()

  return {
    applyQueued,
    /** Freezes now, in one transaction (tests; the CLI queues instead). */
    freeze: (userId: number) => {
      const out = uow.transaction(() => freeze(userId))
      publishUser(userId)
      return out
    },
    unfreeze: (userId: number) => {
      const out = uow.transaction(() => unfreeze(userId))
      publishUser(userId)
      return out
    },
    stop: () => off(),
  }
}

export type AccountFreezes = ReturnType<typeof createAccountFreezes>
