import { http } from 'msw'
import type { SecondOrdersRequest, SecondPlaceRequest } from '../../schema'
import {
  secondOfferFixture,
  secondOpenOrdersFixture,
  secondOrderFixture,
  secondSettledOrdersFixture,
} from '../secondFixtures'
import type { MockArea } from './options'
import { errorResponse, page } from './respond'

/** amount x rate rounded up to 8 decimals, in integer arithmetic (the mocks import no rules). */
function percentFee(amount: string, rate: string): string {
  const units = (v: string) => {
    const [whole = '0', fraction = ''] = v.split('.')
    return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8))
  }
  const scale = 100_000_000n
  const product = units(amount) * units(rate)
  const fee = (product + scale - 1n) / scale
  const text = fee.toString().padStart(9, '0')
  const fraction = text.slice(-8).replace(/0+$/, '')
  return fraction ? `${text.slice(0, -8)}.${fraction}` : text.slice(0, -8)
}

/** Second contracts: the offer, and placed ones joining the in-memory list, holding. */
export function secondHandlers({ at, ok, options }: MockArea) {
  const secondOrders = [
    ...(options.secondOrders ?? [...secondOpenOrdersFixture, ...secondSettledOrdersFixture]),
  ]
  return [
    http.get(at('/app/second/products'), () => ok(options.secondOffer ?? secondOfferFixture)),
    http.post(at('/app/second/order/place'), async ({ request }) => {
      const body = (await request.json()) as SecondPlaceRequest
      const offer = options.secondOffer ?? secondOfferFixture
      if (!offer.enabled) return errorResponse('second.disabled', 403, 'Not available')
      const product = offer.products.find((p) => p.id === body.productId)
      if (!product) return errorResponse('second.product.not.found', 404)
      const now = Date.now()
      const order = secondOrderFixture({
        id: `sc-${secondOrders.length + 100}`,
        clientOrderId: body.clientOrderId,
        symbol: body.symbol,
        direction: body.direction,
        productId: product.id,
        durationSeconds: product.durationSeconds,
        payoutRate: product.payoutRate,
        amount: body.amount,
        fee: product.feeType === 'fixed' ? product.fee : percentFee(body.amount, product.fee),
        openAt: now,
      })
      secondOrders.unshift(order)
      return ok(order)
    }),
    http.post(at('/app/second/orders'), async ({ request }) => {
      const body = (await request.json()) as SecondOrdersRequest
      const list = secondOrders.filter(
        (o) =>
          (body.open === undefined || (o.status !== 'settled') === body.open) &&
          (!body.symbol || o.symbol === body.symbol),
      )
      return ok(page(list, body.pageIndex, body.pageSize))
    }),
  ]
}
