import type { UserInfo } from '@bourse/api-client'

/** A security factor the user may still add, in the order the page suggests them. */
export type SafetyStep = 'phone' | 'email' | 'fund' | 'totp' | 'kyc'

/**
 * The next missing factor among phone, e-mail, fund password, authenticator and real-name
 * verification (one waiting for review counts as done); null when nothing is missing.
 */
export function nextSafetyStep(
  user: Pick<
    UserInfo,
    'phone' | 'email' | 'hasFundPassword' | 'hasAuthenticator' | 'realNameStatus'
  >,
): SafetyStep | null {
  if (!user.phone) return 'phone'
  if (!user.email) return 'email'
  if (!user.hasFundPassword) return 'fund'
  if (!user.hasAuthenticator) return 'totp'
  if (user.realNameStatus === 'not_certified' || user.realNameStatus === 'review_failed')
    return 'kyc'
  return null
}

/** The meter's value for each level (out of 3). */
export const safetyValue = { low: 1, middle: 2, high: 3 } as const
