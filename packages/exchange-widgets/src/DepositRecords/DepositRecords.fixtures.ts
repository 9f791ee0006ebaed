import type { Deposit } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'

export { FIXTURE_NOW }

/** One deposit; fields override the USDT-TRC20 deposit of 250 in progress. */
export const depositFixture = (fields: Partial<Deposit> = {}): Deposit => ({
  id: 'dep-1',
  coin: 'USDT',
  chain: 'TRC20',
  address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  amount: '250',
  txHash: '0x6f1c0c0d4c3b9a4ed2a1b7e5f0c8d9a1b2c3d4e5f60718293a4b5c6d7e8f9012',
  confirmations: 7,
  requiredConfirmations: 12,
  status: 'in_progress',
  createdAt: FIXTURE_NOW - 35_000,
  ...fields,
})

/** One page: two in progress, three credited, one below the minimum (failed). */
export const fixtureDeposits: Deposit[] = [
  depositFixture({ id: 'dep-6' }),
  depositFixture({
    id: 'dep-5',
    coin: 'BTC',
    chain: 'BTC',
    address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    amount: '0.015',
    confirmations: 0,
    createdAt: FIXTURE_NOW - 60_000,
  }),
  depositFixture({
    id: 'dep-4',
    coin: 'ETH',
    chain: 'ETH',
    address: '0xde709f2102306220921060314715629080e2fb77',
    amount: '1.2',
    confirmations: 12,
    status: 'success',
    createdAt: FIXTURE_NOW - 3_600_000,
    completedAt: FIXTURE_NOW - 3_540_000,
  }),
  depositFixture({
    id: 'dep-3',
    chain: 'ERC20',
    address: '0x52908400098527886e0f7030069857d2e4169ee7',
    amount: '0.0005',
    confirmations: 12,
    status: 'failed',
    reason: 'below_minimum',
    createdAt: FIXTURE_NOW - 7_200_000,
    completedAt: FIXTURE_NOW - 7_140_000,
  }),
  depositFixture({
    id: 'dep-2',
    amount: '10000',
    confirmations: 12,
    status: 'success',
    createdAt: FIXTURE_NOW - 86_400_000,
    completedAt: FIXTURE_NOW - 86_340_000,
  }),
  depositFixture({
    id: 'dep-1',
    coin: 'BTC',
    chain: 'BTC',
    address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    amount: '0.5',
    confirmations: 12,
    status: 'success',
    createdAt: FIXTURE_NOW - 172_800_000,
    completedAt: FIXTURE_NOW - 172_740_000,
  }),
]
