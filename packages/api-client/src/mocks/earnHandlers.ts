import { http, HttpResponse, type JsonBodyType } from 'msw'
import type {
  EarnOrdersRequest,
  FinanceBuyRequest,
  FinanceOrder,
  FinanceRedeemRequest,
  MiningBuyRequest,
  MiningEarningsRequest,
  MiningOrder,
} from '../schema'
import {
  financeOrderFixture,
  financeOrdersFixture,
  financeProductsFixture,
  miningEarningsFixture,
  miningOrderFixture,
  miningOrdersFixture,
  miningPoolsFixture,
} from './earnFixtures'
import { page, responder } from './handlers/respond'

export type EarnHandlerOptions = {
  /** Delay every answer (ms). @default 0 */
  delayMs?: number
  /** My mining, newest first; a purchase adds one. @default miningOrdersFixture */
  miningOrders?: MiningOrder[]
  /** My savings, newest first; a purchase adds one, a transfer out settles one. @default financeOrdersFixture */
  financeOrders?: FinanceOrder[]
}

const DAY = 86_400_000
const GMT8 = 8 * 3_600_000

/** 0:00 GMT+8 of the day after `ms` (the mocks import no rules: this is only the fixtures' clock). */
const nextStart = (ms: number) => Math.floor((ms + GMT8) / DAY) * DAY + DAY - GMT8

/**
 * The earn operations (mining pools and savings) answering from the earn fixtures; purchases
 * join in-memory lists so "my" tables show them. The amounts the server computes (expected
 * earnings) are left at zero: the mocks do not repeat the earn rules.
 */
export function createEarnHandlers(base: string, options: EarnHandlerOptions = {}) {
  const at = (path: string) => `${base}${path}`
  const ok = responder(options)
  const fail = (code: string, status: number) =>
    HttpResponse.json({ code, msg: code, data: null } as JsonBodyType, { status })
  const mining = [...(options.miningOrders ?? miningOrdersFixture)]
  const savings = [...(options.financeOrders ?? financeOrdersFixture)]
  // A repeated client id answers the first order (the contract's idempotence).
  const bought = new Map<string, MiningOrder>()
  const boughtSavings = new Map<string, FinanceOrder>()
  const active = (status: string, body: EarnOrdersRequest) =>
    !body.status || (body.status === 'active') === (status === 'mining' || status === 'purchasing')
  return [
    http.get(at('/app/mining/pools'), () => ok(miningPoolsFixture)),
    http.post(at('/app/mining/buy'), async ({ request }) => {
      const body = (await request.json()) as MiningBuyRequest
      const pool = miningPoolsFixture.find((p) => p.id === body.poolId && p.isOpen)
      if (!pool) return fail('mining.pool.not.found', 404)
      const repeat = bought.get(body.clientOrderId)
      if (repeat) return ok(repeat)
      const now = Date.now()
      const order = miningOrderFixture({
        id: String(600 + mining.length),
        poolId: pool.id,
        poolName: pool.name,
        amount: body.amount,
        currency: pool.currency,
        earningsCurrency: pool.earningsCurrency,
        rate: pool.rate,
        rateUnit: pool.rateUnit,
        termDays: pool.termDays,
        payoutMode: pool.payoutMode,
        status: 'mining',
        createdAt: now,
        startAt: nextStart(now),
        endAt: nextStart(now) + pool.termDays * DAY,
        nextPayoutAt: nextStart(now) + 3_600_000,
        expectedEarnings: '0',
        earned: '0',
      })
      mining.unshift(order)
      bought.set(body.clientOrderId, order)
      return ok(order)
    }),
    http.post(at('/app/mining/orders'), async ({ request }) => {
      const body = (await request.json()) as EarnOrdersRequest
      const list = mining.filter((o) => active(o.status, body))
      return ok(page(list, body.pageIndex, body.pageSize))
    }),
    http.get(at('/app/mining/order'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('orderId')
      const order = mining.find((o) => o.id === id)
      return order ? ok(order) : fail('mining.order.not.found', 404)
    }),
    http.post(at('/app/mining/earnings'), async ({ request }) => {
      const body = (await request.json()) as MiningEarningsRequest
      const list = miningEarningsFixture.filter((e) => !body.orderId || e.orderId === body.orderId)
      return ok(page(list, body.pageIndex, body.pageSize))
    }),
    http.get(at('/app/finance/products'), () => ok(financeProductsFixture)),
    http.post(at('/app/finance/buy'), async ({ request }) => {
      const body = (await request.json()) as FinanceBuyRequest
      const product = financeProductsFixture.find((p) => p.id === body.productId && p.isOpen)
      if (!product) return fail('finance.product.not.found', 404)
      const repeat = boughtSavings.get(body.clientOrderId)
      if (repeat) return ok(repeat)
      const now = Date.now()
      const order = financeOrderFixture({
        id: String(800 + savings.length),
        productId: product.id,
        productName: product.name,
        currency: product.currency,
        amount: body.amount,
        annualRate: product.annualRate,
        termDays: product.termDays,
        status: 'purchasing',
        expectedEarnings: '0',
        earnings: '0',
        createdAt: now,
        interestStartAt: nextStart(now),
        dueAt: nextStart(now) + product.termDays * DAY,
        early: false,
      })
      savings.unshift(order)
      boughtSavings.set(body.clientOrderId, order)
      return ok(order)
    }),
    http.post(at('/app/finance/redeem'), async ({ request }) => {
      const body = (await request.json()) as FinanceRedeemRequest
      const index = savings.findIndex((o) => o.id === body.orderId)
      const held = savings[index]
      if (!held) return fail('finance.order.not.found', 404)
      if (held.status === 'settled')
        return held.early ? ok(held) : fail('finance.order.settled', 409)
      const settled: FinanceOrder = {
        ...held,
        status: 'settled',
        earnings: '0',
        early: true,
        settledAt: Date.now(),
      }
      savings[index] = settled
      return ok(settled)
    }),
    http.post(at('/app/finance/orders'), async ({ request }) => {
      const body = (await request.json()) as EarnOrdersRequest
      const list = savings.filter((o) => active(o.status, body))
      return ok(page(list, body.pageIndex, body.pageSize))
    }),
    http.get(at('/app/finance/order'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('orderId')
      const order = savings.find((o) => o.id === id)
      return order ? ok(order) : fail('finance.order.not.found', 404)
    }),
  ]
}
