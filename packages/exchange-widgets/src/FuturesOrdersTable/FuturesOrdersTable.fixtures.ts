import {
  futuresClosedOrdersFixture,
  futuresHistoryOrdersFixture,
  futuresMarketsFixture,
  futuresPendingOrdersFixture,
} from '@bourse/api-client/mocks'

/** BTC and ETH perpetuals. */
export const fixtureFuturesMarkets = futuresMarketsFixture
/** A BTC long limit with TP/SL and an ETH short limit, both pending. */
export const fixturePendingOrders = futuresPendingOrdersFixture
/** Closed by take-profit, by stop-loss, and liquidated (loss capped at the margin). */
export const fixtureClosedOrders = futuresClosedOrdersFixture
/** The closed positions and a cancelled limit order. */
export const fixtureHistoryOrders = futuresHistoryOrdersFixture
