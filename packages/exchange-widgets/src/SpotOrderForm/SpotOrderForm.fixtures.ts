import type { MarketInfo } from '@bourse/api-client'
import { marketsFixture } from '@bourse/api-client/mocks'

const market = (symbol: string): MarketInfo => {
  const found = marketsFixture.find((m) => m.symbol === symbol)
  if (!found) throw new Error(`No market fixture ${symbol}`)
  return found
}

/** BTC/USDT: tick 0.01, lot (and minimum) 0.00001, minimum order 5 USDT. */
export const btcMarket = market('BTCUSDT')
/** SOL/USDT: tick 0.005, so a price can be typed off the grid. */
export const solMarket = market('SOLUSDT')
/** FIL/USDT: not open for trading. */
export const filMarket = market('FILUSDT')
/** ATOM/USDT: under maintenance. */
export const atomMarket = market('ATOMUSDT')

export const btcLast = '64250.50'
export const btcBestBid = '64250.45'
export const btcBestAsk = '64250.55'
/** Available balances of the demo user (as in the api-client spot fixtures). */
export const btcBalances = { base: '0.01998', quote: '8214.56' }
/** Maker and taker differ, so a story can tell which one the fee used. */
export const feeRateFixture = { makerRate: '0.0008', takerRate: '0.001' }
