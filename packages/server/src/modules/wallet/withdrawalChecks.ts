import { dailyWithdrawalLimit, type WithdrawalRequirement } from '@bourse/rules/wallet'
import { realNow } from '../../clock'
import type { AppContext } from '../../context'
import { notFound, unprocessable } from '../../errors'
import { settle } from '../auth/attempts'
import type { AuthGuards } from '../auth/guards'
import type { AuthRepo, UserRow } from '../auth/repo'
import { checkTotp } from '../auth/totp'
import { amount, formatAmount } from '../ledger/money'
import type { WalletRepo } from './repo'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** Which withdrawal tiers a user meets (the daily limit grows with them). */
export function tiersMet(u: UserRow): Partial<Record<WithdrawalRequirement, boolean>> {
  return {
    realName: u.real_name_status === 'authenticated',
    phone: u.phone !== null,
    email: u.email !== null,
    authenticator: u.authenticator_secret !== null,
  }
}

/** When the 24-hour block after a credential change ends; null when withdrawals are not blocked. */
export function blockedUntil(u: UserRow, now: number): number | null {
  return u.withdrawals_blocked_until !== null && u.withdrawals_blocked_until > now
    ? u.withdrawals_blocked_until
    : null
}

/**
 * The checks of the account behind a withdrawal: who it is, its daily limit, its fund password
 * and authenticator code, each under the attempt limits shared with sign-in.
 */
export function createWithdrawalChecks(
  ctx: AppContext,
  repo: Pick<WalletRepo, 'usedSince'>,
  users: Pick<AuthRepo, 'findUserById'>,
  guards: AuthGuards,
) {
  const { clock } = ctx
  const { passwords, attempts } = guards

  function user(userId: number): UserRow {
    const row = users.findUserById(userId)
    if (!row) throw notFound('account.not.found', 'No such account')
    return row
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
    const step = checkTotp(secret, code, realNow(clock), u.authenticator_last_step)
    settle(attempt, step !== null)
    if (step === null)
      throw unprocessable('authenticator.code.error', 'The authenticator code is wrong')
    return step
  }

  return { user, limitOf, checkFundPassword, authenticatorStep }
}
