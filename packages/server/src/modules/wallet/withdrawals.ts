import {
  isValidCardNumber,
  maskCardNumber,
  quoteWithdrawal,
  withdrawalTiers,
  type WalletChainId,
} from '@bourse/rules/wallet'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { Withdrawal, WithdrawalLimits } from '../../contract/types'
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../errors'
import { settle } from '../auth/attempts'
import type { AuthGuards } from '../auth/guards'
import type { AuthRepo } from '../auth/repo'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import type { WalletAccount } from '../../contract/types'
import type { ChainAdapter } from './chains'
import { newTxHash, offered } from './deposits'
import type { UserEvents } from '../events/userEvents'
import type { Notify } from '../inbox/service'
import type { WalletRepo, WithdrawalRow } from './repo'
import { createAddressBook } from './addressBook'
import type { Allowlist } from './allowlist'
import { blockedUntil, createWithdrawalChecks, tiersMet } from './withdrawalChecks'

export { ADDRESS_BOOK_LIMIT } from './addressBook'

export interface WithdrawalOptions {
  /** Approve applied withdrawals after this many seconds (demo mode); 0 = never. */
  autoApproveSeconds: number
  /** The coin's price in USDT now, undefined without a market. */
  priceUsdt: (coin: string) => string | undefined
  /** Passkeys, which confirm a withdrawal instead of the authenticator code. */
  passkeys?: WithdrawalPasskeys
}

/** A passkey answer to the user's withdrawal challenge (modules/auth/passkeys.ts). */
export interface WithdrawalPasskeys {
  verifyWithdrawal(userId: number, response: unknown): Promise<boolean>
}

/**
 * Withdrawals (docs/adr/0011): applying checks, in order, the frozen account, the 24-hour block,
 * the fund password, the authenticator, the destination (and the allow-list), the amount, the balance and the daily
 * limit, then freezes the amount; an operator's approval pays it out, a rejection returns it.
 * Each decision is one transaction guarded by `status = 'applied'`.
 */
export function createWithdrawals(
  ctx: AppContext,
  repo: WalletRepo,
  spot: SpotService,
  ledger: LedgerService,
  users: Pick<AuthRepo, 'findUserById' | 'useAuthenticatorStep'>,
  chains: ReadonlyMap<WalletChainId, ChainAdapter>,
  events: UserEvents,
  notify: Notify,
  guards: AuthGuards,
  options: WithdrawalOptions,
  allowlist: Allowlist,
) {
  const { clock, uow } = ctx
  const { user, limitOf, checkFundPassword, authenticatorStep } = createWithdrawalChecks(
    ctx,
    repo,
    users,
    guards,
  )

  function withdrawalOut(row: WithdrawalRow): Withdrawal {
    return {
      id: String(row.id),
      clientWithdrawalId: row.client_withdrawal_id,
      method: row.method,
      coin: row.coin,
      chain: row.chain as Withdrawal['chain'],
      ...(row.address !== null ? { address: row.address } : {}),
      ...(row.bank_name !== null ? { bankName: row.bank_name } : {}),
      ...(row.card_number !== null ? { cardNumber: row.card_number } : {}),
      ...(row.real_name !== null ? { realName: row.real_name } : {}),
      amount: row.amount,
      fee: row.fee,
      arrivalAmount: row.arrival,
      status: row.status,
      ...(row.reason !== null ? { reason: row.reason } : {}),
      ...(row.tx_hash !== null ? { txHash: row.tx_hash } : {}),
      createdAt: row.created_at,
      ...(row.reviewed_at !== null ? { reviewedAt: row.reviewed_at } : {}),
    }
  }

  /** A passkey's answer, under the per-user limit of second factors, reserved before the await. */
  async function passkeyStep(userId: number, response: unknown): Promise<void> {
    const attempt = guards.attempts.reserve('authenticator', String(userId), clock.now())
    const ok = (await options.passkeys?.verifyWithdrawal(userId, response)) ?? false
    settle(attempt, ok)
    if (!ok) throw unprocessable('passkey.failed', 'The passkey did not confirm')
  }

  function required(value: string | undefined, field: string, what: string): string {
    const text = value?.trim() ?? ''
    if (text === '') throw fieldError(field, 'request.invalid', `Enter the ${what}`)
    return text
  }

  async function apply(userId: number, body: BodyOf<'withdrawalApply'>): Promise<Withdrawal> {
    const earlier = repo.withdrawalByClient(userId, body.clientWithdrawalId)
    if (earlier) return withdrawalOut(earlier)
    spot.checkAccount(userId)
    const u = user(userId)
    const until = blockedUntil(u, clock.now())
    if (until !== null)
      throw forbidden(
        'withdrawal.blocked',
        `Withdrawals are blocked until ${new Date(until).toISOString()} (${u.withdrawals_block_reason ?? 'security'})`,
      )
    await checkFundPassword(u, body.fundPassword)
    // A passkey confirms instead of the authenticator; the code's step is recorded with the
    // withdrawal (below), so a refused form can resend it.
    const byPasskey = body.passkey !== undefined && u.passkey_count > 0
    if (byPasskey) await passkeyStep(u.id, body.passkey)
    const totpStep =
      u.authenticator_secret === null || byPasskey
        ? null
        : authenticatorStep(u, u.authenticator_secret, body.authenticatorCode)
    const rule = offered(body.coin, body.chain)
    if ((body.method === 'bank') !== (rule.chain === 'BANK'))
      throw fieldError(
        'body.method',
        'wallet.chain.unsupported',
        `${rule.name} does not pay out by ${body.method === 'bank' ? 'bank card' : 'chain'}`,
      )
    let destination: Pick<
      WithdrawalRow,
      'address' | 'bank_name' | 'card_number' | 'card_last4' | 'real_name'
    >
    if (body.method === 'chain') {
      const address = body.address?.trim() ?? ''
      const chain = chains.get(rule.chain)
      if (!chain?.validate(address))
        throw fieldError('body.address', 'address.invalid', `Not a ${rule.name} address`)
      destination = {
        address,
        bank_name: null,
        card_number: null,
        card_last4: null,
        real_name: null,
      }
    } else {
      const card = body.cardNumber ?? ''
      if (!isValidCardNumber(card))
        throw fieldError('body.cardNumber', 'bank.card.invalid', 'Not a valid card number')
      const digits = card.replace(/\D/g, '')
      destination = {
        address: null,
        bank_name: required(body.bankName, 'body.bankName', 'bank name'),
        card_number: maskCardNumber(card),
        card_last4: digits.slice(-4),
        real_name: required(body.realName, 'body.realName', "card holder's name"),
      }
    }
    // Read after the awaits above, so a list turned on meanwhile counts.
    allowlist.checkDestination(userId, rule.chain, destination.address)
    const account = rule.account as WalletAccount
    const row = uow.transaction(() => {
      // Re-checked inside the transaction: a repeat racing this one freezes nothing twice.
      const again = repo.withdrawalByClient(userId, body.clientWithdrawalId)
      if (again) return again
      // A code is good for one withdrawal (or sign-in) only.
      if (totpStep !== null && !users.useAuthenticatorStep(userId, totpStep))
        throw unprocessable('authenticator.code.error', 'The authenticator code was used already')
      const now = clock.now()
      const quote = quoteWithdrawal({
        rule,
        amount: body.amount,
        available: formatAmount(ledger.held(userId, rule.coin, account).available),
        remainingUsdt: limitOf(u, now).remaining,
        priceUsdt: options.priceUsdt(rule.coin),
      })
      switch (quote.problem) {
        case 'amount.invalid':
          throw fieldError(
            'body.amount',
            'request.invalid',
            `The amount must be more than 0 with at most ${rule.decimals} decimals`,
          )
        case 'amount.low':
          throw unprocessable(
            'withdrawal.amount.low',
            `The minimum is ${rule.minWithdraw} ${rule.coin} and the amount must exceed the fee of ${rule.withdrawFee}`,
          )
        case 'balance.insufficient':
          throw unprocessable('balance.insufficient', `Not enough ${rule.coin} available`)
        case 'limit.exceeded':
          throw unprocessable(
            'withdrawal.limit.exceeded',
            'The amount is above what the daily withdrawal limit has left',
          )
        case null:
          break
      }
      const units = amount(body.amount.trim())
      const inserted = repo.insertWithdrawal({
        user_id: userId,
        client_withdrawal_id: body.clientWithdrawalId,
        method: body.method,
        coin: rule.coin,
        chain: rule.chain,
        account,
        ...destination,
        amount: formatAmount(units),
        fee: formatAmount(amount(quote.fee)),
        arrival: formatAmount(amount(quote.arrival)),
        value_usdt: quote.valueUsdt ?? '0',
        created_at: now,
      })
      ledger.move(
        userId,
        rule.coin,
        'withdrawal_freeze',
        -units,
        units,
        'withdrawal',
        String(inserted.id),
        account,
      )
      events.emit(userId, { type: 'withdrawal', withdrawal: withdrawalOut(inserted) })
      return inserted
    })
    return withdrawalOut(row)
  }

  /** Approves (pays out) or rejects (returns) an applied withdrawal; a decision applies once. */
  function decide(id: number, decision: { approve: true } | { approve: false; reason: string }) {
    return uow.transaction(() => {
      const row = repo.withdrawal(id)
      if (!row) throw notFound('not.found', `No withdrawal ${id}`)
      if (row.status !== 'applied')
        throw conflict('request.invalid', `Withdrawal ${id} is ${row.status} already`)
      const now = clock.now()
      const done = decision.approve
        ? {
            id,
            status: 'withdrawn' as const,
            reason: null,
            tx_hash: row.method === 'chain' ? newTxHash(row.chain) : null,
            reviewed_at: now,
          }
        : {
            id,
            status: 'rejected' as const,
            reason: decision.reason,
            tx_hash: null,
            reviewed_at: now,
          }
      if (!repo.decide(done))
        throw conflict('request.invalid', `Withdrawal ${id} was decided already`)
      const account = row.account as WalletAccount
      const ref = String(id)
      const total = amount(row.amount)
      if (decision.approve) {
        const fee = amount(row.fee)
        ledger.move(
          row.user_id,
          row.coin,
          'withdrawal',
          0n,
          fee - total,
          'withdrawal',
          ref,
          account,
        )
        ledger.move(row.user_id, row.coin, 'withdrawal_fee', 0n, -fee, 'withdrawal', ref, account)
      } else {
        ledger.move(
          row.user_id,
          row.coin,
          'withdrawal_rejected',
          total,
          -total,
          'withdrawal',
          ref,
          account,
        )
      }
      const next: WithdrawalRow = { ...row, ...done }
      events.emit(row.user_id, { type: 'withdrawal', withdrawal: withdrawalOut(next) })
      notify(
        row.user_id,
        decision.approve ? 'withdrawal_approved' : 'withdrawal_rejected',
        {
          amount: row.amount,
          coin: row.coin,
          ...(decision.approve ? {} : { reason: decision.reason }),
        },
        `withdrawal:${id}`,
      )
      return next
    })
  }

  return {
    withdrawalOut,
    apply,
    approve: (id: number) => decide(id, { approve: true }),
    reject: (id: number, reason: string) => decide(id, { approve: false, reason }),
    /** Demo mode: approves what has waited `autoApproveSeconds`, like an operator would. */
    autoApprove(): void {
      if (!ctx.config.demoMode || options.autoApproveSeconds <= 0) return
      for (const row of repo.appliedBefore(clock.now() - options.autoApproveSeconds * 1000)) {
        try {
          decide(row.id, { approve: true })
        } catch (error) {
          ctx.log.error({ err: error, withdrawal: row.id }, 'withdrawal not auto-approved')
        }
      }
    },
    limits(userId: number): WithdrawalLimits {
      const u = user(userId)
      const now = clock.now()
      const { daily, used, remaining } = limitOf(u, now)
      const until = blockedUntil(u, now)
      return {
        dailyLimitUsdt: daily,
        usedTodayUsdt: used,
        remainingUsdt: remaining,
        tiers: withdrawalTiers(tiersMet(u)),
        fundPasswordSet: u.fund_password_hash !== null,
        authenticatorBound: u.authenticator_secret !== null,
        frozen: u.frozen === 1,
        withdrawalAllowlist: allowlist.on(userId),
        serverTime: now,
        ...(until !== null
          ? {
              blockedUntil: until,
              blockReason: (u.withdrawals_block_reason ??
                'password_changed') as WithdrawalLimits['blockReason'],
            }
          : {}),
      }
    },
    records(userId: number, body: BodyOf<'withdrawalRecords'>): DataOf<'withdrawalRecords'> {
      const { list, total } = repo.withdrawals(
        userId,
        { coin: body.coin, status: body.status, from: body.from, to: body.to },
        body.pageIndex,
        body.pageSize,
      )
      return {
        list: list.map(withdrawalOut),
        total,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      }
    },

    // ---- the address book ----
    ...createAddressBook(ctx, repo, chains, allowlist),
  }
}

export type Withdrawals = ReturnType<typeof createWithdrawals>
