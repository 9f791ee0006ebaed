import type { WebAuthnResponse, WithdrawalLimits } from '@bourse/api-client'
import type { AddressManagerConnectedProps } from '../AddressManager'
import { WithdrawalForm, type WithdrawalFormProps } from './WithdrawalForm'
import { useWithdrawalFormData } from './useWithdrawalFormData'

export type WithdrawalFormConnectedProps = Omit<
  WithdrawalFormProps,
  | 'coins'
  | 'limits'
  | 'status'
  | 'errorDetail'
  | 'onRetry'
  | 'balances'
  | 'prices'
  | 'renderAddressBook'
  | 'onSubmit'
  | 'locale'
> & {
  /** Labels of the address book opened from the form. @default English */
  addressBookLabels?: AddressManagerConnectedProps['labels']
  /**
   * Change it to load the limits and balances again, keeping what the user typed (after the
   * page set the fund password, say). @default undefined
   */
  refreshKey?: unknown
  /**
   * The signed answer of one of the user's passkeys to `withdrawalPasskeyOptions` (the site asks
   * the browser); when given, each submission confirms with it instead of the authenticator
   * code. @default undefined
   */
  confirmWithPasskey?: () => Promise<WebAuthnResponse>
  /**
   * Told the limits each time they load, so the page can show what they say elsewhere (the
   * withdrawal allow-list in its address book). @default undefined
   */
  onLimits?: (limits: WithdrawalLimits) => void
  /**
   * Asked by the address book before it saves an address while the withdrawal allow-list is on:
   * a step-up token, or null when the user cancels (see `AddressManagerConnected`).
   * @default undefined
   */
  stepUp?: AddressManagerConnectedProps['stepUp']
}

/**
 * The withdrawal form, live: coins from `GET /app/wallet/coins`, limits and blocks from
 * `GET /app/wallet/withdrawal/limits`, the spot and fiat balances (`useAccountBalances`), USDT
 * prices from `GET /app/market/tickers`, the address book (`AddressManagerConnected`), and
 * `POST /app/wallet/withdrawal/apply` with a client withdrawal id made once per submission and
 * reused when the same submission is retried after a network failure, so money never leaves
 * twice. For signed-in users only.
 */
export function WithdrawalFormConnected(props: WithdrawalFormConnectedProps) {
  const state = useWithdrawalFormData(props)
  return <WithdrawalForm {...state} />
}
WithdrawalFormConnected.displayName = 'WithdrawalFormConnected'
