import { http, HttpResponse, type JsonBodyType } from 'msw'
import type {
  ErrorCode,
  ErrorDetails,
  FuturesOrder,
  FuturesOrderRef,
  FuturesPlaceRequest,
  FuturesHistoryRequest,
  FuturesTpSlRequest,
  KlineInterval,
  RobotRunRequest,
  RobotRunsRequest,
  RobotStartRequest,
  SecondOffer,
  SecondOrder,
  SecondOrdersRequest,
  SecondPlaceRequest,
  SystemConfigKey,
  TransferRequest,
} from '../schema'
import type { ResponseData } from '../client'
import { coinsFixture, productsFixture, systemConfigFixture, userFixture } from './fixtures'
import {
  candlesFixture,
  depthFixture,
  marketsFixture,
  tickersFixture,
  tradesFixture,
} from './marketFixtures'
import {
  spotBalancesFixture,
  spotFeeRateFixture,
  spotFillsFixture,
  spotHistoryOrdersFixture,
  spotOpenOrdersFixture,
} from './spotFixtures'
import {
  ROBOT_SECRET_KEY_FIXTURE,
  robotKeyStatusFixture,
  robotRunDetailFixture,
  robotStrategiesFixture,
} from './robotFixtures'
import {
  contractBalancesFixture,
  futuresMarketsFixture,
  futuresOrderFixture,
  futuresPositionsFixture,
} from './futuresFixtures'
import { futuresHistoryOrdersFixture, futuresPendingOrdersFixture } from './futuresHistoryFixtures'
import { financialBalancesFixture } from './earnFixtures'
import { createEarnHandlers, type EarnHandlerOptions } from './earnHandlers'
import { createGrowthHandlers, type GrowthHandlerOptions } from './growthHandlers'
import {
  secondBalancesFixture,
  secondOfferFixture,
  secondOpenOrdersFixture,
  secondOrderFixture,
  secondSettledOrdersFixture,
} from './secondFixtures'

/** A success envelope around `data`. */
export function successEnvelope<T>(data: T) {
  return { code: 'success' as const, msg: 'success', data }
}

/** An error envelope with the HTTP status the contract gives the code. */
export function errorResponse(
  code: ErrorCode,
  status: number,
  msg: string = code,
  data: ErrorDetails | null = null,
) {
  return HttpResponse.json({ code, msg, data } as JsonBodyType, { status })
}

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

/** Resolve an API path under the given base (default `/api`). */
const at = (base: string, path: string) => `${base}${path}`

export type MockHandlerOptions = EarnHandlerOptions & {
  /** @default '/api' */
  baseUrl?: string
  /** `getUserInfo` answers this user, or `login.user.not.login` when null. */
  user?: ResponseData<'/app/account/getUserInfo', 'get'> | null
  coins?: ResponseData<'/app/product/coinList', 'post'>
  products?: ResponseData<'/app/product/indexList', 'post'>
  config?: Partial<Record<SystemConfigKey, string>>
  /** `robotKeyStatus` answers this. @default robotKeyStatusFixture (a key exists) */
  robotKey?: ResponseData<'/app/robot/key', 'get'>
  /**
   * The user's robot runs (`robotRuns`, `robotRunDetail`); `robotStart` adds one.
   * @default the running grid run of BTCUSDT (robotRunDetailFixture)
   */
  robotRuns?: ResponseData<'/app/robot/run', 'get'>[]
  /**
   * The user's open futures positions (`futuresPositions`); place adds one, close removes it.
   * @default futuresPositionsFixture
   */
  futuresPositions?: FuturesOrder[]
  /**
   * Pending futures limit orders (`futuresOrdersCurrent`); cancel removes one.
   * @default futuresPendingOrdersFixture
   */
  futuresPending?: FuturesOrder[]
  /** Finished futures records (`futuresOrdersHistory`). @default futuresHistoryOrdersFixture */
  futuresHistory?: FuturesOrder[]
  /** `secondProducts` answers this. @default secondOfferFixture */
  secondOffer?: SecondOffer
  /**
   * The user's second contracts (`secondOrders`), newest first; place adds one.
   * @default the open and settled fixtures
   */
  secondOrders?: SecondOrder[]
  /** Delay every answer (ms), to show loading states. */
  delayMs?: number
  /** Feedback, invitation and message-centre data. @default their fixtures */
  growth?: GrowthHandlerOptions
}

/**
 * MSW handlers for every operation of contract v1, answering from typed fixtures. Stories and
 * tests override one handler with `server.use(...)` to show an error or an edge case.
 */
export function createHandlers(options: MockHandlerOptions = {}) {
  const base = options.baseUrl ?? '/api'
  const wait = () => new Promise((r) => setTimeout(r, options.delayMs ?? 0))
  const user = options.user === undefined ? userFixture : options.user
  const ok = async <T>(data: T) => {
    await wait()
    return HttpResponse.json(successEnvelope(data) as JsonBodyType)
  }
  // Copies: stop and start change the list, never the shared fixtures.
  const robotRuns = (options.robotRuns ?? [robotRunDetailFixture]).map((d) => ({ ...d }))
  let robotKey = options.robotKey ?? robotKeyStatusFixture
  let positions = [...(options.futuresPositions ?? futuresPositionsFixture)]
  let pending = [...(options.futuresPending ?? futuresPendingOrdersFixture)]
  const futuresHistory = options.futuresHistory ?? futuresHistoryOrdersFixture
  const secondOrders = [
    ...(options.secondOrders ?? [...secondOpenOrdersFixture, ...secondSettledOrdersFixture]),
  ]
  const page = <T>(list: T[], pageIndex: number, pageSize: number) => ({
    list: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
    total: list.length,
    pageIndex,
    pageSize,
  })
  return [
    http.get(at(base, '/app/account/getUserInfo'), () =>
      user ? ok(user) : errorResponse('login.user.not.login', 401, 'Not logged in'),
    ),
    http.post(at(base, '/oauth/token'), () =>
      user
        ? ok<ResponseData<'/oauth/token', 'post'>>({
            token: 'mock-token',
            expiresAt: Date.now() + 86_400_000,
            user,
          })
        : errorResponse('login.failed', 401, 'Wrong account or password'),
    ),
    http.post(at(base, '/app/account/register'), () =>
      ok<ResponseData<'/app/account/register', 'post'>>({ username: userFixture.username }),
    ),
    http.post(at(base, '/app/account/sendCode'), () =>
      ok<ResponseData<'/app/account/sendCode', 'post'>>({ resendAfter: 60, expiresIn: 600 }),
    ),
    http.post(at(base, '/app/account/forget'), () => ok(null)),
    http.post(at(base, '/app/account/logout'), () => ok(null)),
    http.get(at(base, '/app/systemConfig/getByKey'), ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') as SystemConfigKey | null
      const item = key ? systemConfigFixture[key] : undefined
      if (!key || !item) return errorResponse('config.key.unknown', 404)
      return ok({ key, value: options.config?.[key] ?? item.value })
    }),
    http.post(at(base, '/app/product/indexList'), () => ok(options.products ?? productsFixture)),
    http.post(at(base, '/app/product/coinList'), () => ok(options.coins ?? coinsFixture)),
    http.get(at(base, '/app/rechargerecord/setHasRecharge'), () => ok({ hasRecharge: true })),
    http.get(at(base, '/app/dev/outbox'), () => ok([])),
    http.get(at(base, '/app/market/list'), () => ok(marketsFixture)),
    http.get(at(base, '/app/market/tickers'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol')
      return ok(symbol ? tickersFixture.filter((t) => t.symbol === symbol) : tickersFixture)
    }),
    http.get(at(base, '/app/market/depth'), ({ request }) => {
      const url = new URL(request.url)
      const market = marketsFixture.find((m) => m.symbol === url.searchParams.get('symbol'))
      if (!market) return errorResponse('market.not.found', 404)
      const ticker = tickersFixture.find((t) => t.symbol === market.symbol)
      const levels = Number(url.searchParams.get('limit') ?? 50)
      return ok(depthFixture(market.symbol, levels, ticker?.last ?? '1', market.tickSize))
    }),
    http.get(at(base, '/app/market/trades'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol') ?? 'BTCUSDT'
      const ticker = tickersFixture.find((t) => t.symbol === symbol)
      return ok(tradesFixture(symbol, 60, ticker?.last))
    }),
    http.get(at(base, '/app/market/klines'), ({ request }) => {
      const url = new URL(request.url)
      const interval = (url.searchParams.get('interval') ?? '1m') as KlineInterval
      return ok(candlesFixture(interval, 120))
    }),
    http.get(at(base, '/app/watchlist/list'), () => ok(user ? ['BTCUSDT', 'SOLUSDT'] : [])),
    http.post(at(base, '/app/watchlist/add'), () => ok(['BTCUSDT', 'SOLUSDT'])),
    http.post(at(base, '/app/watchlist/remove'), () => ok(['BTCUSDT'])),
    http.get(at(base, '/app/spot/balances'), () => ok(spotBalancesFixture)),
    http.get(at(base, '/app/spot/order/current'), () => ok(spotOpenOrdersFixture)),
    http.post(at(base, '/app/spot/order/history'), () =>
      ok({
        list: spotHistoryOrdersFixture,
        total: spotHistoryOrdersFixture.length,
        pageIndex: 1,
        pageSize: 20,
      }),
    ),
    http.post(at(base, '/app/spot/fills'), () =>
      ok({ list: spotFillsFixture, total: spotFillsFixture.length, pageIndex: 1, pageSize: 20 }),
    ),
    http.post(at(base, '/app/spot/order/place'), () => ok(spotOpenOrdersFixture[0])),
    http.post(at(base, '/app/spot/order/cancel'), () =>
      ok({ ...spotOpenOrdersFixture[0], status: 'cancelled', cancelReason: 'cancelled' }),
    ),
    http.post(at(base, '/app/spot/order/cancelAll'), () =>
      ok(spotOpenOrdersFixture.map((o) => ({ ...o, status: 'cancelled' }))),
    ),
    http.post(at(base, '/app/spot/demoCredit'), () =>
      ok({ asset: 'USDT', available: '10000', frozen: '0', total: '10000' }),
    ),
    http.get(at(base, '/app/spot/feeRate'), () => ok(spotFeeRateFixture)),
    http.get(at(base, '/app/robot/strategies'), () => ok(robotStrategiesFixture)),
    http.get(at(base, '/app/robot/key'), () => ok(robotKey)),
    http.post(at(base, '/app/robot/key/regenerate'), () => {
      const issued = { key: ROBOT_SECRET_KEY_FIXTURE, createdAt: Date.now() }
      robotKey = { hasKey: true, createdAt: issued.createdAt, hint: issued.key.slice(-4) }
      return ok<ResponseData<'/app/robot/key/regenerate', 'post'>>(issued)
    }),
    http.post(at(base, '/app/robot/runs'), async ({ request }) => {
      const body = (await request.json()) as RobotRunsRequest
      const list = robotRuns
        .map((d) => d.run)
        .filter((r) => !body.symbol || r.symbol === body.symbol)
        .sort((a, b) => b.startedAt - a.startedAt)
      const from = (body.pageIndex - 1) * body.pageSize
      return ok<ResponseData<'/app/robot/runs', 'post'>>({
        list: list.slice(from, from + body.pageSize),
        total: list.length,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      })
    }),
    http.get(at(base, '/app/robot/run'), ({ request }) => {
      const runId = new URL(request.url).searchParams.get('runId')
      const detail = robotRuns.find((d) => d.run.id === runId)
      return detail ? ok(detail) : errorResponse('robot.not.found', 404, 'Run not found')
    }),
    http.post(at(base, '/app/robot/start'), async ({ request }) => {
      const body = (await request.json()) as RobotStartRequest
      if (!robotKey.hasKey) return errorResponse('robot.key.missing', 422, 'No secret key yet')
      if (body.secretKey !== ROBOT_SECRET_KEY_FIXTURE)
        return errorResponse('robot.key.invalid', 422, 'Wrong secret key')
      if (robotRuns.some((d) => d.run.symbol === body.symbol && d.run.status === 'running'))
        return errorResponse('robot.already.running', 409, 'A robot already runs on this market')
      const strategy = robotStrategiesFixture.find((s) => s.id === body.strategy)
      const now = Date.now()
      const run = {
        ...robotRunDetailFixture.run,
        id: `r-${robotRuns.length + 1}`,
        clientRunId: body.clientRunId,
        symbol: body.symbol,
        strategy: body.strategy,
        params: body.params,
        investment: body.investment,
        quoteHeld: body.investment,
        baseHeld: '0',
        profit: '0',
        profitRate: '0',
        orderCount: 0,
        startedAt: now,
        endsAt: now + (strategy?.runSeconds ?? 180) * 1000,
      }
      robotRuns.push({ run, steps: [], orders: [] })
      return ok(run)
    }),
    http.post(at(base, '/app/robot/stop'), async ({ request }) => {
      const { runId } = (await request.json()) as RobotRunRequest
      const detail = robotRuns.find((d) => d.run.id === runId)
      if (!detail) return errorResponse('robot.not.found', 404, 'Run not found')
      const now = Date.now()
      detail.run = { ...detail.run, status: 'ended', endReason: 'stopped', endedAt: now }
      return ok(detail.run)
    }),
    // Futures: positions kept in memory so place, close and TP/SL show in the list.
    http.get(at(base, '/app/account/balances'), ({ request }) => {
      const account = new URL(request.url).searchParams.get('account')
      if (account === 'contract') return ok(contractBalancesFixture)
      if (account === 'second') return ok(secondBalancesFixture)
      if (account === 'spot') return ok(spotBalancesFixture)
      if (account === 'financial') return ok(financialBalancesFixture)
      return ok([{ asset: 'USDT', available: '0', frozen: '0', total: '0' }])
    }),
    http.post(at(base, '/app/account/transfer'), async ({ request }) => {
      const body = (await request.json()) as TransferRequest
      return ok<ResponseData<'/app/account/transfer', 'post'>>({
        id: `t-${body.clientTransferId.slice(-8)}`,
        clientTransferId: body.clientTransferId,
        from: body.from,
        to: body.to,
        asset: body.asset,
        amount: body.amount,
        createdAt: Date.now(),
      })
    }),
    // Second contracts: placed ones join the in-memory list, holding.
    http.get(at(base, '/app/second/products'), () => ok(options.secondOffer ?? secondOfferFixture)),
    http.post(at(base, '/app/second/order/place'), async ({ request }) => {
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
    http.post(at(base, '/app/second/orders'), async ({ request }) => {
      const body = (await request.json()) as SecondOrdersRequest
      const list = secondOrders.filter(
        (o) =>
          (body.open === undefined || (o.status !== 'settled') === body.open) &&
          (!body.symbol || o.symbol === body.symbol),
      )
      return ok(page(list, body.pageIndex, body.pageSize))
    }),
    http.get(at(base, '/app/futures/markets'), () => ok(futuresMarketsFixture)),
    http.get(at(base, '/app/futures/positions'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol')
      return ok(symbol ? positions.filter((p) => p.symbol === symbol) : positions)
    }),
    http.get(at(base, '/app/futures/orders/current'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol')
      return ok(symbol ? pending.filter((o) => o.symbol === symbol) : pending)
    }),
    http.post(at(base, '/app/futures/orders/history'), async ({ request }) => {
      const body = (await request.json()) as FuturesHistoryRequest
      const list = futuresHistory.filter(
        (o) =>
          (!body.symbol || o.symbol === body.symbol) &&
          (!body.side || o.side === body.side) &&
          (!body.status || o.status === body.status) &&
          (!body.closeMethod || o.closeMethod === body.closeMethod),
      )
      return ok(page(list, body.pageIndex, body.pageSize))
    }),
    http.post(at(base, '/app/futures/order/place'), async ({ request }) => {
      const body = (await request.json()) as FuturesPlaceRequest
      const market = futuresMarketsFixture.find((m) => m.symbol === body.symbol)
      if (!market) return errorResponse('market.not.found', 404)
      const now = Date.now()
      const position = futuresOrderFixture({
        id: `p-${positions.length + 100}`,
        clientOrderId: body.clientOrderId,
        symbol: body.symbol,
        side: body.side,
        type: body.type,
        status: body.type === 'limit' ? 'pending' : 'open',
        price: body.price ?? null,
        lots: body.lots,
        leverage: body.leverage,
        multiplier: market.multiplier,
        takeProfit: body.takeProfit ?? null,
        stopLoss: body.stopLoss ?? null,
        triggerReference: body.triggerReference ?? 'last',
        createdAt: now,
        openedAt: body.type === 'limit' ? null : now,
      })
      if (position.status === 'open') positions = [position, ...positions]
      else pending = [position, ...pending]
      return ok(position)
    }),
    http.post(at(base, '/app/futures/order/cancel'), async ({ request }) => {
      const { orderId } = (await request.json()) as FuturesOrderRef
      const held = pending.find((o) => o.id === orderId)
      pending = pending.filter((o) => o.id !== orderId)
      return ok(
        held
          ? { ...held, status: 'cancelled', cancelledAt: Date.now() }
          : futuresOrderFixture({ id: orderId, status: 'cancelled', cancelledAt: Date.now() }),
      )
    }),
    http.post(at(base, '/app/futures/position/close'), async ({ request }) => {
      const { orderId } = (await request.json()) as FuturesOrderRef
      const held = positions.find((p) => p.id === orderId)
      if (!held) return errorResponse('position.not.open', 422, 'The position is not open')
      positions = positions.filter((p) => p.id !== orderId)
      return ok({ ...held, status: 'closed', closeMethod: 'user', closedAt: Date.now() })
    }),
    http.post(at(base, '/app/futures/position/closeAll'), async ({ request }) => {
      const { symbol } = (await request.json()) as { symbol?: string }
      const closing = positions.filter((p) => !symbol || p.symbol === symbol)
      positions = positions.filter((p) => !closing.includes(p))
      const closedAt = Date.now()
      return ok(
        closing.map((p) => ({ ...p, status: 'closed', closeMethod: 'close_all', closedAt })),
      )
    }),
    http.post(at(base, '/app/futures/position/tpsl'), async ({ request }) => {
      const body = (await request.json()) as FuturesTpSlRequest
      const held = positions.find((p) => p.id === body.orderId)
      if (!held) return errorResponse('position.not.open', 422, 'The position is not open')
      const next: FuturesOrder = {
        ...held,
        takeProfit: body.takeProfit,
        stopLoss: body.stopLoss,
        triggerReference: body.triggerReference,
      }
      positions = positions.map((p) => (p.id === next.id ? next : p))
      return ok(next)
    }),
    ...createEarnHandlers(base, options),
    ...createGrowthHandlers(base, options.growth),
  ]
}

/** The default handler set (signed-in demo user, fixtures). */
export const handlers = createHandlers()
