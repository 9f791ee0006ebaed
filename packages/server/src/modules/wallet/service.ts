import { isTransferAllowed } from '@bourse/rules/contracts'
import { walletCoins } from '@bourse/rules/wallet'
import { randomBytes } from 'node:crypto'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type {
  LedgerEntry,
  SpotBalance,
  Transfer,
  WalletAccount,
  WalletBalance,
  WalletCoin,
  WalletOverview,
} from '../../contract/types'
import { fieldError, notFound, unprocessable } from '../../errors'
import type { AuthGuards } from '../auth/guards'
import type { AuthRepo } from '../auth/repo'
import { normaliseAccount, guessAccountKind } from '../auth/account'
import type { MarketService } from '../market/service'
import { applyQueuedActions } from '../operator/queue'
import { fromScaled, toScaled } from '../market/units'
import { amount, ASSET_DECIMALS, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import { simulatedChains } from './chains'
import { createDeposits } from './deposits'
import type { UserEvents } from '../events/userEvents'
import type { Notify } from '../inbox/service'
import type { LedgerRow, TransferRow, WalletRepo } from './repo'
import { createWithdrawals } from './withdrawals'
import type { WithdrawalPasskeys } from './withdrawals'
import { createAllowlist, type AllowlistSecurity } from './allowlist'

/** Contract and second-contract accounts hold USDT only (they are USDT-margined / staked). */
const USDT_ONLY = new Set<WalletAccount>(['contract', 'second'])

/** The overview's accounts, in the order the contract gives, with the assets always shown. */
const OVERVIEW: readonly { account: WalletAccount; assets: string[] }[] = [
  { account: 'spot', assets: ['USDT', 'BTC', 'ETH'] },
  { account: 'contract', assets: ['USDT'] },
  { account: 'financial', assets: ['USDT'] },
  { account: 'second', assets: ['USDT'] },
  { account: 'fiat', assets: ['USD'] },
]

/** Values in USDT are truncated to this many decimals (docs/adr/0011). */
const VALUE_DECIMALS = 4

/** Coins valued at 1 USDT. */
const PAR = new Set(['USDT', 'USD'])

/** How often the operator queue and the demo auto-approval run. */
const QUEUE_MS = 500

export type OperatorAction =
  | {
      kind: 'deposit.send'
      payload: { userId?: number; account?: string; coin: string; chain: string; amount: string }
    }
  | { kind: 'withdrawal.approve'; payload: { id: number } }
  | { kind: 'withdrawal.reject'; payload: { id: number; reason: string } }

/**
 * The user's accounts (docs/adr/0011): balances, transfers, valuation, deposits, withdrawals,
 * records, and the jobs that move deposits and apply the operator's queue. The server is the one
 * writer of balances: the admin CLI only enqueues operator actions.
 */
export function createWalletService(
  ctx: AppContext,
  repo: WalletRepo,
  spot: SpotService,
  ledger: LedgerService,
  markets: MarketService,
  users: Pick<AuthRepo, 'findUserById' | 'findUserByAccount' | 'useAuthenticatorStep'>,
  /** The message centre: credited deposits and reviewed withdrawals are told there. */
  notify: Notify,
  /** The server's one queue of `user`-channel events sent after commit. */
  events: UserEvents,
  /** The fund password's hashing and the attempt limiter it shares with sign-in. */
  guards: AuthGuards,
  /** Step-up and security changes for the withdrawal allow-list (built with the auth service). */
  security: AllowlistSecurity,
  /** Passkeys confirm a withdrawal instead of the authenticator code (absent: they do not). */
  passkeys?: WithdrawalPasskeys,
) {
  const { clock, config, uow } = ctx
  const secret = repo.secret(randomBytes(32).toString('hex'), clock.now())
  const blockMs = Math.max(1, Math.round(config.chainBlockSeconds * 1000))
  const chains = simulatedChains(secret, blockMs)

  /** The coin's last price in USDT: 1 for USDT and USD, else its USDT market's last trade. */
  function priceUsdt(coin: string): string | undefined {
    if (PAR.has(coin)) return '1'
    const market = markets.markets().find((m) => m.base === coin && m.quote === 'USDT')
    if (!market) return undefined
    const last = markets.prices(market.symbol).last
    return amount(last) === 0n ? undefined : last
  }

  /** `total` (an amount) x `price` in USDT, truncated to 4 decimals, as units of 10^-4. */
  function valueUnits(total: string, price: string | undefined): bigint {
    if (price === undefined) return 0n
    return (amount(total) * amount(price)) / 10n ** BigInt(2 * ASSET_DECIMALS - VALUE_DECIMALS)
  }

  const deposits = createDeposits(ctx, repo, ledger, chains, events, notify)
  const allowlist = createAllowlist(ctx, repo, security)
  const withdrawals = createWithdrawals(
    ctx,
    repo,
    spot,
    ledger,
    users,
    chains,
    events,
    notify,
    guards,
    {
      autoApproveSeconds: config.withdrawalAutoApproveSeconds,
      priceUsdt,
      ...(passkeys ? { passkeys } : {}),
    },
    allowlist,
  )

  function transferOut(row: TransferRow): Transfer {
    return {
      id: String(row.id),
      clientTransferId: row.client_transfer_id,
      from: row.from_account as WalletAccount,
      to: row.to_account as WalletAccount,
      asset: row.asset,
      amount: row.amount,
      createdAt: row.created_at,
    }
  }

  const ledgerOut = (row: LedgerRow): LedgerEntry => ({
    id: String(row.id),
    account: row.account as WalletAccount,
    asset: row.asset,
    type: row.type,
    amount: row.amount,
    frozenChange: row.frozen_change,
    balanceAfter: row.balance_after,
    ...(row.ref_type !== null ? { refType: row.ref_type } : {}),
    ...(row.ref_id !== null ? { refId: row.ref_id } : {}),
    createdAt: row.created_at,
  })

  function userIdOf(payload: { userId?: number; account?: string }): number {
    const user =
      payload.userId !== undefined
        ? users.findUserById(payload.userId)
        : payload.account
          ? users.findUserByAccount(
              normaliseAccount(guessAccountKind(payload.account), payload.account),
            )
          : undefined
    if (!user) throw notFound('account.not.found', 'No such account')
    return user.id
  }

  /** Applies one operator action; the result is the line the CLI prints. */
  function applyAction(action: OperatorAction): string {
    switch (action.kind) {
      case 'deposit.send': {
        const p = action.payload
        const row = deposits.send(userIdOf(p), p.coin, p.chain, p.amount)
        return `deposit ${row.id}: ${row.amount} ${row.coin} on ${row.chain} to ${row.address} (user ${row.user_id}), in progress, tx ${row.tx_hash}`
      }
      case 'withdrawal.approve': {
        const row = withdrawals.approve(action.payload.id)
        return `withdrawal ${row.id}: withdrawn, ${row.arrival} ${row.coin} paid${row.tx_hash ? `, tx ${row.tx_hash}` : ''}`
      }
      case 'withdrawal.reject': {
        const row = withdrawals.reject(action.payload.id, action.payload.reason)
        return `withdrawal ${row.id}: rejected (${action.payload.reason}), ${row.amount} ${row.coin} returned`
      }
    }
  }

  /** Applies the queued operator actions in id order, each once, recording its result. */
  function applyOperatorActions(): void {
    applyQueuedActions<OperatorAction>({
      queue: repo,
      uow,
      now: () => clock.now(),
      log: ctx.log,
      label: 'operator',
      apply: applyAction,
    })
  }

  function walletBalance(userId: number, asset: string, account: WalletAccount) {
    const b = ledger.balanceOut(userId, asset, account)
    const units = valueUnits(b.total, priceUsdt(asset))
    const balance: WalletBalance = { ...b, valueUsdt: fromScaled(units, VALUE_DECIMALS, true) }
    return { balance, units }
  }

  // ---- jobs: the deposit watcher once a block, the operator queue and auto-approval ----
  const timers = [
    ctx.scheduler.every(Math.max(100, Math.min(blockMs, 5000)), () => deposits.watch()),
    ctx.scheduler.every(QUEUE_MS, () => {
      applyOperatorActions()
      withdrawals.autoApprove()
    }),
  ]
  // Restart: whatever fell due while the server was down completes now, once.
  deposits.watch()
  applyOperatorActions()

  return {
    chains,
    deposits,
    withdrawals,
    allowlist,
    priceUsdt,
    applyOperatorActions,
    /** The checks every money-moving call passes (exists, not frozen, KYC when required). */
    checkAccount: (userId: number) => spot.checkAccount(userId),
    stop(): void {
      for (const off of timers) off()
    },

    balances(userId: number, account: WalletAccount): SpotBalance[] {
      const assets = new Set(repo.assets(userId, account))
      assets.add('USDT')
      return [...assets].sort().map((asset) => ledger.balanceOut(userId, asset, account))
    },
    transfer(userId: number, body: BodyOf<'accountTransfer'>): Transfer {
      const earlier = repo.byClient(userId, body.clientTransferId)
      if (earlier) return transferOut(earlier)
      spot.checkAccount(userId)
      const allowed = isTransferAllowed(body.from, body.to)
      if (
        !allowed ||
        ((USDT_ONLY.has(body.from) || USDT_ONLY.has(body.to)) && body.asset !== 'USDT')
      )
        throw fieldError(
          'body.to',
          'transfer.direction.invalid',
          `Funds cannot move from ${body.from} to ${body.to} in ${body.asset}`,
        )
      const units = toScaled(body.amount, ASSET_DECIMALS)
      if (units === null || units <= 0n)
        throw fieldError(
          'body.amount',
          'transfer.amount.invalid',
          'The amount must be more than 0 with at most 8 decimals',
        )
      return transferOut(
        uow.transaction(() => {
          // Re-checked inside the transaction: a repeat racing this one moves nothing twice.
          const again = repo.byClient(userId, body.clientTransferId)
          if (again) return again
          if (ledger.held(userId, body.asset, body.from).available < units)
            throw unprocessable('balance.insufficient', 'Not enough available to transfer')
          const row = repo.insert({
            user_id: userId,
            client_transfer_id: body.clientTransferId,
            from_account: body.from,
            to_account: body.to,
            asset: body.asset,
            amount: formatAmount(units),
            created_at: clock.now(),
          })
          const ref = String(row.id)
          ledger.move(userId, body.asset, 'transfer_out', -units, 0n, 'transfer', ref, body.from)
          ledger.move(userId, body.asset, 'transfer_in', units, 0n, 'transfer', ref, body.to)
          return row
        }),
      )
    },
    transferRecords(userId: number, body: BodyOf<'transferRecords'>): DataOf<'transferRecords'> {
      const { list, total } = repo.transfers(
        userId,
        { account: body.account, asset: body.asset, from: body.from, to: body.to },
        body.pageIndex,
        body.pageSize,
      )
      return {
        list: list.map(transferOut),
        total,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      }
    },
    ledgerRecords(userId: number, body: BodyOf<'ledgerRecords'>): DataOf<'ledgerRecords'> {
      const { list, total } = repo.ledger(
        userId,
        {
          account: body.account,
          asset: body.asset,
          types: body.types,
          from: body.from,
          to: body.to,
        },
        body.pageIndex,
        body.pageSize,
      )
      return {
        list: list.map(ledgerOut),
        total,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      }
    },

    coins: (): WalletCoin[] => walletCoins(),
    /** Every account and balance valued in USDT at the last prices, totals also in BTC. */
    overview(userId: number): WalletOverview {
      const btcPrice = priceUsdt('BTC') ?? '0'
      const btcUnits = amount(btcPrice)
      // USDT (10^-4 units) / BTC price (10^-8 units), truncated to 8 decimals.
      const inBtc = (usdt: bigint) =>
        btcUnits > 0n
          ? fromScaled(
              (usdt * 10n ** BigInt(2 * ASSET_DECIMALS - VALUE_DECIMALS)) / btcUnits,
              8,
              true,
            )
          : '0'
      const usdtText = (units: bigint) => fromScaled(units, VALUE_DECIMALS, true)
      let grand = 0n
      const accounts = OVERVIEW.map(({ account, assets }) => {
        const held = repo.assets(userId, account).filter((a) => !assets.includes(a))
        const valued = [...assets, ...held.sort()].map((asset) =>
          walletBalance(userId, asset, account),
        )
        // The totals add the values shown, so a page's rows sum to its total.
        const total = valued.reduce((sum, v) => sum + v.units, 0n)
        grand += total
        return {
          account,
          balances: valued.map((v) => v.balance),
          totalUsdt: usdtText(total),
          totalBtc: inBtc(total),
        }
      })
      return {
        accounts,
        totalUsdt: usdtText(grand),
        totalBtc: inBtc(grand),
        btcPrice,
        valuedAt: clock.now(),
      }
    },
  }
}

export type WalletService = ReturnType<typeof createWalletService>
