import type { SecondOffer, SecondOrder, SpotBalance } from '../schema'
import { FIXTURE_NOW } from './marketFixtures'

/*
 * Second-contract fixtures. Fees and payouts were worked out by hand with the shared rules
 * (percent fees round up to 8 decimals, profits round down): 1,000 USDT at 0.2 % pays a fee of
 * 2, a 60 s win at 85 % books a profit of 850.
 */

/** The offer: four durations on BTC, ETH and SOL, staked in USDT, 1,000 to 9,999,999 a contract. */
export const secondOfferFixture: SecondOffer = {
  enabled: true,
  asset: 'USDT',
  symbols: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'],
  products: [
    {
      id: 's-30',
      durationSeconds: 30,
      payoutRate: '0.8',
      feeType: 'percent',
      fee: '0.002',
      minAmount: '1000',
      maxAmount: '9999999',
    },
    {
      id: 's-60',
      durationSeconds: 60,
      payoutRate: '0.85',
      feeType: 'percent',
      fee: '0.002',
      minAmount: '1000',
      maxAmount: '9999999',
    },
    {
      id: 's-120',
      durationSeconds: 120,
      payoutRate: '0.88',
      feeType: 'fixed',
      fee: '2',
      minAmount: '1000',
      maxAmount: '9999999',
    },
    {
      id: 's-300',
      durationSeconds: 300,
      payoutRate: '0.92',
      feeType: 'fixed',
      fee: '5',
      minAmount: '1000',
      maxAmount: '9999999',
    },
  ],
}

/** The same offer where the operator switched second contracts off (a region without them). */
export const secondOfferDisabledFixture: SecondOffer = { ...secondOfferFixture, enabled: false }

/** The demo user's second-contract account: USDT only. */
export const secondBalancesFixture: SpotBalance[] = [
  { asset: 'USDT', available: '25000', frozen: '2000', total: '27000' },
]

/**
 * A second contract for tests and stories: the given fields over a holding 60 s "up" of 1,000
 * USDT on BTC/USDT bought at 64,250.50 twenty seconds before {@link FIXTURE_NOW}.
 */
export const secondOrderFixture = (
  overrides: Partial<SecondOrder> & Pick<SecondOrder, 'id'>,
): SecondOrder => {
  const openAt = overrides.openAt ?? FIXTURE_NOW - 20_000
  const durationSeconds = overrides.durationSeconds ?? 60
  return {
    clientOrderId: `c-${overrides.id}`,
    symbol: 'BTCUSDT',
    direction: 'up',
    productId: `s-${durationSeconds}`,
    durationSeconds,
    payoutRate: '0.85',
    amount: '1000',
    fee: '2',
    status: 'holding',
    buyPrice: '64250.5',
    settlementPrice: null,
    result: null,
    profit: null,
    openAt,
    settleAt: openAt + durationSeconds * 1000,
    createdAt: openAt,
    settledAt: null,
    ...overrides,
  }
}

/** Open contracts: a holding 60 s up and a holding 300 s down (fixed fee 5). */
export const secondOpenOrdersFixture: SecondOrder[] = [
  secondOrderFixture({ id: 'sc-5' }),
  secondOrderFixture({
    id: 'sc-4',
    direction: 'down',
    durationSeconds: 300,
    payoutRate: '0.92',
    amount: '2500',
    fee: '5',
    openAt: FIXTURE_NOW - 100_000,
  }),
]

/** Settled contracts: a win, a loss and a tie (stake refunded, fee kept). */
export const secondSettledOrdersFixture: SecondOrder[] = [
  secondOrderFixture({
    id: 'sc-3',
    durationSeconds: 30,
    payoutRate: '0.8',
    amount: '1500',
    fee: '3',
    status: 'settled',
    buyPrice: '64100',
    settlementPrice: '64180.25',
    result: 'win',
    // 1500 x 0.8
    profit: '1200',
    openAt: FIXTURE_NOW - 600_000,
    settledAt: FIXTURE_NOW - 570_000,
  }),
  secondOrderFixture({
    id: 'sc-2',
    symbol: 'ETHUSDT',
    direction: 'down',
    durationSeconds: 120,
    payoutRate: '0.88',
    amount: '1000',
    fee: '2',
    status: 'settled',
    buyPrice: '3110.5',
    settlementPrice: '3120.42',
    result: 'loss',
    profit: '-1000',
    openAt: FIXTURE_NOW - 3_600_000,
    settledAt: FIXTURE_NOW - 3_480_000,
  }),
  secondOrderFixture({
    id: 'sc-1',
    status: 'settled',
    buyPrice: '64000',
    settlementPrice: '64000',
    result: 'tie',
    profit: '0',
    openAt: FIXTURE_NOW - 86_400_000,
    settledAt: FIXTURE_NOW - 86_340_000,
  }),
]
