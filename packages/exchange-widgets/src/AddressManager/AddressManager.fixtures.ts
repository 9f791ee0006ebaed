import type { WithdrawalAddress, WithdrawalAddressAddRequest } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'

/** An address is usable under the withdrawal allow-list this long after it was saved. */
const DAY = 86_400_000

/** Valid addresses (checksums included) of each chain. */
export const fixtureAddressText = {
  TRC20: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6Z',
  TRC20b: 'TA9yD97bbP9YDtjSSGtwNqCwaxiUuSiHfs',
  /** The first TRC-20 address with its last character changed: the checksum fails. */
  TRC20typo: 'TA4fLCGrYGHPqR7UEfmp2UhzbGoCchZG6a',
  BTC: 'bc1qqyyq79says4nyw2qga892hrrdfchsluxw64f9c',
  ETH: '0x01080f161d242b323940474e555c636a71787f86',
  ERC20: '0x020910171e252c333a41484f565d646b72798087',
} as const

/** The demo user's address book, newest first. */
export const fixtureAddresses: WithdrawalAddress[] = [
  {
    id: 'wa-4',
    chain: 'TRC20',
    address: fixtureAddressText.TRC20,
    label: 'Binance TRC-20',
    createdAt: FIXTURE_NOW - 3_600_000,
    usableFrom: FIXTURE_NOW - 3_600_000 + DAY,
  },
  {
    id: 'wa-3',
    chain: 'BTC',
    address: fixtureAddressText.BTC,
    label: 'Cold wallet',
    createdAt: FIXTURE_NOW - 86_400_000,
    usableFrom: FIXTURE_NOW,
  },
  {
    id: 'wa-2',
    chain: 'ERC20',
    address: fixtureAddressText.ERC20,
    label: '',
    createdAt: FIXTURE_NOW - 2 * 86_400_000,
    usableFrom: FIXTURE_NOW - 86_400_000,
  },
  {
    id: 'wa-1',
    chain: 'TRC20',
    address: fixtureAddressText.TRC20b,
    label: 'Ledger',
    createdAt: FIXTURE_NOW - 3 * 86_400_000,
    usableFrom: FIXTURE_NOW - 2 * 86_400_000,
  },
]

/** What the server answers to a saved address. */
export function addressSaved(request: WithdrawalAddressAddRequest): WithdrawalAddress {
  const { stepUpToken: _token, ...saved } = request
  return { id: 'wa-5', createdAt: FIXTURE_NOW, usableFrom: FIXTURE_NOW + DAY, ...saved }
}
