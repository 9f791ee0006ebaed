import { add } from '../decimal'

/*
 * The daily withdrawal limit (docs/adr/0011): a base, raised by real-name verification and by
 * each binding. Rolling 24 hours, valued in USDT when applied.
 */

export type WithdrawalRequirement = 'base' | 'realName' | 'phone' | 'email' | 'authenticator'

export const WITHDRAWAL_TIERS: readonly {
  requirement: WithdrawalRequirement
  amountUsdt: string
}[] = [
  { requirement: 'base', amountUsdt: '2000' },
  { requirement: 'realName', amountUsdt: '48000' },
  { requirement: 'phone', amountUsdt: '10000' },
  { requirement: 'email', amountUsdt: '10000' },
  { requirement: 'authenticator', amountUsdt: '30000' },
]

/** Every tier, whether the user meets it (the base always). */
export function withdrawalTiers(met: Partial<Record<WithdrawalRequirement, boolean>>) {
  return WITHDRAWAL_TIERS.map((tier) => ({
    ...tier,
    met: tier.requirement === 'base' || met[tier.requirement] === true,
  }))
}

/** The daily limit in USDT: the sum of the tiers met. */
export function dailyWithdrawalLimit(met: Partial<Record<WithdrawalRequirement, boolean>>): string {
  return withdrawalTiers(met)
    .filter((t) => t.met)
    .reduce((sum, t) => add(sum, t.amountUsdt), '0')
}

/** Fund password length, checked by the dialog and the server. */
export const FUND_PASSWORD_MIN = 6
export const FUND_PASSWORD_MAX = 32
