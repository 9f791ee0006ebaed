import type { FuturesMarket, FuturesOrder } from '@bourse/api-client'
import {
  FIXTURE_NOW,
  futuresMarketsFixture,
  futuresOrderFixture,
  futuresPositionsFixture,
} from '@bourse/api-client/mocks'

export { FIXTURE_NOW, futuresOrderFixture }
/** BTC/USDT and ETH/USDT perpetuals (tick 0.01). */
export const fixtureFuturesMarkets: FuturesMarket[] = futuresMarketsFixture
/**
 * A BTC long in profit with TP/SL on the last price, an ETH short at a loss with a stop-loss on
 * the mark price and a holding fee, and a 100x BTC short at 82.47 % risk.
 */
export const fixturePositions: FuturesOrder[] = futuresPositionsFixture
/** The profitable BTC long alone (TP 68,000, SL 60,000 on the last price). */
export const fixtureLong = futuresPositionsFixture[0] as FuturesOrder
/** A 1x long: it cannot be liquidated (no liquidation price). */
export const fixtureUnleveraged: FuturesOrder = futuresOrderFixture({
  id: 'p-4',
  leverage: 1,
  margin: '192.7515',
  openFee: '0.09637575',
  unrealisedPnl: '0',
  roe: '0',
  riskRate: '0.005',
  liquidationPrice: null,
  openPrice: '64250.5',
  createdAt: FIXTURE_NOW - 60_000,
  openedAt: FIXTURE_NOW - 60_000,
})
