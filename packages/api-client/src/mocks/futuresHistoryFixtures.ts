import type { FuturesOrder } from '../schema'
import { futuresOrderFixture } from './futuresFixtures'
import { FIXTURE_NOW } from './marketFixtures'

/*
 * Futures order records: pending limit orders and finished ones. Figures worked out with the
 * shared contract rules (fees 0.05 %, rounded up to 8 decimals; PnL rounded down).
 */

/** The live figures only an open position has: none on a pending or finished record. */
const NO_LIVE_FIGURES = {
  unrealisedPnl: null,
  roe: null,
  riskRate: null,
  liquidationPrice: null,
  markPrice: null,
  indexPrice: null,
  estimatedCloseFee: null,
} satisfies Partial<FuturesOrder>

/** A limit order that never opened (pending or cancelled): no open price, time or live figures. */
const NEVER_OPENED = {
  ...NO_LIVE_FIGURES,
  openPrice: null,
  openedAt: null,
} satisfies Partial<FuturesOrder>

/** Pending limit orders: a BTC long below the market with TP/SL, an ETH short above it. */
export const futuresPendingOrdersFixture: FuturesOrder[] = [
  futuresOrderFixture({
    ...NEVER_OPENED,
    id: 'f-12',
    type: 'limit',
    status: 'pending',
    price: '63500',
    lots: 2,
    leverage: 20,
    // 63500 x 2 x 0.001 / 20
    margin: '6.35',
    // 127 x 0.0005
    openFee: '0.0635',
    takeProfit: '66000',
    stopLoss: '62000',
    createdAt: FIXTURE_NOW - 120_000,
  }),
  futuresOrderFixture({
    ...NEVER_OPENED,
    id: 'f-11',
    symbol: 'ETHUSDT',
    side: 'short',
    type: 'limit',
    status: 'pending',
    price: '3200',
    lots: 10,
    leverage: 10,
    multiplier: '0.01',
    // 3200 x 10 x 0.01 / 10
    margin: '32',
    openFee: '0.16',
    createdAt: FIXTURE_NOW - 900_000,
  }),
]

const closed = (fields: Partial<FuturesOrder>): FuturesOrder =>
  futuresOrderFixture({
    status: 'closed',
    ...NO_LIVE_FIGURES,
    ...fields,
  })

/** Closed positions, one per close method that shows a different story. */
export const futuresClosedOrdersFixture: FuturesOrder[] = [
  closed({
    id: 'f-10',
    closePrice: '64900',
    // (64900 - 63000) x 3 x 0.001 = 5.7; close fee 194.7 x 0.0005 = 0.09735; 5.7 - 0.09735
    closeFee: '0.09735',
    realisedPnl: '5.60265',
    // 5.60265 / 18.9, truncated to 4
    yieldRate: '0.2964',
    closeMethod: 'take_profit',
    takeProfit: '64900',
    closedAt: FIXTURE_NOW - 1_800_000,
  }),
  closed({
    id: 'f-9',
    symbol: 'ETHUSDT',
    side: 'short',
    lots: 5,
    leverage: 20,
    multiplier: '0.01',
    margin: '7.75',
    openFee: '0.0775',
    openPrice: '3100',
    closePrice: '3150',
    // (3100 - 3150) x 0.05 = -2.5; close fee 157.5 x 0.0005 = 0.07875
    closeFee: '0.07875',
    holdingFee: '0.0155',
    realisedPnl: '-2.57875',
    yieldRate: '-0.3327',
    closeMethod: 'stop_loss',
    stopLoss: '3150',
    createdAt: FIXTURE_NOW - 90_000_000,
    openedAt: FIXTURE_NOW - 90_000_000,
    closedAt: FIXTURE_NOW - 86_400_000,
  }),
  closed({
    id: 'f-8',
    side: 'short',
    lots: 2,
    leverage: 100,
    margin: '1.28',
    openFee: '0.064',
    openPrice: '64000',
    closePrice: '64318.4',
    closeFee: '0.0643184',
    // the loss is capped at the margin
    realisedPnl: '-1.28',
    yieldRate: '-1',
    closeMethod: 'liquidation',
    createdAt: FIXTURE_NOW - 180_000_000,
    openedAt: FIXTURE_NOW - 180_000_000,
    closedAt: FIXTURE_NOW - 172_800_000,
  }),
]

/** A cancelled limit order (margin and open fee returned). */
export const futuresCancelledOrderFixture: FuturesOrder = futuresOrderFixture({
  id: 'f-7',
  type: 'limit',
  status: 'cancelled',
  price: '60000',
  lots: 1,
  margin: '6',
  openFee: '0.03',
  ...NEVER_OPENED,
  createdAt: FIXTURE_NOW - 200_000_000,
  cancelledAt: FIXTURE_NOW - 199_000_000,
})

/** Closed and cancelled records, newest first (the history view). */
export const futuresHistoryOrdersFixture: FuturesOrder[] = [
  ...futuresClosedOrdersFixture,
  futuresCancelledOrderFixture,
]
