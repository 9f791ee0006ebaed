import type { MarketInfo } from '@bourse/api-client'
import { depthFixture, FIXTURE_NOW, marketsFixture } from '@bourse/api-client/mocks'
import { createOrderBook } from '@bourse/rules'
import { mul } from '@bourse/rules/decimal'

const market = (symbol: string): MarketInfo => {
  const found = marketsFixture.find((m) => m.symbol === symbol)
  if (!found) throw new Error(`No market fixture ${symbol}`)
  return found
}

export const btcMarket = market('BTCUSDT')
export const dogeMarket = market('DOGEUSDT')

/** BTC/USDT, 50 levels a side around 64,250.50, levels 5 ticks apart. */
export const btcBook = createOrderBook(depthFixture('BTCUSDT', 50, '64250.50', '0.01'))
/** DOGE/USDT: five price decimals, whole-coin quantities in the hundreds of thousands. */
const doge = depthFixture('DOGEUSDT', 50, '0.16231', '0.00001')
const wholeCoins = (levels: [string, string][]): [string, string][] =>
  levels.map(([price, quantity]) => [price, mul(quantity, '1000000', 0)])
export const dogeBook = createOrderBook({
  ...doge,
  bids: wholeCoins(doge.bids),
  asks: wholeCoins(doge.asks),
})

export const fixtureUpdatedAt = FIXTURE_NOW
