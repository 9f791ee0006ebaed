import {
  dailyWithdrawalLimit,
  isValidCardNumber,
  maskCardNumber,
  quoteWithdrawal,
  withdrawalTiers,
  type WalletChainId,
  type WithdrawalRequirement,
} from '@bourse/rules/wallet'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { Withdrawal, WithdrawalAddress, WithdrawalLimits } from '../../contract/types'
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../errors'
import { settle } from '../auth/attempts'
import type { AuthGuards } from '../auth/guards'
import type { AuthRepo, UserRow } from '../auth/repo'
import { checkTotp } from '../auth/totp'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import type { WalletAccount } from '../../contract/types'
import type { ChainAdapter } from './chains'
import { newTxHash, offered } from './deposits'
import type { UserEvents } from '../events/userEvents'
import type { Notify } from '../inbox/service'
import type { WalletRepo, WithdrawalAddressRow, WithdrawalRow } from './repo'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
/** Saved withdrawal addresses per user. */
export const ADDRESS_BOOK_LIMIT = 50

export interface WithdrawalOptions {
  /** Approve applied withdrawals after this many seconds (demo mode); 0 = never. */
  autoApproveSeconds: number
  /** The coin's price in USDT now, undefined without a market. */
  priceUsdt: (coin: string) => string | undefined
}

/**
 * Withdrawals (docs/adr/0011): applying checks, in order, the frozen account, the 24-hour block,
 * the fund password, the authenticator, the destination, the amount, the balance and the daily
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
) {
  const { clock, uow } = ctx
  const { passwords, attempts } = guards

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

  const addressOut = (row: WithdrawalAddressRow): WithdrawalAddress => ({
    id: String(row.id),
    chain: row.chain as WithdrawalAddress['chain'],
    address: row.address,
    label: row.label,
    createdAt: row.created_at,
  })

  function user(userId: number): UserRow {
    const row = users.findUserById(userId)
    if (!row) throw notFound('account.not.found', 'No such account')
    return row
  }

  function tiersMet(u: UserRow): Partial<Record<WithdrawalRequirement, boolean>> {
    return {
      realName: u.real_name_status === 'authenticated',
      phone: u.phone !== null,
      email: u.email !== null,
      authenticator: u.authenticator_secret !== null,
    }
  }

  /** The rolling 24-hour limit: what it is, what was used, what is left (USDT). */
  function limitOf(u: UserRow, now: number) {
    const daily = amount(dailyWithdrawalLimit(tiersMet(u)))
    const used = repo.usedSince(u.id, now - DAY).reduce((sum, v) => sum + amount(v), 0n)
    return {
      daily: formatAmount(daily),
      used: formatAmount(used),
      remaining: formatAmount(daily > used ? daily - used : 0n),
    }
  }

  function blockedUntil(u: UserRow, now: number): number | null {
    return u.withdrawals_blocked_until !== null && u.withdrawals_blocked_until > now
      ? u.withdrawals_blocked_until
      : null
  }

  async function checkFundPassword(u: UserRow, given: string): Promise<void> {
    if (u.fund_password_hash === null)
      throw unprocessable('fund.password.unset', 'Set a fund password first')
    // Reserved before the hash is awaited, so that guesses sent at once are counted (issue #17).
    const attempt = attempts.reserve('fund', String(u.id), clock.now())
    const ok = await passwords.verify(given, u.fund_password_hash)
    settle(attempt, ok)
    if (!ok) throw unprocessable('fund.password.error', 'The fund password is wrong')
  }

  /**
   * The step of a right authenticator code, under the per-user limit it shares with sign-in and
   * removal; reserved, checked and settled with no `await` in between.
   */
  function authenticatorStep(u: UserRow, secret: string, code: string | undefined): number {
    // A missing code is a form left incomplete, not a guess.
    if (!code) throw unprocessable('authenticator.code.error', 'Enter the authenticator code')
    const now = clock.now()
    const attempt = attempts.reserve('authenticator', String(u.id), now)
    const step = checkTotp(secret, code, now, u.authenticator_last_step)
    settle(attempt, step !== null)
    if (step === null)
      throw unprocessable('authenticator.code.error', 'The authenticator code is wrong')
    return step
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
    // The code's step is recorded with the withdrawal (below), so a refused form can resend it.
    const totpStep =
      u.authenticator_secret === null
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
    addresses: (userId: number) => repo.addresses(userId).map(addressOut),
    addAddress(userId: number, body: BodyOf<'withdrawalAddressAdd'>): WithdrawalAddress {
      const address = body.address.trim()
      const chain = chains.get(body.chain)
      // Card numbers are never stored whole, so bank cards are not saved in the book.
      if (!chain || body.chain === 'BANK')
        throw fieldError('body.chain', 'wallet.chain.unsupported', 'Only chain addresses are saved')
      if (!chain.validate(address))
        throw fieldError('body.address', 'address.invalid', `Not a ${body.chain} address`)
      return addressOut(
        uow.transaction(() => {
          if (repo.addressByValue(userId, body.chain, address))
            throw conflict('address.duplicate', 'This address is saved already')
          if (repo.addressCount(userId) >= ADDRESS_BOOK_LIMIT)
            throw unprocessable(
              'address.limit',
              `At most ${ADDRESS_BOOK_LIMIT} addresses can be saved`,
            )
          return repo.insertAddress({
            user_id: userId,
            chain: body.chain,
            address,
            label: body.label.trim(),
            created_at: clock.now(),
          })
        }),
      )
    },
    deleteAddress(userId: number, id: string): null {
      const n = /^\d+$/.test(id) ? Number(id) : NaN
      if (!Number.isSafeInteger(n) || !repo.deleteAddress(userId, n))
        throw notFound('address.not.found', 'No such saved address')
      return null
    },
  }
}

export type Withdrawals = ReturnType<typeof createWithdrawals>
