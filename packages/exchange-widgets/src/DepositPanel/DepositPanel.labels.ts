import type { LabelsOf } from '../shared/labels'

export const defaultDepositPanelLabels = {
  /** Accessible name of the panel. */
  title: 'Deposit',
  coin: 'Coin',
  network: 'Network',
  /** Title of the notes. */
  notesTitle: 'Before you send',
  /** `{coin}`, `{network}`. */
  onlyCoin: 'Send only {coin} over {network} to this address: other coins or networks are lost.',
  /** `{amount}`, `{coin}`. */
  minimum: 'Minimum deposit: {amount} {coin}. Smaller deposits are neither credited nor refunded.',
  /** `{count}`. */
  confirmations: 'Credited to your account after {count} network confirmations.',
  /** `{coins}`. */
  autoDeposit: 'Automatic deposit: {coins}.',
  /** `{coin}`, `{network}`. */
  address: 'Your {coin} deposit address ({network})',
  /** Caption under the QR code. */
  qrCaption: 'Scan to get the address',
  copy: 'Copy address',
  /** Toast after copying. */
  copied: 'Address copied',
  /** Toast when copying failed. */
  copyFailed: 'Copy failed',
  addressLoading: 'Loading the address',
  addressError: 'The deposit address could not be loaded.',
  loading: 'Loading coins',
  error: 'The coins could not be loaded.',
  retry: 'Retry',
  noCoins: 'No coin can be deposited right now.',
  demoTitle: 'Send a test deposit',
  /** `{coin}`, `{network}`. */
  demoNote:
    'Demo chain: the simulated {network} network sends {coin} to your address, with no real funds. It confirms like a real deposit.',
  demoAmount: 'Test amount',
  demoSubmit: 'Send',
  demoSending: 'Sending',
  /** `{amount}`, `{coin}`. */
  demoSent: 'Sent {amount} {coin}: it appears in your deposit records and confirms block by block.',
  demoInvalid: 'Enter an amount greater than 0.',
  demoFailed: 'The test deposit could not be sent.',
}

export type DepositPanelLabels = LabelsOf<typeof defaultDepositPanelLabels>
