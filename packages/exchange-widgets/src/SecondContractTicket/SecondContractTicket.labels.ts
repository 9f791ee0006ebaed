import type { SecondPlaceRequest } from '@bourse/api-client'
import type { SecondAmountError } from '@bourse/rules/contracts'
import type { LabelsOf } from '../shared/labels'

/** What the ticket asks to buy; the connected ticket adds the client order id. */
export type SecondTicketSubmit = Omit<SecondPlaceRequest, 'clientOrderId'>

/** Why the ticket refuses an amount: the rules' codes, and not enough in the account. */
export type SecondTicketErrorCode = SecondAmountError | 'balance.insufficient'

/*
 * The ticket's English texts. Where a text shows and what it fills in:
 * - `title`: accessible name and heading; `durationOption`: one duration choice, `{seconds}`
 *   and `{payout}` (a percentage); `limits`: `{min}`, `{max}` and `{asset}`; `feePercent`:
 *   `{rate}` (a percentage); `transferLabel`: `{asset}`; `symbolUnavailable`: `{symbol}`;
 *   `contractName`: `{direction}`, `{amount}`, `{asset}`.
 * - `errors`: amount messages; `{min}`, `{max}`, `{asset}` are filled in.
 */
export const defaultSecondContractTicketLabels = {
  title: 'Second contract',
  direction: 'Direction',
  up: 'Buy up',
  down: 'Buy down',
  duration: 'Duration',
  durationOption: '{seconds} s · {payout}',
  amount: 'Amount',
  limits: 'Min {min} · Max {max} {asset}',
  fee: 'Fee',
  feePercent: 'Fee ({rate})',
  payout: 'Payout if it wins',
  profitIfWin: 'Profit if it wins',
  lastPrice: 'Last price',
  available: 'Available',
  transfer: 'Transfer',
  transferLabel: 'Transfer {asset} to the second-contract account',
  login: 'Log in to trade',
  submitting: 'Placing contract',
  placed: 'Contract placed.',
  submitFailed: 'The contract could not be placed.',
  unavailable: 'Second contracts are not available in your region.',
  symbolUnavailable: 'Second contracts are not offered on {symbol}.',
  loading: 'Loading second contracts',
  error: 'Second contracts could not be loaded.',
  retry: 'Retry',
  contracts: 'My contracts',
  contractName: '{direction} {amount} {asset}',
  directionUp: 'Up',
  directionDown: 'Down',
  buyPrice: 'Buy price',
  settlementPrice: 'Settlement price',
  timeLeft: 'Time left',
  /** Countdown of a pending contract to its scheduled open time. */
  opensIn: 'Opens in',
  /** The open time choice (shown with `openDelays`). */
  openTime: 'Opens',
  openNow: 'Now',
  /** A later open time; `{seconds}`. */
  openLater: 'In {seconds} s',
  statusPending: 'Pending',
  statusHolding: 'Holding',
  statusSettling: 'Settling',
  statusSettled: 'Settlement complete',
  win: 'Win',
  loss: 'Loss',
  tie: 'Tie',
  errors: {
    'order.amount.invalid': 'The order amount is not valid.',
    'second.amount.low': 'The minimum amount is {min} {asset}.',
    'second.amount.high': 'The maximum amount is {max} {asset}.',
    'balance.insufficient': 'Insufficient balance.',
  } satisfies Record<SecondTicketErrorCode, string>,
}

export type SecondContractTicketLabels = LabelsOf<typeof defaultSecondContractTicketLabels>
