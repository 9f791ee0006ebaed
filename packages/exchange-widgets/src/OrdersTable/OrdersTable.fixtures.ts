import type { MarketInfo, SpotCancelReason, SpotOrder } from '@bourse/api-client'
import {
  FIXTURE_NOW,
  marketsFixture,
  spotHistoryOrdersFixture,
  spotOpenOrdersFixture,
  spotOrderFixture,
} from '@bourse/api-client/mocks'
import { mul } from '@bourse/rules/decimal'

export { FIXTURE_NOW }
export const fixtureMarkets: MarketInfo[] = marketsFixture
/** The demo user's two open BTC/USDT orders (a resting buy, a partly filled sell). */
export const fixtureOpenOrders: SpotOrder[] = spotOpenOrdersFixture
/** A filled market buy by amount and a cancelled limit sell. */
export const fixtureHistoryOrders: SpotOrder[] = spotHistoryOrdersFixture

const base = (id: string, fields: Partial<SpotOrder>): SpotOrder =>
  spotOrderFixture({
    id,
    side: 'buy',
    type: 'limit',
    status: 'pending',
    price: '64000',
    quantity: '0.01',
    feeAsset: 'BTC',
    createdAt: FIXTURE_NOW - 3_600_000,
    updatedAt: FIXTURE_NOW - 3_600_000,
    ...fields,
  })

/** Open orders on three markets, for the table over every market. */
export const fixtureAllMarketsOpen: SpotOrder[] = [
  ...spotOpenOrdersFixture,
  base('o-eth', {
    symbol: 'ETHUSDT',
    side: 'sell',
    price: '3300.5',
    quantity: '1.25',
    filledQuantity: '0.5',
    filledQuote: '1650.25',
    averagePrice: '3300.5',
    fee: '1.65025',
    feeAsset: 'USDT',
    status: 'partially_filled',
    createdAt: FIXTURE_NOW - 30_000,
    updatedAt: FIXTURE_NOW - 10_000,
  }),
  base('o-sol', {
    symbol: 'SOLUSDT',
    price: '140.005',
    quantity: '12.5',
    feeAsset: 'SOL',
    createdAt: FIXTURE_NOW - 7_200_000,
    updatedAt: FIXTURE_NOW - 7_200_000,
  }),
]

/** Finished orders showing every cancel reason, on several markets. */
export const fixtureAllMarketsHistory: SpotOrder[] = [
  ...spotHistoryOrdersFixture,
  ...(
    [
      ['self_trade', 'ETHUSDT'],
      ['slippage', 'SOLUSDT'],
      ['no_liquidity', 'DOGEUSDT'],
      ['market_closed', 'FILUSDT'],
    ] as [SpotCancelReason, string][]
  ).map(([reason, symbol], i) =>
    base(`h-${reason}`, {
      symbol,
      type: 'market',
      price: null,
      quantity: '10',
      feeAsset: symbol.replace('USDT', ''),
      status: 'cancelled',
      cancelReason: reason,
      createdAt: FIXTURE_NOW - (i + 2) * 86_400_000,
      updatedAt: FIXTURE_NOW - (i + 2) * 86_400_000,
    }),
  ),
]

/**
 * `count` open BTC/USDT limit orders with deterministic prices, sizes and times (integer
 * arithmetic only), for paging and long-content stories.
 */
export function manyOpenOrders(count: number): SpotOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const cents = 6_000_000 + ((i * 7919) % 500_000)
    const lots = 100 + ((i * 37) % 900)
    const filledLots = i % 3 === 0 ? Math.floor(lots / 4) : 0
    const lotText = (n: number) => `0.${String(n).padStart(5, '0')}`
    const price = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
    return base(`m-${String(i).padStart(3, '0')}`, {
      side: i % 2 === 0 ? 'buy' : 'sell',
      feeAsset: i % 2 === 0 ? 'BTC' : 'USDT',
      price,
      quantity: lotText(lots),
      filledQuantity: lotText(filledLots),
      filledQuote: mul(price, lotText(filledLots), 2),
      averagePrice: filledLots > 0 ? price : null,
      status: filledLots > 0 ? 'partially_filled' : 'pending',
      createdAt: FIXTURE_NOW - i * 61_000,
      updatedAt: FIXTURE_NOW - i * 61_000,
    })
  })
}
