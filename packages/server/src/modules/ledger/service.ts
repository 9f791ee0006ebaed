import type { AppContext } from '../../context'
import type { SpotBalance, WalletAccount } from '../../contract/types'
import { amount, formatAmount } from './money'
import type { LedgerRepo, LedgerType } from './repo'

/**
 * Balances, holds and the ledger of every account (docs/adr/0006, 0023): the one writer of
 * `balances` and `ledger`. A balance changes only by `move`, which writes the balance row and its
 * immutable entry together in the caller's transaction; the new balance is pushed on the user's
 * channel once that transaction commits (once per balance, however often it moved).
 */
export function createLedgerService(
  ctx: Pick<AppContext, 'clock' | 'publisher' | 'uow'>,
  repo: LedgerRepo,
) {
  const { clock, publisher, uow } = ctx

  /** What `account` holds of `asset` now, in units of 10^-8. */
  function held(userId: number, asset: string, account: WalletAccount) {
    const row = repo.balance(userId, asset, account)
    return {
      available: row ? amount(row.available) : 0n,
      frozen: row ? amount(row.frozen) : 0n,
    }
  }

  function balanceOut(userId: number, asset: string, account: WalletAccount = 'spot'): SpotBalance {
    const { available, frozen } = held(userId, asset, account)
    return {
      asset,
      available: formatAmount(available),
      frozen: formatAmount(frozen),
      total: formatAmount(available + frozen),
    }
  }

  /** `user|account|asset` of each balance a transaction moved, pushed after it commits. */
  const pushBalance = uow.batch<string>((keys) => {
    for (const key of new Set(keys)) {
      const [user, account, asset] = key.split('|') as [string, WalletAccount, string]
      const userId = Number(user)
      publisher.publish(`user:${userId}`, {
        type: 'balance',
        account,
        balance: balanceOut(userId, asset, account),
      })
    }
  })

  /**
   * The only way a balance changes: one immutable ledger entry per move. `available` and
   * `frozen` change by the given deltas; the entry's amount is their sum (the total's change).
   * Throws when either part would go below zero, so callers check `held` first and answer
   * `balance.insufficient`. Joins the caller's transaction (or opens one for itself).
   */
  function move(
    userId: number,
    asset: string,
    type: LedgerType,
    dAvailable: bigint,
    dFrozen: bigint,
    refType: string | null,
    refId: string | null,
    account: WalletAccount = 'spot',
  ): void {
    if (dAvailable === 0n && dFrozen === 0n) return
    uow.transaction(() => {
      const now = clock.now()
      const before = held(userId, asset, account)
      const available = before.available + dAvailable
      const frozen = before.frozen + dFrozen
      if (available < 0n || frozen < 0n)
        throw new Error(`balance of user ${userId} ${asset} would go below zero (${type})`)
      repo.upsertBalance({
        user_id: userId,
        account,
        asset,
        available: formatAmount(available),
        frozen: formatAmount(frozen),
        updated_at: now,
      })
      repo.insertLedger({
        user_id: userId,
        account,
        asset,
        type,
        amount: formatAmount(dAvailable + dFrozen),
        frozen_change: formatAmount(dFrozen),
        balance_after: formatAmount(available + frozen),
        ref_type: refType,
        ref_id: refId,
        created_at: now,
      })
      pushBalance(`${userId}|${account}|${asset}`)
    })
  }

  /**
   * An entry that moves nothing (amount 0, the balance after it the total now): records an event
   * of the account, such as an operator locking a position. Nothing is pushed.
   */
  function mark(
    userId: number,
    asset: string,
    type: LedgerType,
    refType: string | null,
    refId: string | null,
    account: WalletAccount,
    now = clock.now(),
  ): void {
    const { available, frozen } = held(userId, asset, account)
    const zero = formatAmount(0n)
    repo.insertLedger({
      user_id: userId,
      account,
      asset,
      type,
      amount: zero,
      frozen_change: zero,
      balance_after: formatAmount(available + frozen),
      ref_type: refType,
      ref_id: refId,
      created_at: now,
    })
  }

  return {
    move,
    mark,
    held,
    balanceOut,
    /** The assets the user has a balance row of in `account`, in order. */
    assets: (userId: number, account: WalletAccount): string[] =>
      repo.balances(userId, account).map((b) => b.asset),
    /** Whether the user has an entry of this type (a one-off credit). */
    hasEntry: (userId: number, type: LedgerType): boolean => repo.hasEntry(userId, type),
  }
}

export type LedgerService = ReturnType<typeof createLedgerService>
