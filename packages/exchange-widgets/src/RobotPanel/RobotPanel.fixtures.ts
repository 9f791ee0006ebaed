import type { MarketInfo } from '@bourse/api-client'
import {
  marketsFixture,
  robotEndedDetailFixture,
  robotRunDetailFixture,
  robotStrategiesFixture,
  spotBalancesFixture,
} from '@bourse/api-client/mocks'

/** BTC/USDT, the market of the robot fixtures. */
export const robotMarket = marketsFixture.find((m) => m.symbol === 'BTCUSDT') as MarketInfo

export const robotStrategies = robotStrategiesFixture

/** The demo user's available USDT. */
export const robotAvailable = spotBalancesFixture.find((b) => b.asset === 'USDT')?.available ?? '0'

/** A grid run one minute in (fixture clock), with seven steps and two filled orders. */
export const runningDetail = robotRunDetailFixture

/** The same run, completed after three minutes. */
export const endedDetail = robotEndedDetailFixture
