import { EngineError } from './types'
import type { OrderState, PlaceOrderRequest, TimeInForce } from './types'

/**
 * The new order's state, or an {@link EngineError} for a request the engine cannot take: a bad
 * side or type, an empty or resting id, a missing or non-positive price, quantity or quote amount.
 */
export function acceptOrder(
  request: PlaceOrderRequest,
  seq: number,
  now: number,
  isResting: (id: string) => boolean,
): OrderState {
  const tif: TimeInForce = request.type === 'market' ? 'IOC' : (request.timeInForce ?? 'GTC')
  const state: OrderState = {
    id: request.id,
    owner: request.owner,
    side: request.side,
    type: request.type,
    timeInForce: tif,
    price: request.type === 'limit' ? (request.price ?? null) : null,
    quantity: request.quantity ?? null,
    quoteAmount: null,
    filled: 0n,
    filledQuote: 0n,
    remaining: request.quantity ?? 0n,
    status: 'new',
    cancelReason: null,
    seq,
    createdAt: now,
    updatedAt: now,
  }
  if (request.side !== 'buy' && request.side !== 'sell') throw new EngineError('bad side')
  if (!request.id || isResting(request.id))
    throw new EngineError(`order id ${request.id} is empty or resting already`)
  if (request.type === 'limit') {
    if (request.price === undefined || request.price <= 0n)
      throw new EngineError('a limit order needs a positive price')
    if (request.quantity === undefined || request.quantity <= 0n)
      throw new EngineError('a limit order needs a positive quantity')
    if (request.quoteAmount !== undefined) throw new EngineError('quoteAmount is for market buys')
  } else if (request.type === 'market') {
    const byQuote = request.quoteAmount !== undefined
    if (byQuote === (request.quantity !== undefined))
      throw new EngineError('a market order takes exactly one of quantity and quoteAmount')
    if (byQuote && request.side !== 'buy')
      throw new EngineError('only market buys take quoteAmount')
    if (byQuote && (request.quoteAmount as bigint) <= 0n)
      throw new EngineError('quoteAmount must be positive')
    if (!byQuote && (request.quantity as bigint) <= 0n)
      throw new EngineError('quantity must be positive')
    state.quoteAmount = request.quoteAmount ?? null
  } else {
    throw new EngineError('bad order type')
  }
  return state
}
