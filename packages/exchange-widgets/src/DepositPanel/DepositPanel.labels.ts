export type DepositPanelLabels = {
  /** Accessible name of the panel. @default 'Deposit' */
  title: string
  /** @default 'Coin' */
  coin: string
  /** @default 'Network' */
  network: string
  /** Title of the notes. @default 'Before you send' */
  notesTitle: string
  /** `{coin}`, `{network}`. @default 'Send only {coin} over {network} to this address: other coins or networks are lost.' */
  onlyCoin: string
  /** `{amount}`, `{coin}`. @default 'Minimum deposit: {amount} {coin}. Smaller deposits are neither credited nor refunded.' */
  minimum: string
  /** `{count}`. @default 'Credited to your account after {count} network confirmations.' */
  confirmations: string
  /** `{coins}`. @default 'Automatic deposit: {coins}.' */
  autoDeposit: string
  /** `{coin}`, `{network}`. @default 'Your {coin} deposit address ({network})' */
  address: string
  /** Caption under the QR code. @default 'Scan to get the address' */
  qrCaption: string
  /** @default 'Copy address' */
  copy: string
  /** Toast after copying. @default 'Address copied' */
  copied: string
  /** Toast when copying failed. @default 'Copy failed' */
  copyFailed: string
  /** @default 'Loading the address' */
  addressLoading: string
  /** @default 'The deposit address could not be loaded.' */
  addressError: string
  /** @default 'Loading coins' */
  loading: string
  /** @default 'The coins could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'No coin can be deposited right now.' */
  noCoins: string
  /** @default 'Send a test deposit' */
  demoTitle: string
  /** `{coin}`, `{network}`. @default 'Demo chain: the simulated {network} network sends {coin} to your address, with no real funds. It confirms like a real deposit.' */
  demoNote: string
  /** @default 'Test amount' */
  demoAmount: string
  /** @default 'Send' */
  demoSubmit: string
  /** @default 'Sending' */
  demoSending: string
  /** `{amount}`, `{coin}`. @default 'Sent {amount} {coin}: it appears in your deposit records and confirms block by block.' */
  demoSent: string
  /** @default 'Enter an amount greater than 0.' */
  demoInvalid: string
  /** @default 'The test deposit could not be sent.' */
  demoFailed: string
}

export const defaultDepositPanelLabels: DepositPanelLabels = {
  title: 'Deposit',
  coin: 'Coin',
  network: 'Network',
  notesTitle: 'Before you send',
  onlyCoin: 'Send only {coin} over {network} to this address: other coins or networks are lost.',
  minimum: 'Minimum deposit: {amount} {coin}. Smaller deposits are neither credited nor refunded.',
  confirmations: 'Credited to your account after {count} network confirmations.',
  autoDeposit: 'Automatic deposit: {coins}.',
  address: 'Your {coin} deposit address ({network})',
  qrCaption: 'Scan to get the address',
  copy: 'Copy address',
  copied: 'Address copied',
  copyFailed: 'Copy failed',
  addressLoading: 'Loading the address',
  addressError: 'The deposit address could not be loaded.',
  loading: 'Loading coins',
  error: 'The coins could not be loaded.',
  retry: 'Retry',
  noCoins: 'No coin can be deposited right now.',
  demoTitle: 'Send a test deposit',
  demoNote:
    'Demo chain: the simulated {network} network sends {coin} to your address, with no real funds. It confirms like a real deposit.',
  demoAmount: 'Test amount',
  demoSubmit: 'Send',
  demoSending: 'Sending',
  demoSent: 'Sent {amount} {coin}: it appears in your deposit records and confirms block by block.',
  demoInvalid: 'Enter an amount greater than 0.',
  demoFailed: 'The test deposit could not be sent.',
}
