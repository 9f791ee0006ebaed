import type { FuturesMarket, FuturesPlaceRequest, SpotOrderType } from '@bourse/api-client'
import { compare, isDecimal, isZero, roundToStep } from './decimal'
import {
  estimateOpen,
  limitPriceError,
  type OpenEstimate,
  type PositionSide,
} from './contracts/futures'
import {
  validateTpSl,
  type TpSlError,
  type TpSlWarning,
  type TriggerReference,
} from './contracts/tpsl'

/*
 * The futures order form's checks, composed from the shared contract rules (no formula here):
 * lots in range, the limit price on the grid and on the right side of the market, what opening
 * costs against the available balance, and TP/SL through the one shared validator.
 */

/** A field of the futures order form that can carry an error. */
export type FuturesOrderField = 'price' | 'lots' | 'takeProfit' | 'stopLoss'

/**
 * Why a field is refused: the contract's codes (so a server answer and a local check read the
 * same) plus `futures.price.tick`, which the server reports as a request error.
 */
export type FuturesOrderErrorCode =
  | 'order.price.invalid'
  | 'futures.price.tick'
  | 'futures.limit.price.side'
  | 'futures.lots.invalid'
  | 'balance.insufficient'
  | TpSlError

/** The form as typed. Blank TP/SL are not set. */
export interface FuturesOrderInput {
  market: FuturesMarket
  side: PositionSide
  type: SpotOrderType
  /** Limit price (ignored for a market order). */
  price: string
  /** Whole lots as typed. */
  lots: string
  leverage: number
  takeProfit: string
  stopLoss: string
  triggerReference: TriggerReference
  /** The last trade (the index price a market order opens at). */
  lastPrice: string | null
  /** The mark price; TP/SL on `mark` fall back to the last price without it. */
  markPrice: string | null
  /** The contract account's available USDT; `null` skips the balance check (a visitor). */
  available: string | null
}

export interface FuturesOrderCheck {
  /** The first problem of each field. */
  errors: Partial<Record<FuturesOrderField, FuturesOrderErrorCode>>
  /** An accepted stop-loss close to the estimated liquidation price. */
  warning: TpSlWarning | null
  /** The price the position would open at: the limit price, or the last price for a market order. */
  entryPrice: string | null
  /** What TP/SL are judged against now (the last or the mark price). */
  referencePrice: string | null
  /** Cost and liquidation price, once the entry price and lots are valid. */
  estimate: OpenEstimate | null
  ok: boolean
}

const WHOLE = /^\d+$/

/** Whole lots within the market's range, or `null`. */
export function parseLots(lots: string, market: FuturesMarket): number | null {
  const text = lots.trim()
  if (!WHOLE.test(text)) return null
  // A lot count is a small whole number, never money: a number is safe here.
  const n = Number(text)
  return Number.isSafeInteger(n) && n >= market.minLots && n <= market.maxLots ? n : null
}

const positive = (value: string | null): value is string =>
  value !== null && isDecimal(value) && compare(value, '0') > 0

/** The reference price of TP/SL: the mark price when chosen and known, else the last price. */
export function tpSlReferencePrice(
  reference: TriggerReference,
  lastPrice: string | null,
  markPrice: string | null,
): string | null {
  if (reference === 'mark' && positive(markPrice)) return markPrice
  return positive(lastPrice) ? lastPrice : null
}

/** Checks the futures order form; the estimate is returned even when TP/SL are refused. */
export function checkFuturesOrder(input: FuturesOrderInput): FuturesOrderCheck {
  const { market, side, type, price, lots, leverage, lastPrice, available } = input
  const errors: FuturesOrderCheck['errors'] = {}

  let entryPrice: string | null = null
  if (type === 'limit') {
    const text = price.trim()
    if (!isDecimal(text) || isZero(text) || compare(text, '0') < 0) {
      errors.price = 'order.price.invalid'
    } else if (compare(roundToStep(text, market.tickSize, 'trunc'), text) !== 0) {
      errors.price = 'futures.price.tick'
    } else if (positive(lastPrice) && limitPriceError(side, text, lastPrice)) {
      errors.price = 'futures.limit.price.side'
    } else {
      entryPrice = text
    }
  } else if (positive(lastPrice)) {
    entryPrice = lastPrice
  }

  const lotCount = parseLots(lots, market)
  if (lotCount === null) errors.lots = 'futures.lots.invalid'

  const estimate =
    entryPrice !== null && lotCount !== null
      ? estimateOpen({
          side,
          price: entryPrice,
          lots: lotCount,
          multiplier: market.multiplier,
          leverage,
          feeRate: market.openFeeRate,
          mmr: market.maintenanceMarginRate,
          tickSize: market.tickSize,
        })
      : null
  if (estimate && available !== null && compare(estimate.total, available) > 0) {
    errors.lots = 'balance.insufficient'
  }

  const referencePrice = tpSlReferencePrice(input.triggerReference, lastPrice, input.markPrice)
  let warning: TpSlWarning | null = null
  if (referencePrice !== null) {
    const tpsl = validateTpSl({
      side,
      referencePrice,
      takeProfit: input.takeProfit,
      stopLoss: input.stopLoss,
      tickSize: market.tickSize,
      liquidationPrice: estimate?.liquidationPrice ?? null,
    })
    if (tpsl.takeProfit) errors.takeProfit = tpsl.takeProfit
    if (tpsl.stopLoss) errors.stopLoss = tpsl.stopLoss
    warning = tpsl.warning
  }

  return {
    errors,
    warning,
    entryPrice,
    referencePrice,
    estimate,
    ok: Object.keys(errors).length === 0,
  }
}

/** What the futures order form sends (the connected form adds the client order id). */
export type FuturesOrderSubmit = Omit<FuturesPlaceRequest, 'clientOrderId'>

/**
 * The request of a checked form: the price only for a limit order, TP/SL only when set, and the
 * trigger reference only with one of them.
 */
export function futuresOrderRequest(input: FuturesOrderInput): FuturesOrderSubmit {
  const { market, side, type, leverage, triggerReference } = input
  const request: FuturesOrderSubmit = {
    symbol: market.symbol,
    side,
    type,
    lots: Number(input.lots.trim()),
    leverage,
  }
  if (type === 'limit') request.price = input.price.trim()
  const takeProfit = input.takeProfit.trim()
  const stopLoss = input.stopLoss.trim()
  if (takeProfit) request.takeProfit = takeProfit
  if (stopLoss) request.stopLoss = stopLoss
  if (takeProfit || stopLoss) request.triggerReference = triggerReference
  return request
}

/** The leverage a form starts with: 10x when offered, else the highest offer below it, else the lowest. */
export function defaultLeverage(market: Pick<FuturesMarket, 'leverageOptions'>): number {
  const options = [...market.leverageOptions].sort((a, b) => a - b)
  if (options.includes(10)) return 10
  const below = options.filter((o) => o < 10)
  return below[below.length - 1] ?? options[0] ?? 1
}
