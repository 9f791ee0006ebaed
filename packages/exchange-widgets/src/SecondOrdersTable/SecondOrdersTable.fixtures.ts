import type { SecondOrder } from '@bourse/api-client'
import {
  FIXTURE_NOW,
  marketsFixture,
  secondOpenOrdersFixture,
  secondOrderFixture,
  secondSettledOrdersFixture,
} from '@bourse/api-client/mocks'

export { FIXTURE_NOW }
export const fixtureMarkets = marketsFixture
/** A frozen clock for countdowns: stories always read the same time left. */
export const fixedNow = () => FIXTURE_NOW

/** One page: two holding, one settling (market closed at expiry), a win, a loss and a tie. */
export const fixtureSecondOrders: SecondOrder[] = [
  ...secondOpenOrdersFixture,
  secondOrderFixture({
    id: 'sc-35',
    symbol: 'SOLUSDT',
    durationSeconds: 30,
    payoutRate: '0.8',
    status: 'settling',
    buyPrice: '148.915',
    openAt: FIXTURE_NOW - 45_000,
  }),
  ...secondSettledOrdersFixture,
]

/** A contract waiting for its scheduled open time, 25 s from {@link FIXTURE_NOW}. */
export const fixturePendingSecondOrder: SecondOrder = secondOrderFixture({
  id: 'sc-40',
  status: 'pending',
  buyPrice: null,
  openAt: FIXTURE_NOW + 25_000,
  createdAt: FIXTURE_NOW - 5_000,
})

/** One contract in each state of the spec: pending, holding, settling, settlement complete. */
export const fixtureSecondOrdersByState: SecondOrder[] = [
  fixturePendingSecondOrder,
  ...fixtureSecondOrders.filter((o) => ['sc-5', 'sc-35', 'sc-3'].includes(o.id)),
]
