import type { FuturesMarket, FuturesOrder, SpotBalance } from '../schema'
import { FIXTURE_NOW } from './marketFixtures'

/*
 * Futures fixtures. The live figures (margin, fees, PnL, ROE, risk rate, liquidation price) were
 * computed once with the shared contract rules (`@bourse/rules/contracts`) at the
 * stated mark price, open fee 0.05 %, maintenance 0.5 %, and written down as strings: the client
 * package does not import the widgets.
 */

/** BTC/USDT perpetual: 0.001 BTC a lot, tick 0.01, leverage up to 100. */
export const futuresMarketFixture: FuturesMarket = {
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  multiplier: '0.001',
  maxLeverage: 100,
  leverageOptions: [1, 2, 5, 10, 20, 50, 100],
  tickSize: '0.01',
  minLots: 1,
  maxLots: 1000,
  maintenanceMarginRate: '0.005',
  holdingFeeRate: '0.0001',
  holdingPeriodHours: 8,
  openFeeRate: '0.0005',
  closeFeeRate: '0.0005',
}

/** ETH/USDT perpetual: 0.01 ETH a lot, leverage up to 50. */
export const futuresEthMarketFixture: FuturesMarket = {
  ...futuresMarketFixture,
  symbol: 'ETHUSDT',
  base: 'ETH',
  multiplier: '0.01',
  maxLeverage: 50,
  leverageOptions: [1, 2, 5, 10, 20, 50],
}

/** The perpetual markets `GET /app/futures/markets` answers. */
export const futuresMarketsFixture: FuturesMarket[] = [
  futuresMarketFixture,
  futuresEthMarketFixture,
]

/** The demo user's contract account: USDT only. */
export const contractBalancesFixture: SpotBalance[] = [
  { asset: 'USDT', available: '1250.5', frozen: '27.93', total: '1278.43' },
]

/**
 * A futures order or position for tests and stories: the given fields over an open BTC/USDT long
 * of 3 lots at 63,000 with 10x leverage, marked at 64,250.50 (PnL +3.7515, ROE 19.84 %), an hour
 * before {@link FIXTURE_NOW}.
 */
export const futuresOrderFixture = (overrides: Partial<FuturesOrder> = {}): FuturesOrder => {
  const id = overrides.id ?? 'p-1'
  return {
    id,
    clientOrderId: `c-${id}`,
    symbol: 'BTCUSDT',
    side: 'long',
    type: 'market',
    status: 'open',
    price: null,
    lots: 3,
    leverage: 10,
    multiplier: '0.001',
    margin: '18.9',
    openFee: '0.0945',
    closeFee: '0',
    holdingFee: '0',
    takeProfit: null,
    stopLoss: null,
    triggerReference: 'last',
    openPrice: '63000',
    closePrice: null,
    realisedPnl: null,
    yieldRate: null,
    unrealisedPnl: '3.7515',
    roe: '0.1984',
    riskRate: '0.0425',
    liquidationPrice: '56984.93',
    markPrice: '64250.5',
    indexPrice: '64250.5',
    estimatedCloseFee: '0.09637575',
    closeMethod: null,
    createdAt: FIXTURE_NOW - 3_600_000,
    cancelledAt: null,
    openedAt: FIXTURE_NOW - 3_600_000,
    closedAt: null,
    ...overrides,
  }
}

/**
 * Open positions: a BTC long in profit with TP/SL on the last price, an ETH short at a loss with a
 * holding fee charged, and a 100x BTC short close to liquidation (risk rate 82.47 %).
 */
export const futuresPositionsFixture: FuturesOrder[] = [
  futuresOrderFixture({
    id: 'p-1',
    takeProfit: '68000',
    stopLoss: '60000',
    createdAt: FIXTURE_NOW - 600_000,
    openedAt: FIXTURE_NOW - 600_000,
  }),
  futuresOrderFixture({
    id: 'p-2',
    symbol: 'ETHUSDT',
    side: 'short',
    type: 'limit',
    price: '3100',
    lots: 5,
    leverage: 20,
    multiplier: '0.01',
    margin: '7.7343979',
    openFee: '0.0775',
    holdingFee: '0.0156021',
    stopLoss: '3200',
    triggerReference: 'mark',
    openPrice: '3100',
    unrealisedPnl: '-1.021',
    roe: '-0.132',
    riskRate: '0.1162',
    liquidationPrice: '3238.49',
    markPrice: '3120.42',
    indexPrice: '3120.42',
    estimatedCloseFee: '0.0780105',
    createdAt: FIXTURE_NOW - 30_000_000,
    openedAt: FIXTURE_NOW - 29_000_000,
  }),
  futuresOrderFixture({
    id: 'p-3',
    side: 'short',
    lots: 2,
    leverage: 100,
    margin: '1.28',
    openFee: '0.064',
    openPrice: '64000',
    unrealisedPnl: '-0.501',
    roe: '-0.3914',
    riskRate: '0.8247',
    liquidationPrice: '64318.4',
    estimatedCloseFee: '0.0642505',
    createdAt: FIXTURE_NOW - 7_200_000,
    openedAt: FIXTURE_NOW - 7_200_000,
  }),
]
