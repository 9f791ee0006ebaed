import type { SecurityChange } from '@bourse/api-client'
import type { WithdrawalRequirement } from '@bourse/rules/wallet'
import type { LabelsInput } from '../shared/labels'

/** The WithdrawalForm's English text: the defaults its messages and `labels` prop override. */
export const defaultWithdrawalFormLabels = {
  /** Accessible name of the widget. */
  title: 'Withdraw',
  coin: 'Coin',
  chain: 'Network',
  address: 'Address',
  addressBook: 'Address book',
  bankName: 'Bank name',
  cardNumber: 'Card number',
  realName: "Card holder's real name",
  amount: 'Amount',
  all: 'All',
  /** `{coin}`. */
  allLabel: 'Withdraw all available {coin}',
  available: 'Available',
  fee: 'Fee',
  arrival: 'You receive',
  remaining: 'Limit left today',
  fundPassword: 'Fund password',
  authenticatorCode: 'Authenticator code',
  submit: 'Withdraw',
  submitting: 'Submitting',
  failed: 'The withdrawal could not be submitted.',
  /** Title of the answer after a withdrawal was applied for. */
  applied: 'Applied',
  appliedNote:
    'Your withdrawal is waiting for review; its status shows in your withdrawal records.',
  destination: 'To',
  /** Title of the limits box. */
  limitsTitle: 'Withdrawal limits',
  dailyLimit: 'Daily limit',
  usedToday: 'Used today',
  tiers: 'Raise your limit',
  tierMet: 'Done',
  tierNotMet: 'Not yet',
  requirements: {
    base: 'Base',
    realName: 'Real-name verification',
    phone: 'Phone bound',
    email: 'E-mail bound',
    authenticator: 'Authenticator bound',
  },
  frozenTitle: 'Account frozen',
  frozen: 'Withdrawals are not possible while your account is frozen. Contact support.',
  blockedTitle: 'Withdrawals paused',
  /** @deprecated Use `blockedReasons.password_changed`; still honoured when passed. */
  blockedPasswordChanged:
    'Your login password was changed. For your safety, withdrawals are blocked until {time}.',
  /** @deprecated Use `blockedReasons.authenticator_removed`; still honoured when passed. */
  blockedAuthenticatorRemoved:
    'Your authenticator was removed. For your safety, withdrawals are blocked until {time}.',
  /** Why withdrawals wait, by the security change that started the block; `{time}` is its end. */
  blockedReasons: {
    password_changed:
      'Your login password was changed. For your safety, withdrawals are blocked until {time}.',
    password_reset:
      'Your login password was reset. For your safety, withdrawals are blocked until {time}.',
    authenticator_enabled:
      'An authenticator was bound to your account. For your safety, withdrawals are blocked until {time}.',
    authenticator_removed:
      'Your authenticator was removed. For your safety, withdrawals are blocked until {time}.',
    phone_bound:
      'A phone number was bound to your account. For your safety, withdrawals are blocked until {time}.',
    email_bound:
      'An e-mail address was bound to your account. For your safety, withdrawals are blocked until {time}.',
    fund_password_set:
      'Your fund password was set. For your safety, withdrawals are blocked until {time}.',
    passkey_added:
      'A passkey was added to your account. For your safety, withdrawals are blocked until {time}.',
    passkey_removed:
      'A passkey was removed from your account. For your safety, withdrawals are blocked until {time}.',
    allowlist_off:
      'The withdrawal allow-list was switched off. For your safety, withdrawals are blocked until {time}.',
    anti_phishing_set:
      'Your anti-phishing code was changed. For your safety, withdrawals are blocked until {time}.',
  } satisfies Record<SecurityChange, string>,
  fundPasswordUnsetTitle: 'Set a fund password first',
  fundPasswordUnset:
    'Withdrawals are confirmed with a fund password, different from your login password.',
  setFundPassword: 'Set the fund password',
  error: 'The withdrawal details could not be loaded.',
  retry: 'Retry',
  loading: 'Loading',
  errors: {
    'address.empty': 'Enter an address.',
    'address.format': 'This is not a {chain} address.',
    'address.checksum': 'The address checksum does not match: check it for a typo.',
    'bankName.empty': 'Enter the bank name.',
    'cardNumber.invalid': 'Enter a valid card number (12 to 19 digits).',
    'realName.empty': "Enter the card holder's name.",
    'amount.invalid': 'Enter an amount greater than 0, with at most {decimals} decimals.',
    'amount.low': 'The minimum is {min} {coin}, and the amount must be above the {fee} {coin} fee.',
    'balance.insufficient': 'The amount is more than the {available} {coin} available.',
    'limit.exceeded': "Over today's limit: {remaining} USDT left.",
    'fundPassword.empty': 'Enter your fund password.',
    'authenticatorCode.invalid': 'Enter the 6-digit code.',
  },
}

export type WithdrawalFormLabels = {
  [
    K in Exclude<
      keyof typeof defaultWithdrawalFormLabels,
      'errors' | 'requirements' | 'blockedReasons'
    >
  ]: string
} & {
  /** Tier names. */
  requirements: Record<WithdrawalRequirement, string>
  /** The paused-withdrawals text by the change that started the block; `{time}` is filled in. */
  blockedReasons: Record<SecurityChange, string>
  /** Field messages; `{chain}`, `{min}`, `{fee}`, `{coin}`, `{available}`, `{remaining}`, `{decimals}` are filled in. */
  errors: { [K in keyof typeof defaultWithdrawalFormLabels.errors]: string }
}

/** Labels a site passes: any subset, the nested groups merged key by key. */
export type WithdrawalFormLabelsInput = LabelsInput<WithdrawalFormLabels>

/**
 * Moves the two labels that came before `blockedReasons` into the group, so a site that still
 * passes them sees its text; a text given in the group itself wins.
 */
export function withLegacyBlockedLabels(
  input: WithdrawalFormLabelsInput | undefined,
): WithdrawalFormLabelsInput | undefined {
  if (
    input?.blockedPasswordChanged === undefined &&
    input?.blockedAuthenticatorRemoved === undefined
  )
    return input
  return {
    ...input,
    blockedReasons: {
      ...(input.blockedPasswordChanged === undefined
        ? {}
        : { password_changed: input.blockedPasswordChanged }),
      ...(input.blockedAuthenticatorRemoved === undefined
        ? {}
        : { authenticator_removed: input.blockedAuthenticatorRemoved }),
      ...input.blockedReasons,
    },
  }
}
