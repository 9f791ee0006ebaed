export { createFakeClient } from './fakeClient'
export type { FakeCall, FakeClientOptions, FakeRequest, FakeRoute, FakeRoutes } from './fakeClient'
export { coinsFixture, productsFixture, systemConfigFixture, userFixture } from './fixtures'
export { createHandlers, errorResponse, handlers, successEnvelope } from './handlers'
export type { MockHandlerOptions } from './handlers'
export {
  candlesFixture,
  depthFixture,
  FIXTURE_NOW,
  klineIntervalMs,
  marketsFixture,
  tickersFixture,
  tradesFixture,
} from './marketFixtures'
export { createMockStream } from './mockStream'
export type { MockStream } from './mockStream'
export {
  spotBalancesFixture,
  spotFeeRateFixture,
  spotFillsFixture,
  spotHistoryOrdersFixture,
  spotOpenOrdersFixture,
  spotOrderFixture,
} from './spotFixtures'
export {
  ROBOT_SECRET_KEY_FIXTURE,
  robotEndedDetailFixture,
  robotEndedFixture,
  robotKeyStatusFixture,
  robotOrdersFixture,
  robotRunDetailFixture,
  robotRunningFixture,
  robotStepsFixture,
  robotStrategiesFixture,
} from './robotFixtures'
export {
  passkeyCreationOptionsFixture,
  passkeyRequestOptionsFixture,
  passkeysFixture,
  sessionDevicesFixture,
  signInsFixture,
  STEP_UP_WRONG_CODE,
  STEP_UP_WRONG_PASSWORD,
  stepUpChallengeFixtures,
  withdrawalLimitsFixture,
} from './securityFixtures'
export {
  contractBalancesFixture,
  futuresEthMarketFixture,
  futuresMarketFixture,
  futuresMarketsFixture,
  futuresOrderFixture,
  futuresPositionsFixture,
} from './futuresFixtures'
export {
  futuresCancelledOrderFixture,
  futuresClosedOrdersFixture,
  futuresHistoryOrdersFixture,
  futuresPendingOrdersFixture,
} from './futuresHistoryFixtures'
export {
  secondBalancesFixture,
  secondOfferDisabledFixture,
  secondOfferFixture,
  secondOpenOrdersFixture,
  secondOrderFixture,
  secondSettledOrdersFixture,
} from './secondFixtures'
export {
  financeOrderFixture,
  financeOrdersFixture,
  financeProductFixture,
  financeProductsFixture,
  financialBalancesFixture,
  miningEarningsFixture,
  miningOrderFixture,
  miningOrdersFixture,
  miningPoolFixture,
  miningPoolsFixture,
} from './earnFixtures'
export { createEarnHandlers } from './earnHandlers'
export type { EarnHandlerOptions } from './earnHandlers'
export {
  createGrowthHandlers,
  feedbackFixture,
  inboxMessagesFixture,
  securityInboxFixture,
  inviteInfoFixture,
  inviteRecordsFixture,
} from './growthHandlers'
export type { GrowthHandlerOptions } from './growthHandlers'
export { recordingStorage } from './recordingStorage'
export type { RecordingStorage } from './recordingStorage'
