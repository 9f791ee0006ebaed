import type { FinanceProduct, MiningPool } from '@bourse/api-client'
import { FIXTURE_NOW, financeProductsFixture, miningPoolsFixture } from '@bourse/api-client/mocks'
import type { EarnOffer } from './EarnProductCard'

export { FIXTURE_NOW }

const pick = <T>(list: readonly T[], index: number): T => {
  const item = list[index]
  if (item === undefined) throw new RangeError(`no fixture at ${index}`)
  return item
}

/** A daily USDT pool with an inviter rebate, a monthly BTC pool paid at the end, a closed pool. */
export const dailyPool: MiningPool = pick(miningPoolsFixture, 0)
export const monthlyPool: MiningPool = pick(miningPoolsFixture, 1)
export const closedPool: MiningPool = pick(miningPoolsFixture, 2)

/** A third sold, most of a 90-day product sold, a sold-out product. */
export const savingsProduct: FinanceProduct = pick(financeProductsFixture, 0)
export const longProduct: FinanceProduct = pick(financeProductsFixture, 1)
export const soldOutProduct: FinanceProduct = pick(financeProductsFixture, 2)

export const miningOffer = (pool: MiningPool = dailyPool): EarnOffer => ({ kind: 'mining', pool })
export const savingsOffer = (product: FinanceProduct = savingsProduct): EarnOffer => ({
  kind: 'savings',
  product,
})

/** 0:00 GMT+8 the day after the fixture time: when interest on a purchase then would start. */
export const FIXTURE_INTEREST_START = 1_795_017_600_000
