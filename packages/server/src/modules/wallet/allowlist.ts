import type { AppContext } from '../../context'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import { AppError } from '../../errors'
import type { StepUpGate } from '../auth/stepUp'
import type { WalletRepo } from './repo'

/** A saved address can be withdrawn to this long after it was added, while the list is on. */
export const ALLOWLIST_DELAY_MS = 24 * 60 * 60_000

/** When a saved address becomes usable under the allow-list. */
export const usableFrom = (createdAt: number) => createdAt + ALLOWLIST_DELAY_MS

/** What the allow-list takes from account protection (modules/auth): step-up and its aftermath. */
export interface AllowlistSecurity {
  /** The step-up gate: turning the list off and adding an address while it is on need a token. */
  stepUp: StepUpGate
  /**
   * A security change, called inside its transaction: blocks withdrawals 24 hours, leaves a
   * notice and mails the contact on the account (docs/adr/0026).
   */
  securityChanged(userId: number, change: 'allowlist_off'): void
}

const notAllowed = (message: string, until?: number) =>
  new AppError(422, 'withdrawal.address.not.allowed', message, until ? { usableFrom: until } : null)

/**
 * The withdrawal allow-list (docs/adr/0026): while on, chain withdrawals go only to address-book
 * entries of the same chain added at least 24 hours ago, and bank-card withdrawals are refused.
 */
export function createAllowlist(
  ctx: AppContext,
  repo: Pick<WalletRepo, 'allowlistOn' | 'setAllowlist' | 'addressByValue'>,
  security: AllowlistSecurity,
) {
  const { clock, uow } = ctx
  return {
    /**
     * Turns the list on (free: it only takes possibilities away) or off (a step-up token, used
     * up in the same transaction, and the security change `allowlist_off` when it was on).
     */
    set(session: SessionInfo, body: BodyOf<'setWithdrawalAllowlist'>): void {
      const { stepUp, securityChanged } = security
      if (!body.enabled) stepUp.check(session, body.stepUpToken)
      uow.transaction(() => {
        if (!body.enabled) stepUp.consume(session, body.stepUpToken)
        const changed = repo.setAllowlist(session.userId, body.enabled, clock.now())
        if (changed && !body.enabled) securityChanged(session.userId, 'allowlist_off')
      })
    },
    /** Before adding an address: refuses early, with no await, when the list wants a step-up. */
    checkAdd(session: SessionInfo, token: string | undefined): void {
      if (repo.allowlistOn(session.userId)) security.stepUp.check(session, token)
    },
    /** Inside the add's transaction: uses the token up when the list is on. */
    consumeAdd(session: SessionInfo, token: string | undefined): void {
      if (repo.allowlistOn(session.userId)) security.stepUp.consume(session, token)
    },
    on: (userId: number) => repo.allowlistOn(userId),
    /** Refuses a destination the list does not allow; `address` null for a bank card. */
    checkDestination(userId: number, chain: string, address: string | null): void {
      if (!repo.allowlistOn(userId)) return
      if (address === null)
        throw notAllowed('The withdrawal allow-list is on: bank-card withdrawals are refused')
      const saved = repo.addressByValue(userId, chain, address)
      if (!saved)
        throw notAllowed(
          `The withdrawal allow-list is on: ${address} is not in the address book for ${chain}`,
        )
      const from = usableFrom(saved.created_at)
      if (from > clock.now())
        throw notAllowed(
          `The withdrawal allow-list is on: this address can be used from ${new Date(from).toISOString()}`,
          from,
        )
    },
  }
}

export type Allowlist = ReturnType<typeof createAllowlist>
