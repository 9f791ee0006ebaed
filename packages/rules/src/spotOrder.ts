import type { MarketInfo, OrderSide, SpotOrderType } from '@bourse/api-client'
import {
  add,
  compare,
  div,
  isDecimal,
  mul,
  normalizeDecimal,
  roundToStep,
  sub,
  truncateDecimal,
} from './decimal'

/*
 * The spot order form's rules, mirroring what the server checks and freezes
 * (`packages/server/src/modules/spot`): a limit buy freezes price x quantity of quote, a sell its
 * quantity of base, a market buy by amount that amount, and a market buy by quantity up to the
 * 5 % slippage band above the last price. Fees are taken from the asset received, so they never
 * add to what is frozen. Decimal strings throughout.
 */

/** The server's market-order band: 5 % from the last price. */
export const SLIPPAGE_BAND = '0.05'
/** Balances are held to 8 decimals; fees round up to that unit. */
export const ASSET_DECIMALS = 8

const ZERO = '0'

/** A complete, positive decimal (not `''`, `'.'` or `'1.'` half-typed). */
const positive = (value: string | null | undefined): value is string =>
  typeof value === 'string' && isDecimal(value) && compare(value, ZERO) > 0

const clampPercent = (percent: number): string =>
  String(Math.min(100, Math.max(0, Math.floor(percent))))

/** Decimals of a market's quote amount (price x quantity is exact at this precision). */
export const amountPrecision = (market: MarketInfo): number =>
  market.pricePrecision + market.quantityPrecision

type MaxInput = {
  side: OrderSide
  /** The price a buy pays per unit (the limit price; for a market buy its reserve price). */
  price: string
  /** Available balance of the asset spent: quote for a buy, base for a sell. */
  available: string
  market: MarketInfo
}

/**
 * The quantity `percent` (0–100, whole) of the available balance buys or sells, rounded DOWN to
 * the lot grid, so it is always affordable. May be below `minQuantity`; validation names that.
 * A buy without a positive price gives `'0'`.
 */
export function percentQuantity({
  side,
  price,
  available,
  market,
  percent,
}: MaxInput & { percent: number }): string {
  if (!positive(available)) return ZERO
  const share = div(mul(available, clampPercent(percent)), '100', 18, 'floor')
  let raw: string
  if (side === 'sell') raw = share
  else if (!positive(price)) return ZERO
  else raw = div(share, price, 18, 'floor')
  return normalizeDecimal(roundToStep(raw, market.lotSize, 'floor'))
}

/**
 * The largest quantity the balance pays for (MAX, 100 %): buy `floor(available / price)`, sell
 * `floor(available)`, both to the lot grid, so it never exceeds the balance after rounding.
 * Below `minQuantity` it is `'0'`: nothing could be sent, and a MAX that fills in a quantity the
 * server refuses would only mislead.
 */
export function maxQuantity(input: MaxInput): string {
  const max = percentQuantity({ ...input, percent: 100 })
  return compare(max, input.market.minQuantity) < 0 ? ZERO : max
}

/**
 * The quote amount `percent` of the available quote is, for a market buy by amount: truncated
 * to the market's amount precision.
 */
export function percentAmount({
  available,
  percent,
  market,
}: {
  available: string
  percent: number
  market: MarketInfo
}): string {
  if (!positive(available)) return ZERO
  const share = div(mul(available, clampPercent(percent)), '100', 18, 'floor')
  return truncateDecimal(share, amountPrecision(market))
}

/**
 * Where the slider stands for a typed quantity: the whole percent of the available balance it
 * spends (floored, at most 100). `0` when nothing is known.
 */
export function percentOfAvailable({
  side,
  price,
  quantity,
  available,
}: {
  side: OrderSide
  price: string
  /** Base quantity (for a buy, spent at `price`). */
  quantity: string
  available: string
}): number {
  if (!positive(available) || !positive(quantity)) return 0
  let spend: string
  if (side === 'sell') spend = quantity
  else if (!positive(price)) return 0
  else spend = mul(quantity, price)
  const percent = div(mul(spend, '100'), available, 0, 'floor')
  return compare(percent, '100') >= 0 ? 100 : Number(percent) // a whole number 0–99
}

/** Price x quantity in quote, or null while either is missing or half-typed. */
export function orderTotal(price: string, quantity: string): string | null {
  if (!isDecimal(price) || !isDecimal(quantity)) return null
  return mul(price, quantity)
}

/**
 * True when a limit order would take liquidity at once: a buy at or above the best ask, a sell at
 * or below the best bid. Without that side of the book the last price stands in; with neither the
 * order is taken to rest.
 */
export function crossesBook({
  side,
  price,
  bestBid,
  bestAsk,
  lastPrice,
}: {
  side: OrderSide
  price: string
  bestBid?: string | null
  bestAsk?: string | null
  lastPrice?: string | null
}): boolean {
  if (!positive(price)) return false
  const against = side === 'buy' ? (bestAsk ?? lastPrice) : (bestBid ?? lastPrice)
  if (!positive(against)) return false
  return side === 'buy' ? compare(price, against) >= 0 : compare(price, against) <= 0
}

/**
 * The fee, in the asset received (base for a buy, quote for a sell), rounded UP to
 * {@link ASSET_DECIMALS} places as the server charges it: fees never round in the payer's
 * favour. `rate` is a fraction (`0.001`); pick taker or maker with {@link crossesBook}.
 * Null while quantity or price is missing.
 */
export function feeEstimate({
  side,
  quantity,
  price,
  rate,
}: {
  side: OrderSide
  quantity: string
  price: string
  rate: string
}): string | null {
  if (!isDecimal(quantity) || !isDecimal(rate)) return null
  if (side === 'buy') return normalizeDecimal(mul(quantity, rate, ASSET_DECIMALS, 'ceil'))
  const total = orderTotal(price, quantity)
  return total === null ? null : normalizeDecimal(mul(total, rate, ASSET_DECIMALS, 'ceil'))
}

/**
 * The price a market buy by quantity is reserved at: the last price plus the slippage band,
 * floored to the tick (as the server reserves it). Null without a last price.
 */
export function marketBuyReservePrice(
  lastPrice: string | null | undefined,
  tickSize: string,
  band: string = SLIPPAGE_BAND,
): string | null {
  if (!positive(lastPrice)) return null
  const limit = mul(lastPrice, add('1', band))
  return normalizeDecimal(roundToStep(limit, tickSize, 'floor'))
}

/** An order as the form holds it. */
export type SpotOrderDraft = {
  market: MarketInfo
  side: OrderSide
  type: SpotOrderType
  /** Limit price (ignored for market orders). */
  price?: string
  /** Base quantity; absent for a market buy by amount. */
  quantity?: string
  /** Market buys by amount only: quote to spend. When given, `quantity` is ignored. */
  quoteAmount?: string
  /** Last traded price: the reference of a market buy by quantity. */
  lastPrice?: string | null
}

const byAmount = (draft: SpotOrderDraft) =>
  draft.type === 'market' && draft.side === 'buy' && draft.quoteAmount !== undefined

/**
 * What the server freezes for the order, in the asset spent (quote for a buy, base for a sell);
 * null while it cannot be known (missing numbers, a market buy without a last price).
 */
export function orderReserve(draft: SpotOrderDraft): string | null {
  const { side, type, price = '', quantity = '', quoteAmount = '' } = draft
  if (byAmount(draft)) return isDecimal(quoteAmount) ? normalizeDecimal(quoteAmount) : null
  if (!isDecimal(quantity)) return null
  if (side === 'sell') return normalizeDecimal(quantity)
  const paid =
    type === 'limit' ? price : marketBuyReservePrice(draft.lastPrice, draft.market.tickSize)
  return paid !== null && isDecimal(paid) ? mul(paid, quantity) : null
}

/** The field a problem belongs to. */
export type SpotOrderField = 'market' | 'price' | 'quantity' | 'quoteAmount' | 'total'

/** Every problem the form names; the widget's labels translate each. */
export type SpotOrderErrorCode =
  | 'marketNotOpen'
  | 'marketMaintenance'
  | 'priceRequired'
  | 'priceNotPositive'
  | 'priceOffTick'
  | 'quantityRequired'
  | 'quantityNotPositive'
  | 'quantityOffLot'
  | 'quantityBelowMin'
  | 'amountRequired'
  | 'amountZero'
  | 'totalBelowMinNotional'
  | 'insufficientBalance'

export type SpotOrderIssue = { field: SpotOrderField; code: SpotOrderErrorCode }

export type SpotOrderInput = SpotOrderDraft & {
  /** Available balance of the asset spent (quote for a buy, base for a sell); null for a visitor. */
  available: string | null
}

export type SpotOrderValidation = { ok: true } | { ok: false; errors: SpotOrderIssue[] }

/**
 * Checks an order as the server will, so the form can say what is wrong before sending: the
 * market is open; a limit price is positive and on the tick grid; a quantity is positive, on the
 * lot grid and at least `minQuantity`; a limit order is worth `minNotional`; a market buy by
 * amount spends a non-zero amount of at least `minNotional`; and what the order freezes fits the
 * available balance (skipped for a visitor). At most one problem per field, in form order.
 */
export function validateSpotOrder(input: SpotOrderInput): SpotOrderValidation {
  const { market, type, available } = input
  const errors: SpotOrderIssue[] = []
  const fail = (field: SpotOrderField, code: SpotOrderErrorCode) => errors.push({ field, code })

  if (market.isOpen === 1) fail('market', 'marketNotOpen')
  else if (market.isOpen === 2) fail('market', 'marketMaintenance')

  let priceOk = true
  if (type === 'limit') {
    const price = input.price ?? ''
    priceOk = false
    if (!isDecimal(price)) fail('price', 'priceRequired')
    else if (compare(price, ZERO) <= 0) fail('price', 'priceNotPositive')
    else if (compare(roundToStep(price, market.tickSize, 'floor'), price) !== 0)
      fail('price', 'priceOffTick')
    else priceOk = true
  }

  let sizeOk = false
  if (byAmount(input)) {
    const amount = input.quoteAmount ?? ''
    if (!isDecimal(amount)) fail('quoteAmount', 'amountRequired')
    else if (compare(amount, ZERO) <= 0) fail('quoteAmount', 'amountZero')
    else if (compare(amount, market.minNotional) < 0) fail('quoteAmount', 'totalBelowMinNotional')
    else sizeOk = true
  } else {
    const quantity = input.quantity ?? ''
    if (!isDecimal(quantity)) fail('quantity', 'quantityRequired')
    else if (compare(quantity, ZERO) <= 0) fail('quantity', 'quantityNotPositive')
    else if (compare(roundToStep(quantity, market.lotSize, 'floor'), quantity) !== 0)
      fail('quantity', 'quantityOffLot')
    else if (compare(quantity, market.minQuantity) < 0) fail('quantity', 'quantityBelowMin')
    else sizeOk = true
  }

  if (sizeOk && priceOk && type === 'limit') {
    const total = orderTotal(input.price ?? '', input.quantity ?? '')
    if (total !== null && compare(total, market.minNotional) < 0) {
      fail('total', 'totalBelowMinNotional')
      sizeOk = false
    }
  }

  if (sizeOk && priceOk && available !== null) {
    const reserve = orderReserve(input)
    const spendable = isDecimal(available) ? available : ZERO
    if (reserve !== null && compare(reserve, spendable) > 0)
      fail(byAmount(input) ? 'quoteAmount' : 'quantity', 'insufficientBalance')
  }

  return errors.length === 0 ? { ok: true } : { ok: false, errors }
}

/** How far a limit price is from the market, when it is too far to send without a second look. */
export type FarFromMarket = { direction: 'above' | 'below'; percent: string }

/**
 * A limit price more than `threshold` (a fraction, 5 % by default) away from the last price, in
 * either direction and for either side (a buy far above or a sell far below fills at once at a
 * bad price; far on the other side is most often a typo): the distance in percent, truncated to
 * two places (`'6.25'`), for a confirmation. Null when near enough or nothing is known.
 */
export function farFromMarket({
  price,
  lastPrice,
  threshold = SLIPPAGE_BAND,
}: {
  /** Accepted so call sites read naturally; either side is checked the same way. */
  side?: OrderSide
  price: string
  lastPrice: string | null | undefined
  threshold?: string
}): FarFromMarket | null {
  if (!positive(price) || !positive(lastPrice)) return null
  const deviation = div(sub(price, lastPrice), lastPrice)
  const above = compare(deviation, ZERO) > 0
  const distance = above ? deviation : sub(ZERO, deviation)
  if (compare(distance, threshold) <= 0) return null
  return { direction: above ? 'above' : 'below', percent: truncateDecimal(mul(distance, '100'), 2) }
}
