import type { NamedState } from './types'

const spot = 'widgets-spotorderform--docs'
const futures = 'widgets-futuresorderform--docs'
const second = 'widgets-secondcontractticket--docs'
const kyc = 'widgets-kycuploader--docs'
const withdrawal = 'widgets-withdrawalform--docs'
const deposit = 'widgets-depositpanel--docs'

/** The named examples of the order forms, tickets, account and earn widgets. */
export const namedStates: readonly NamedState[] = [
  // SpotOrderForm
  {
    docs: spot,
    story: 'widgets-spotorderform--sell-limit',
    shows: [
      { role: 'tab', name: 'Sell', selected: true },
      { role: 'tab', name: 'Limit', selected: true },
      { role: 'button', name: 'Sell BTC' },
    ],
  },
  {
    docs: spot,
    story: 'widgets-spotorderform--market-buy-by-total',
    shows: [
      { role: 'tab', name: 'Market', selected: true },
      { role: 'button', name: 'Total', pressed: true },
      { role: 'textbox', name: 'Total' },
      { role: 'button', name: 'Buy BTC' },
    ],
  },
  {
    docs: spot,
    story: 'widgets-spotorderform--visitor',
    shows: [{ role: 'button', name: 'Log in to trade' }],
  },
  {
    docs: spot,
    story: 'widgets-spotorderform--market-not-open',
    shows: [{ text: 'This market is not open for trading yet.' }],
  },
  {
    docs: spot,
    story: 'widgets-spotorderform--maintenance',
    shows: [{ text: 'This market is under maintenance.' }],
  },
  {
    docs: spot,
    story: 'widgets-spotorderform--submitting',
    shows: [{ role: 'button', name: 'Placing order' }],
  },
  // FuturesOrderForm
  {
    docs: futures,
    story: 'widgets-futuresorderform--short-market',
    shows: [
      { role: 'tab', name: 'Short', selected: true },
      { role: 'tab', name: 'Market', selected: true },
      { role: 'button', name: 'Open short' },
    ],
  },
  {
    docs: futures,
    story: 'widgets-futuresorderform--long-limit',
    shows: [
      { role: 'tab', name: 'Long', selected: true },
      { role: 'tab', name: 'Limit', selected: true },
      { role: 'button', name: 'Open long' },
    ],
  },
  {
    docs: futures,
    story: 'widgets-futuresorderform--low-max-leverage',
    shows: [{ role: 'button', name: '5x', pressed: true }],
  },
  {
    docs: futures,
    story: 'widgets-futuresorderform--signed-out',
    shows: [{ role: 'button', name: 'Log in to trade' }],
  },
  // SecondContractTicket
  {
    docs: second,
    story: 'widgets-secondcontractticket--down-fixed-fee',
    shows: [
      { role: 'tab', name: 'Buy down', selected: true },
      { role: 'button', name: '300 s · 92%', pressed: true },
    ],
  },
  {
    docs: second,
    story: 'widgets-secondcontractticket--with-contracts',
    shows: [{ text: 'Settlement complete' }, { text: 'Holding' }],
  },
  {
    docs: second,
    story: 'widgets-secondcontractticket--scheduled-open',
    shows: [{ text: 'Pending' }, { role: 'button', name: 'In 60 s' }],
  },
  {
    docs: second,
    story: 'widgets-secondcontractticket--unavailable',
    shows: [{ text: 'Second contracts are not available in your region.' }],
  },
  // KycUploader: each example starts from its file (`initialFile`), not from a pick.
  {
    docs: kyc,
    story: 'widgets-kycuploader--default',
    shows: [{ role: 'button', name: 'Choose file' }, { text: 'JPEG, PNG, BMP, up to 8 MB' }],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--preparing',
    shows: [{ role: 'status' }, { text: 'Preparing the photo' }],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--uploading',
    shows: [
      { role: 'progressbar', name: 'Upload progress' },
      { text: 'Uploading… 40%' },
      { role: 'button', name: 'Cancel' },
    ],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--done',
    shows: [
      { role: 'img', name: 'Preview: Front of the ID card' },
      { text: 'Uploaded · 244 B' },
      { role: 'button', name: 'Replace' },
      { role: 'button', name: 'Remove' },
    ],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--error-type',
    shows: [{ role: 'alert' }, { text: 'This file is not a JPEG, PNG, BMP image.' }],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--error-size',
    shows: [{ role: 'alert' }, { text: 'This photo is larger than 8 MB.' }],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--error-network',
    shows: [
      { text: 'The photo could not be uploaded. Network error' },
      { role: 'button', name: 'Retry' },
    ],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--uploaded-earlier',
    shows: [{ text: 'Uploaded' }, { role: 'button', name: 'Replace' }],
  },
  {
    docs: kyc,
    story: 'widgets-kycuploader--disabled',
    shows: [{ role: 'button', name: 'Choose file', disabled: true }],
  },
  // WithdrawalForm
  {
    docs: withdrawal,
    story: 'widgets-withdrawalform--over-the-limit',
    shows: [{ text: 'Real-name verification' }, { role: 'combobox', name: 'Coin' }],
  },
  {
    docs: withdrawal,
    story: 'widgets-withdrawalform--bank-card',
    shows: [
      { role: 'textbox', name: 'Bank name' },
      { role: 'textbox', name: 'Card number' },
    ],
  },
  {
    docs: withdrawal,
    story: 'widgets-withdrawalform--fund-password-unset',
    shows: [{ role: 'button', name: 'Set the fund password' }],
  },
  // DepositPanel
  {
    docs: deposit,
    story: 'widgets-depositpanel--chain-switch',
    shows: [
      { role: 'button', name: 'USDT-TRC20', pressed: true },
      { text: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
    ],
  },
  {
    docs: deposit,
    story: 'widgets-depositpanel--from-link',
    shows: [
      { role: 'button', name: 'Ethereum', pressed: true },
      { text: '0xde709f2102306220921060314715629080e2fb77' },
    ],
  },
  // AssetAllocation
  {
    docs: 'widgets-assetallocation--docs',
    story: 'widgets-assetallocation--many-assets',
    shows: [{ role: 'tab', name: 'By asset', selected: true }],
  },
  // RobotPanel
  {
    docs: 'widgets-robotpanel--docs',
    story: 'widgets-robotpanel--running',
    shows: [{ role: 'button', name: 'Stop robot' }],
  },
  {
    docs: 'widgets-robotpanel--docs',
    story: 'widgets-robotpanel--ended',
    shows: [{ role: 'button', name: 'Run again' }],
  },
]
