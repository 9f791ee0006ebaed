import type { Withdrawal } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import { fixtureAddressText } from '../AddressManager/AddressManager.fixtures'

export { FIXTURE_NOW }

/** One withdrawal of the demo user, applied a minute before the fixture time. */
export function withdrawalFixture(patch: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'w-10',
    clientWithdrawalId: 'w-client-10',
    method: 'chain',
    coin: 'USDT',
    chain: 'TRC20',
    address: fixtureAddressText.TRC20,
    amount: '100',
    fee: '1',
    arrivalAmount: '99',
    status: 'applied',
    createdAt: FIXTURE_NOW - 60_000,
    ...patch,
  }
}

/** One page: applied, withdrawn on each chain, a bank card, a rejection with its reason. */
export const fixtureWithdrawals: Withdrawal[] = [
  withdrawalFixture(),
  withdrawalFixture({
    id: 'w-9',
    coin: 'BTC',
    chain: 'BTC',
    address: fixtureAddressText.BTC,
    amount: '0.25',
    fee: '0.0005',
    arrivalAmount: '0.2495',
    status: 'withdrawn',
    txHash: '9f2c',
    createdAt: FIXTURE_NOW - 3_600_000,
    reviewedAt: FIXTURE_NOW - 3_000_000,
  }),
  withdrawalFixture({
    id: 'w-8',
    method: 'bank',
    coin: 'USD',
    chain: 'BANK',
    address: undefined,
    bankName: 'First Bank',
    cardNumber: '**** 1111',
    realName: 'Ana Silva',
    amount: '500',
    fee: '2',
    arrivalAmount: '498',
    status: 'withdrawn',
    createdAt: FIXTURE_NOW - 86_400_000,
  }),
  withdrawalFixture({
    id: 'w-7',
    coin: 'ETH',
    chain: 'ETH',
    address: fixtureAddressText.ETH,
    amount: '1.5',
    fee: '0.005',
    arrivalAmount: '1.495',
    status: 'rejected',
    reason: 'Address under review',
    createdAt: FIXTURE_NOW - 2 * 86_400_000,
  }),
]
