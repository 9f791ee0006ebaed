import { chainRule, type ChainRule, type WalletChainId } from '@bourse/rules/wallet'
import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { Deposit, DepositAddress } from '../../contract/types'
import { fieldError } from '../../errors'
import { toScaled } from '../market/units'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import { confirmationsAt, type ChainAdapter } from './chains'
import type { DepositRow, WalletRepo } from './repo'
import type { UserEvents } from '../events/userEvents'
import type { Notify } from '../inbox/service'

/** A coin and chain the wallet offers, or 400 `wallet.chain.unsupported`. */
export function offered(coin: string, chain: string, field = 'body.chain'): ChainRule {
  const rule = chainRule(coin, chain)
  if (!rule)
    throw fieldError(field, 'wallet.chain.unsupported', `${coin} is not offered on ${chain}`)
  return rule
}

/** A transaction hash in the chain's usual form (simulated). */
export function newTxHash(chain: string): string {
  const hex = randomBytes(32).toString('hex')
  return chain === 'ERC20' || chain === 'ETH' ? `0x${hex}` : hex
}

/**
 * Deposits (docs/adr/0011): a transaction to a user's address is `in_progress`, gains a
 * confirmation per block, and at the chain's count is credited (`deposit` entry) or, below the
 * minimum, fails; once, in one transaction guarded by the status it read.
 */
export function createDeposits(
  ctx: AppContext,
  repo: WalletRepo,
  ledger: LedgerService,
  chains: ReadonlyMap<WalletChainId, ChainAdapter>,
  events: UserEvents,
  notify: Notify,
) {
  const { clock, uow } = ctx

  function adapter(chain: string): ChainAdapter {
    const a = chains.get(chain as WalletChainId)
    if (!a) throw new Error(`no chain adapter for ${chain}`)
    return a
  }

  function depositOut(row: DepositRow): Deposit {
    const required = adapter(row.chain).confirmations
    // In progress: what the chain says now; once complete: what was recorded.
    const confirmations =
      row.status === 'in_progress'
        ? confirmationsAt(row.included_height, adapter(row.chain).height(clock.now()), required)
        : row.confirmations
    return {
      id: String(row.id),
      coin: row.coin,
      chain: row.chain as Deposit['chain'],
      address: row.address,
      amount: row.amount,
      txHash: row.tx_hash,
      confirmations,
      requiredConfirmations: required,
      status: row.status,
      ...(row.reason ? { reason: row.reason as 'below_minimum' } : {}),
      createdAt: row.sent_at,
      ...(row.completed_at !== null ? { completedAt: row.completed_at } : {}),
    }
  }

  function address(userId: number, coin: string, chain: string): string {
    offered(coin, chain)
    return repo.depositAddress(
      userId,
      coin,
      chain,
      () => adapter(chain).addressFor(userId),
      clock.now(),
    )
  }

  /**
   * The chain sends `amountText` of `coin` to the user's address: a deposit in progress, included
   * in the next block. Runs inside the caller's transaction when there is one.
   */
  function send(userId: number, coin: string, chain: string, amountText: string): DepositRow {
    const rule = offered(coin, chain)
    const units = toScaled(amountText, rule.decimals)
    if (units === null || units <= 0n)
      throw fieldError(
        'body.amount',
        'request.invalid',
        `The amount must be more than 0 with at most ${rule.decimals} decimals`,
      )
    return uow.transaction(() => {
      const now = clock.now()
      const to = address(userId, coin, chain)
      const row = repo.insertDeposit({
        user_id: userId,
        coin,
        chain,
        address: to,
        amount: formatAmount(toScaled(amountText, 8) as bigint),
        tx_hash: newTxHash(chain),
        sent_at: now,
        included_height: adapter(chain).height(now) + 1,
      })
      events.emit(userId, { type: 'deposit', deposit: depositOut(row) })
      return row
    })
  }

  /** One pass of the watcher: publishes confirmation changes, completes deposits that are due. */
  function watch(): void {
    const now = clock.now()
    for (const row of repo.depositsInProgress()) {
      const chain = adapter(row.chain)
      const rule = chainRule(row.coin, row.chain)
      const confirmations = confirmationsAt(
        row.included_height,
        chain.height(now),
        chain.confirmations,
      )
      if (!rule || confirmations === row.confirmations) continue
      try {
        uow.transaction(() => {
          if (confirmations < chain.confirmations) {
            if (repo.setConfirmations(row.id, confirmations))
              events.emit(row.user_id, {
                type: 'deposit',
                deposit: depositOut({ ...row, confirmations }),
              })
            return
          }
          const below = amount(row.amount) < amount(rule.minDeposit)
          const done = {
            id: row.id,
            status: below ? ('failed' as const) : ('success' as const),
            reason: below ? 'below_minimum' : null,
            confirmations,
            completed_at: now,
          }
          if (!repo.completeDeposit(done)) return
          if (!below) {
            ledger.move(
              row.user_id,
              row.coin,
              'deposit',
              amount(row.amount),
              0n,
              'deposit',
              String(row.id),
              rule.account,
            )
            notify(
              row.user_id,
              'deposit_credited',
              { amount: row.amount, coin: row.coin, chain: row.chain },
              `deposit:${row.id}`,
            )
          }
          events.emit(row.user_id, {
            type: 'deposit',
            deposit: depositOut({ ...row, ...done }),
          })
        })
      } catch (error) {
        ctx.log.error({ err: error, deposit: row.id }, 'deposit not completed')
      }
    }
  }

  return {
    depositOut,
    address,
    addressOut(userId: number, body: BodyOf<'depositAddress'>): DepositAddress {
      const rule = offered(body.coin, body.chain)
      return {
        coin: rule.coin,
        chain: rule.chain,
        address: address(userId, body.coin, body.chain),
        confirmations: rule.confirmations,
        minDeposit: rule.minDeposit,
      }
    },
    send,
    watch,
    records(userId: number, body: BodyOf<'depositRecords'>): DataOf<'depositRecords'> {
      const { list, total } = repo.deposits(
        userId,
        { coin: body.coin, status: body.status, from: body.from, to: body.to },
        body.pageIndex,
        body.pageSize,
      )
      return {
        list: list.map(depositOut),
        total,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      }
    },
  }
}

export type Deposits = ReturnType<typeof createDeposits>
