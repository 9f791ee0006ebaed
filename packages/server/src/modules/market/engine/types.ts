/**
 * The matching engine's vocabulary. Prices are integer ticks, quantities integer lots, both BigInt;
 * a quote amount (price × quantity) is in "notional units" = ticks × lots. The market layer turns
 * decimal strings into these units and back; the engine never sees a decimal or a float.
 */

export type Side = 'buy' | 'sell'
export type OrderType = 'limit' | 'market'
/** GTC rests the remainder; IOC cancels it; POST_ONLY is rejected if it would take liquidity. */
export type TimeInForce = 'GTC' | 'IOC' | 'POST_ONLY'
export type OrderStatus = 'new' | 'partially_filled' | 'filled' | 'cancelled' | 'rejected'
export type CancelReason =
  /** The owner (or an operator) cancelled it. */
  | 'cancelled'
  /** A taker order of the same owner met it: the resting order is cancelled (cancel-maker STP). */
  | 'self_trade'
  /** A market order reached the slippage band before it was done. */
  | 'slippage'
  /** An IOC or market order had nothing (more) to match. */
  | 'no_liquidity'
  /** A POST_ONLY order would have crossed the book. */
  | 'post_only'
  /** The market closed (maintenance, delisting) and every resting order was cancelled. */
  | 'market_closed'

export interface PlaceOrderRequest {
  /** Opaque, unique per engine (the caller's order id). */
  id: string
  /** Opaque owner id: a user, a market maker, a robot. Self-trade prevention compares these. */
  owner: string
  side: Side
  type: OrderType
  /** Limit price in ticks; required for limit orders, ignored for market orders. */
  price?: bigint
  /** Base quantity in lots. Required, except for a market buy that gives `quoteAmount`. */
  quantity?: bigint
  /** Market buy only: spend this much quote (notional units = ticks × lots) instead. */
  quoteAmount?: bigint
  /** Limit orders only; default GTC. Market orders always behave as IOC. */
  timeInForce?: TimeInForce
}

/** An order as the engine reports it (immutable copy). Invariant: filled + remaining = quantity. */
export interface OrderState {
  id: string
  owner: string
  side: Side
  type: OrderType
  timeInForce: TimeInForce
  /** Limit price in ticks; null for market orders. */
  price: bigint | null
  /** Ordered quantity in lots; null for a market buy by quote amount. */
  quantity: bigint | null
  /** Quote budget of a market buy by quote amount (notional units); null otherwise. */
  quoteAmount: bigint | null
  filled: bigint
  /** Quote value filled (notional units). */
  filledQuote: bigint
  /** Lots not filled: resting while open, left unfilled once cancelled. 0 for quote-amount buys. */
  remaining: bigint
  status: OrderStatus
  cancelReason: CancelReason | null
  /** Engine sequence at acceptance: the time priority. */
  seq: number
  createdAt: number
  updatedAt: number
}

export interface Trade {
  /** Per-engine trade id, 1, 2, 3, ... */
  id: number
  /** The maker's price, in ticks. */
  price: bigint
  quantity: bigint
  takerSide: Side
  takerOrderId: string
  takerOwner: string
  makerOrderId: string
  makerOwner: string
  ts: number
}

export type EngineEvent =
  | { type: 'trade'; trade: Trade }
  /** Every change of an order (accepted, filled a bit, done, cancelled, rejected). */
  | { type: 'order'; order: OrderState }
  /** The new total resting quantity at a price (0 removes the level). */
  | { type: 'level'; side: Side; price: bigint; quantity: bigint }

export interface PlaceResult {
  order: OrderState
  trades: Trade[]
  /** Everything that happened, in order (also delivered to the engine's listeners). */
  events: EngineEvent[]
}

export type EngineListener = (event: EngineEvent) => void

export interface EngineOptions {
  symbol: string
  /** Market orders do not fill further than this from the reference price (basis points). */
  slippageBps?: number
  now: () => number
}

/** Thrown for a malformed request (a programming error of the caller, not a business rule). */
export class EngineError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EngineError'
  }
}
