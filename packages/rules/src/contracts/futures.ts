import { add, compare, div, isZero, mul, normalizeDecimal, roundToStep, sub } from '../decimal'

/*
 * Isolated-margin, USDT-margined perpetual contracts: the formulas the order form, the position
 * dialog and the reference server share, so that what the form estimates is what the server
 * charges. Decimal strings throughout; every rounding is stated. What the user pays (margin,
 * fees) rounds up to USDT_DECIMALS, what the user receives (PnL) rounds down (toward -infinity,
 * so a loss rounds to the larger loss). This module imports nothing but `../decimal`:
 * the server loads it at runtime.
 */

/** The direction of a position. */
export type PositionSide = 'long' | 'short'

/** USDT amounts (margin, fees, PnL) are held to 8 decimals. */
export const USDT_DECIMALS = 8

/** Decimals of a ratio (ROE, risk rate): `'0.1234'` = 12.34 %. */
const RATIO_DECIMALS = 4

const lotsText = (lots: number | string): string => (typeof lots === 'number' ? String(lots) : lots)

const leverageText = (leverage: number): string => {
  // Leverage is a small whole multiplier, never money: a number is safe here.
  if (!Number.isFinite(leverage) || leverage <= 0) {
    throw new RangeError(`Leverage must be positive: ${leverage}`)
  }
  return String(leverage)
}

/** Q = lots x multiplier, the position's quantity in the base asset, exact. */
export function contractQuantity(lots: number | string, multiplier: string): string {
  return normalizeDecimal(mul(lotsText(lots), multiplier))
}

/** price x Q, exact (no rounding). */
export function notional(price: string, lots: number | string, multiplier: string): string {
  return normalizeDecimal(mul(price, contractQuantity(lots, multiplier)))
}

/** Margin to open: notional / leverage, rounded up to 8 decimals. */
export function initialMargin(
  price: string,
  lots: number | string,
  multiplier: string,
  leverage: number,
): string {
  return normalizeDecimal(
    div(notional(price, lots, multiplier), leverageText(leverage), USDT_DECIMALS, 'ceil'),
  )
}

/** notional x rate, rounded up to 8 decimals: the open, close and holding fees all use this. */
export function feeOn(
  price: string,
  lots: number | string,
  multiplier: string,
  rate: string,
): string {
  return normalizeDecimal(mul(notional(price, lots, multiplier), rate, USDT_DECIMALS, 'ceil'))
}

/** Long: (price - open) x Q; short: (open - price) x Q; rounded down (toward -infinity) to 8. */
export function unrealisedPnl(
  side: PositionSide,
  openPrice: string,
  price: string,
  lots: number | string,
  multiplier: string,
): string {
  const move = side === 'long' ? sub(price, openPrice) : sub(openPrice, price)
  return normalizeDecimal(mul(move, contractQuantity(lots, multiplier), USDT_DECIMALS, 'floor'))
}

/** PnL / margin as a fraction truncated to 4 decimals (`'0.1234'` = 12.34 %); margin 0 gives `'0'`. */
export function returnOnEquity(pnl: string, margin: string): string {
  if (isZero(margin)) return '0'
  return normalizeDecimal(div(pnl, margin, RATIO_DECIMALS, 'trunc'))
}

/** Mark notional x maintenance-margin rate, rounded up to 8 decimals. */
export function maintenanceMargin(
  markPrice: string,
  lots: number | string,
  multiplier: string,
  mmr: string,
): string {
  return feeOn(markPrice, lots, multiplier, mmr)
}

/**
 * min(1, maintenance / (margin + PnL)) truncated to 4 decimals; an equity at or below zero gives
 * `'1'` (the position is already past its liquidation point).
 */
export function riskRate(margin: string, pnl: string, maintenance: string): string {
  const equity = add(margin, pnl)
  if (compare(equity, '0') <= 0) return '1'
  const rate = div(maintenance, equity, RATIO_DECIMALS, 'trunc')
  return compare(rate, '1') >= 0 ? '1' : normalizeDecimal(rate)
}

/** Inputs of {@link liquidationPrice}. */
export interface LiquidationInput {
  side: PositionSide
  openPrice: string
  lots: number | string
  multiplier: string
  /** The position's isolated margin. */
  margin: string
  /** Maintenance-margin rate as a fraction (`'0.005'` = 0.5 %). */
  mmr: string
  tickSize: string
}

/**
 * Estimated liquidation price: where margin + PnL equals the maintenance margin at that price.
 * Long: (E*Q - M) / (Q * (1 - mmr)), rounded UP to the tick grid; short: (E*Q + M) / (Q * (1 + mmr)),
 * rounded DOWN to the tick grid, so that on the grid the position is liquidated no later than at
 * the true point. `null` when there is no such price above zero (a long at leverage 1).
 */
export function liquidationPrice(input: LiquidationInput): string | null {
  const { side, openPrice, lots, multiplier, margin, mmr, tickSize } = input
  const quantity = contractQuantity(lots, multiplier)
  if (compare(quantity, '0') <= 0) return null
  const entryValue = mul(openPrice, quantity)
  if (side === 'long') {
    const numerator = sub(entryValue, margin)
    const denominator = mul(quantity, sub('1', mmr))
    if (compare(numerator, '0') <= 0 || compare(denominator, '0') <= 0) return null
    const price = roundToStep(div(numerator, denominator, undefined, 'ceil'), tickSize, 'ceil')
    return compare(price, '0') > 0 ? normalizeDecimal(price) : null
  }
  const numerator = add(entryValue, margin)
  const denominator = mul(quantity, add('1', mmr))
  if (compare(denominator, '0') <= 0) return null
  const price = roundToStep(div(numerator, denominator, undefined, 'floor'), tickSize, 'floor')
  return compare(price, '0') > 0 ? normalizeDecimal(price) : null
}

/** Long: mark at or below the liquidation price; short: at or above it. No price: never. */
export function isLiquidated(
  side: PositionSide,
  markPrice: string,
  liquidation: string | null,
): boolean {
  if (liquidation === null) return false
  const order = compare(markPrice, liquidation)
  return side === 'long' ? order <= 0 : order >= 0
}

/** The error code of a limit price on the wrong side of the market. */
export type LimitPriceError = 'futures.limit.price.side'

/**
 * The spec's rule: a long limit price must not exceed the market price, a short's must not be
 * below it (equal is allowed). `null` when valid.
 */
export function limitPriceError(
  side: PositionSide,
  limitPrice: string,
  marketPrice: string,
): LimitPriceError | null {
  const order = compare(limitPrice, marketPrice)
  const wrongSide = side === 'long' ? order > 0 : order < 0
  return wrongSide ? 'futures.limit.price.side' : null
}

/** Inputs of {@link estimateOpen}. */
export interface OpenEstimateInput {
  side: PositionSide
  price: string
  lots: number | string
  multiplier: string
  leverage: number
  /** Opening fee rate as a fraction of the notional. */
  feeRate: string
  mmr: string
  tickSize: string
}

/** What opening a position costs, and where it would be liquidated. */
export interface OpenEstimate {
  notional: string
  /** Initial margin, rounded up. */
  margin: string
  /** Opening fee, rounded up. */
  fee: string
  /** margin + fee: what leaves the available balance. */
  total: string
  liquidationPrice: string | null
}

/** What opening would cost: margin (up), fee (up), their total, the notional, the liquidation price. */
export function estimateOpen(input: OpenEstimateInput): OpenEstimate {
  const { side, price, lots, multiplier, leverage, feeRate, mmr, tickSize } = input
  const margin = initialMargin(price, lots, multiplier, leverage)
  const fee = feeOn(price, lots, multiplier, feeRate)
  return {
    notional: notional(price, lots, multiplier),
    margin,
    fee,
    total: normalizeDecimal(add(margin, fee)),
    liquidationPrice: liquidationPrice({
      side,
      openPrice: price,
      lots,
      multiplier,
      margin,
      mmr,
      tickSize,
    }),
  }
}

/** Inputs of {@link settleClose}. */
export interface CloseInput {
  side: PositionSide
  openPrice: string
  closePrice: string
  lots: number | string
  multiplier: string
  margin: string
  closeFeeRate: string
}

/** The result of closing a position. */
export interface CloseSettlement {
  /** Unrealised PnL at the close price, rounded down. */
  pnl: string
  /** Closing fee, rounded up. */
  closeFee: string
  /** pnl - closeFee, but never below -margin. */
  income: string
  /** margin + income (never negative): what goes back to the available balance. */
  returned: string
  /** True when the loss was cut at the margin. */
  capped: boolean
}

/**
 * Settles a close at `closePrice`. An isolated position never loses more than its margin, so the
 * income (PnL less the closing fee) is floored at -margin.
 */
export function settleClose(input: CloseInput): CloseSettlement {
  const { side, openPrice, closePrice, lots, multiplier, margin, closeFeeRate } = input
  const pnl = unrealisedPnl(side, openPrice, closePrice, lots, multiplier)
  const closeFee = feeOn(closePrice, lots, multiplier, closeFeeRate)
  const raw = sub(pnl, closeFee)
  const floor = normalizeDecimal(sub('0', margin))
  const capped = compare(raw, floor) < 0
  const income = capped ? floor : normalizeDecimal(raw)
  return { pnl, closeFee, income, returned: normalizeDecimal(add(margin, income)), capped }
}

/** The holding fee for one period: notional at the mark x rate (up), never more than the margin. */
export function holdingFee(
  markPrice: string,
  lots: number | string,
  multiplier: string,
  rate: string,
  margin: string,
): string {
  const fee = feeOn(markPrice, lots, multiplier, rate)
  return compare(fee, margin) > 0 ? normalizeDecimal(margin) : fee
}
