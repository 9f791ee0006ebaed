import type {
  WalletCoin,
  Withdrawal,
  WithdrawalAddress,
  WithdrawalApplyRequest,
  WithdrawalLimits,
} from '@bourse/api-client'
import type { HTMLAttributes, ReactNode } from 'react'
import type { AddressChain } from '../AddressManager'
import type { WithdrawalFormLabelsInput } from './WithdrawalForm.labels'
import type { WithdrawalFormField } from './withdrawalRules'

/** What the form asks for; the connected form adds the client withdrawal id. */
export type WithdrawalFormSubmit = Omit<WithdrawalApplyRequest, 'clientWithdrawalId'>

/** The fields a server refusal can be shown under. */
export type { WithdrawalFormField }

export type WithdrawalFormProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSubmit'> & {
  /**
   * Coins and chains offered, with their minimums, fees and decimals (`GET /app/wallet/coins`);
   * chains with `withdraw: false` are left out. @default the table of `@bourse/rules/wallet`
   */
  coins?: readonly WalletCoin[]
  /** The user's limits and blocks (`GET /app/wallet/withdrawal/limits`); null while loading. */
  limits: WithdrawalLimits | null
  /** State of the coins and limits. @default 'ready' */
  status?: 'loading' | 'ready' | 'error'
  /** A second line of the error state. @default undefined */
  errorDetail?: string
  /** The error state's retry. @default undefined */
  onRetry?: () => void
  /**
   * Available amount by coin, in the account it is paid from (spot; fiat for USD); a missing
   * coin shows "–" and is not checked (the server keeps the last word). @default {}
   */
  balances?: Partial<Record<string, string | null>>
  /** Price of each coin in USDT, for the daily-limit check (USDT and USD are 1). @default {} */
  prices?: Partial<Record<string, string>>
  /** The coin chosen first. @default 'USDT' */
  defaultCoin?: string
  /**
   * Renders the address book for `chain` (an `AddressManager` in `select` mode) inside the
   * form's dialog; `onSelect` fills the address and closes it. Without it there is no button.
   * @default undefined
   */
  renderAddressBook?: (details: {
    chain: AddressChain
    onSelect: (address: WithdrawalAddress) => void
  }) => ReactNode
  /**
   * Applies for the withdrawal; resolves with it, rejects with an Error (a `SubmitError` puts
   * its field messages under the fields of {@link WithdrawalFormField}).
   */
  onSubmit: (request: WithdrawalFormSubmit) => Promise<Withdrawal>
  /** Called after a withdrawal was applied for. @default undefined */
  onDone?: (withdrawal: Withdrawal) => void
  /** The fund-password prompt's action (the site opens its dialog). @default undefined */
  onSetFundPassword?: () => void
  /**
   * The user confirms with a passkey instead of the authenticator code (the submit asks the
   * browser for it): the code field is not shown. @default false
   */
  passkey?: boolean
  /** Called when the coin or chain changes. @default undefined */
  onChainChange?: (details: { coin: string; chain: string }) => void
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the block's end (stories pin it). @default the user's time zone */
  timeZone?: string
  /** Clock that decides whether a block is over (stories pin it). @default the server clock (`useServerClock`) */
  now?: () => number
  /** Text, English by default. */
  labels?: WithdrawalFormLabelsInput
}
