import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { FIXTURE_NOW, financeOrderFixture, miningOrderFixture } from '@bourse/api-client/mocks'
import type { EarnPurchaseSubmit } from './EarnPurchaseDialog'

export {
  dailyPool,
  miningOffer,
  monthlyPool,
  savingsOffer,
  savingsProduct,
} from '../EarnProductCard/EarnProductCard.fixtures'

/** The dialog's clock: the fixture time (2026-11-18 19:06:40 GMT+8). */
export const fixedNow = () => FIXTURE_NOW

/** The order the server would answer for a request (the stories' `onSubmit`). */
export function boughtOrder(request: EarnPurchaseSubmit): MiningOrder | FinanceOrder {
  return request.kind === 'mining'
    ? miningOrderFixture({ id: '900', poolId: request.poolId, amount: request.amount })
    : financeOrderFixture({ id: '901', productId: request.productId, amount: request.amount })
}
