import type { SecondOrder } from '@bourse/api-client'
import {
  FIXTURE_NOW,
  secondOfferDisabledFixture,
  secondOfferFixture,
  secondOpenOrdersFixture,
  secondOrderFixture,
  secondSettledOrdersFixture,
} from '@bourse/api-client/mocks'
import type { SecondTicketSubmit } from './SecondContractTicket'

export { FIXTURE_NOW, secondOfferDisabledFixture as disabledOffer, secondOfferFixture as offer }

/** A frozen clock for countdowns: stories always read the same time left. */
export const fixedNow = () => FIXTURE_NOW

/** BTC/USDT's open contracts (60 s up with 40 s left, 300 s down with 200 s left) and a settled win. */
export const ticketOrders: SecondOrder[] = [
  ...secondOpenOrdersFixture,
  ...secondSettledOrdersFixture.filter((o) => o.symbol === 'BTCUSDT' && o.result === 'win'),
]

/** A 3,000 USDT up waiting for its scheduled open time, 25 s after {@link FIXTURE_NOW}. */
export const pendingTicketOrder: SecondOrder = secondOrderFixture({
  id: 'sc-40',
  status: 'pending',
  buyPrice: null,
  amount: '3000',
  openAt: FIXTURE_NOW + 25_000,
})

/** What the server answers to a purchase: the contract holding, bought at {@link FIXTURE_NOW}. */
export function placedOrder(request: SecondTicketSubmit): SecondOrder {
  const product = secondOfferFixture.products.find((p) => p.id === request.productId)
  const durationSeconds = product?.durationSeconds ?? 60
  return secondOrderFixture({
    id: 'sc-new',
    symbol: request.symbol,
    direction: request.direction,
    productId: request.productId,
    durationSeconds,
    payoutRate: product?.payoutRate ?? '0.85',
    amount: request.amount,
    openAt: FIXTURE_NOW,
    settleAt: FIXTURE_NOW + durationSeconds * 1000,
  })
}
