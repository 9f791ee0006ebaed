import { http } from 'msw'
import type {
  FuturesHistoryRequest,
  FuturesOrder,
  FuturesOrderRef,
  FuturesPlaceRequest,
  FuturesTpSlRequest,
} from '../../schema'
import {
  futuresMarketsFixture,
  futuresOrderFixture,
  futuresPositionsFixture,
} from '../futuresFixtures'
import { futuresHistoryOrdersFixture, futuresPendingOrdersFixture } from '../futuresHistoryFixtures'
import type { MockArea } from './options'
import { errorResponse, page } from './respond'

/** Futures: positions and pending orders kept in memory, so place, close and TP/SL show. */
export function futuresHandlers({ at, ok, options }: MockArea) {
  let positions = [...(options.futuresPositions ?? futuresPositionsFixture)]
  let pending = [...(options.futuresPending ?? futuresPendingOrdersFixture)]
  const futuresHistory = options.futuresHistory ?? futuresHistoryOrdersFixture
  return [
    http.get(at('/app/futures/markets'), () => ok(futuresMarketsFixture)),
    http.get(at('/app/futures/positions'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol')
      return ok(symbol ? positions.filter((p) => p.symbol === symbol) : positions)
    }),
    http.get(at('/app/futures/orders/current'), ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol')
      return ok(symbol ? pending.filter((o) => o.symbol === symbol) : pending)
    }),
    http.post(at('/app/futures/orders/history'), async ({ request }) => {
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
    http.post(at('/app/futures/order/place'), async ({ request }) => {
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
    http.post(at('/app/futures/order/cancel'), async ({ request }) => {
      const { orderId } = (await request.json()) as FuturesOrderRef
      const held = pending.find((o) => o.id === orderId)
      pending = pending.filter((o) => o.id !== orderId)
      return ok(
        held
          ? { ...held, status: 'cancelled', cancelledAt: Date.now() }
          : futuresOrderFixture({ id: orderId, status: 'cancelled', cancelledAt: Date.now() }),
      )
    }),
    http.post(at('/app/futures/position/close'), async ({ request }) => {
      const { orderId } = (await request.json()) as FuturesOrderRef
      const held = positions.find((p) => p.id === orderId)
      if (!held) return errorResponse('position.not.open', 422, 'The position is not open')
      positions = positions.filter((p) => p.id !== orderId)
      return ok({ ...held, status: 'closed', closeMethod: 'user', closedAt: Date.now() })
    }),
    http.post(at('/app/futures/position/closeAll'), async ({ request }) => {
      const { symbol } = (await request.json()) as { symbol?: string }
      const closing = positions.filter((p) => !symbol || p.symbol === symbol)
      positions = positions.filter((p) => !closing.includes(p))
      const closedAt = Date.now()
      return ok(
        closing.map((p) => ({ ...p, status: 'closed', closeMethod: 'close_all', closedAt })),
      )
    }),
    http.post(at('/app/futures/position/tpsl'), async ({ request }) => {
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
  ]
}
