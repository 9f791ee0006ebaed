import { http } from 'msw'
import type {
  SecondOrder,
  SecondOrdersRequest,
  SecondOrdersSummary,
  SecondPlaceRequest,
} from '../../schema'
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

/**
 * The records' summary as the server gives it: contracts opened, and (with a symbol) their buy
 * prices weighted by stake, half up to the prices' finest decimals, in integer arithmetic.
 */
export function secondSummary(
  list: readonly SecondOrder[],
  symbol: string | undefined,
): SecondOrdersSummary {
  const opened = list.filter((o) => o.buyPrice !== null)
  if (!symbol || opened.length === 0) return { transactions: opened.length, averagePrice: null }
  const places = Math.max(...opened.map((o) => (o.buyPrice as string).split('.')[1]?.length ?? 0))
  const scaled = (v: string, d: number) => {
    const [whole = '0', fraction = ''] = v.split('.')
    return BigInt(whole + fraction.padEnd(d, '0').slice(0, d))
  }
  let stake = 0n
  let weighted = 0n
  for (const o of opened) {
    stake += scaled(o.amount, 8)
    weighted += scaled(o.amount, 8) * scaled(o.buyPrice as string, places)
  }
  const average = (2n * weighted + stake) / (2n * stake)
  const text = average.toString().padStart(places + 1, '0')
  const fraction = places ? text.slice(-places).replace(/0+$/, '') : ''
  const whole = places ? text.slice(0, -places) : text
  return { transactions: opened.length, averagePrice: fraction ? `${whole}.${fraction}` : whole }
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
      const delay = (body.openInSeconds ?? 0) * 1000
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
        openAt: now + delay,
        createdAt: now,
        ...(delay > 0 ? { status: 'pending' as const, buyPrice: null } : {}),
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
      return ok({
        ...page(list, body.pageIndex, body.pageSize),
        summary: secondSummary(list, body.symbol),
      })
    }),
  ]
}
