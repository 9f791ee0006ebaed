import type { FuturesMarket } from '@bourse/api-client'
import {
  contractBalancesFixture,
  futuresEthMarketFixture,
  futuresMarketFixture,
} from '@bourse/api-client/mocks'
import type { FuturesOrderSubmit } from '@bourse/rules'

/** BTC/USDT perpetual: 0.001 BTC a lot, tick 0.01, 1–1000 lots, leverage 1x–100x. */
export const btcFutures: FuturesMarket = futuresMarketFixture
/** ETH/USDT perpetual: 0.01 ETH a lot, leverage up to 50x. */
export const ethFutures: FuturesMarket = futuresEthMarketFixture
/** A contract offering at most 5x: the form starts at its highest leverage. */
export const lowLeverageFutures: FuturesMarket = {
  ...futuresMarketFixture,
  maxLeverage: 5,
  leverageOptions: [1, 2, 3, 5],
}

export const btcLast = '64250.5'
export const btcMark = '64262.3'
/** The demo user's available USDT in the contract account. */
export const contractAvailable = contractBalancesFixture[0]?.available ?? '0'

/** The long limit the stories and tests place: 3 lots at 64,000, 10x, TP/SL on the last price. */
export const longLimitRequest = {
  symbol: 'BTCUSDT',
  side: 'long',
  type: 'limit',
  price: '64000',
  lots: 3,
  leverage: 10,
  triggerReference: 'last',
} satisfies FuturesOrderSubmit
