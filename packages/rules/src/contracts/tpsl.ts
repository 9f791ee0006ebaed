import { compare, isDecimal, isZero, mul, roundToStep, sub } from '../decimal'
import type { PositionSide } from './futures'

/*
 * Take-profit / stop-loss: the one validator the order form, the edit dialog and the server
 * share, and the trigger engine the server runs on every price move. The engine judges a move
 * from the previous to the current price as a segment (touch or cross), so a gap in the feed can
 * never jump over a level.
 */

/** Which price a TP/SL is judged against: the last trade or the mark price. */
export type TriggerReference = 'last' | 'mark'

/** Why a take-profit or stop-loss price is refused. */
export type TpSlError =
  | 'tpsl.price.invalid'
  | 'tpsl.zero'
  | 'tpsl.tick'
  | 'tpsl.take.profit.side'
  | 'tpsl.stop.loss.side'
  | 'tpsl.stop.loss.liquidation'

/** An accepted stop-loss that deserves a second look. */
export type TpSlWarning = 'tpsl.stop.loss.near.liquidation'

/** Warn when |SL - liquidation| <= liquidation x 1 %. */
export const NEAR_LIQUIDATION_RATIO = '0.01'

/** A position's (or an order's) TP/SL as typed, with what it is judged against. */
export interface TpSlInput {
  side: PositionSide
  /** The last or mark price (see {@link TriggerReference}) at the time of validation. */
  referencePrice: string
  /** Not set when `null`, `undefined` or blank. */
  takeProfit?: string | null
  /** Not set when `null`, `undefined` or blank. */
  stopLoss?: string | null
  tickSize: string
  /** The position's estimated liquidation price; `null` when it cannot be liquidated. */
  liquidationPrice: string | null
}

/** One error per field (the first check that fails), a warning, and whether both are accepted. */
export interface TpSlResult {
  takeProfit: TpSlError | null
  stopLoss: TpSlError | null
  warning: TpSlWarning | null
  ok: boolean
}

const isSet = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** The checks both fields share: a positive decimal on the tick grid. */
function priceError(value: string, tickSize: string): TpSlError | null {
  if (!isDecimal(value) || compare(value, '0') < 0) return 'tpsl.price.invalid'
  if (isZero(value)) return 'tpsl.zero'
  if (compare(roundToStep(value, tickSize, 'trunc'), value) !== 0) return 'tpsl.tick'
  return null
}

/**
 * Validates a take-profit and a stop-loss against the reference price. Per field, in order: not a
 * non-negative decimal, zero, off the tick grid, on the wrong side of the reference (long: TP
 * above, SL below; short reversed; equal is wrong), and for the stop-loss at or beyond the
 * liquidation price. A stop-loss within {@link NEAR_LIQUIDATION_RATIO} of the liquidation price
 * is accepted with a warning.
 */
export function validateTpSl(input: TpSlInput): TpSlResult {
  const { side, referencePrice, takeProfit, stopLoss, tickSize, liquidationPrice } = input
  const long = side === 'long'

  let takeProfitError: TpSlError | null = null
  if (isSet(takeProfit)) {
    takeProfitError = priceError(takeProfit, tickSize)
    const order = takeProfitError === null ? compare(takeProfit, referencePrice) : 0
    if (takeProfitError === null && (long ? order <= 0 : order >= 0)) {
      takeProfitError = 'tpsl.take.profit.side'
    }
  }

  let stopLossError: TpSlError | null = null
  let warning: TpSlWarning | null = null
  if (isSet(stopLoss)) {
    stopLossError = priceError(stopLoss, tickSize)
    if (stopLossError === null) {
      const order = compare(stopLoss, referencePrice)
      if (long ? order >= 0 : order <= 0) stopLossError = 'tpsl.stop.loss.side'
    }
    if (stopLossError === null && liquidationPrice !== null) {
      const toLiquidation = compare(stopLoss, liquidationPrice)
      if (long ? toLiquidation <= 0 : toLiquidation >= 0) {
        stopLossError = 'tpsl.stop.loss.liquidation'
      } else {
        const gap = long ? sub(stopLoss, liquidationPrice) : sub(liquidationPrice, stopLoss)
        if (compare(gap, mul(liquidationPrice, NEAR_LIQUIDATION_RATIO)) <= 0) {
          warning = 'tpsl.stop.loss.near.liquidation'
        }
      }
    }
  }

  return {
    takeProfit: takeProfitError,
    stopLoss: stopLossError,
    warning,
    ok: takeProfitError === null && stopLossError === null,
  }
}

/** What closed a position automatically. */
export type CloseTrigger = 'take_profit' | 'stop_loss' | 'liquidation'

/** True when `level` lies within [min(prev, curr), max(prev, curr)]: touched or crossed. */
export function touchedOrCrossed(prev: string, curr: string, level: string): boolean {
  const low = compare(prev, curr) <= 0 ? prev : curr
  const high = low === prev ? curr : prev
  return compare(level, low) >= 0 && compare(level, high) <= 0
}

/** Inputs of {@link firstTrigger}. */
export interface TriggerInput {
  side: PositionSide
  /** The price before the move. */
  prev: string
  /** The price after the move. */
  curr: string
  takeProfit?: string | null
  stopLoss?: string | null
  liquidation?: string | null
}

/**
 * Which level fires on the move `prev -> curr`, if any. A level counts only when the price moves
 * onto it from the side it guards (long: TP when the price rises to it, SL and liquidation when it
 * falls to them; short reversed), touching or crossing it. When several are hit in one move, the
 * one met first along the path from `prev` wins (the nearest to `prev`); on an exact tie the
 * stop-loss beats the liquidation.
 */
export function firstTrigger(input: TriggerInput): CloseTrigger | null {
  const { side, prev, curr } = input
  const long = side === 'long'
  // In tie order: a stop-loss closes at the user's price, a liquidation takes the whole margin,
  // so on an exact tie the stop-loss is the kinder (and the expected) outcome.
  const levels: ReadonlyArray<[CloseTrigger, string | null | undefined, boolean]> = [
    // [trigger, level, whether it guards the upside]
    ['stop_loss', input.stopLoss, !long],
    ['liquidation', input.liquidation, !long],
    ['take_profit', input.takeProfit, long],
  ]

  let best: { trigger: CloseTrigger; distance: string } | null = null
  for (const [trigger, level, upside] of levels) {
    if (!isSet(level)) continue
    const ahead = upside ? compare(level, prev) >= 0 : compare(level, prev) <= 0
    if (!ahead || !touchedOrCrossed(prev, curr, level)) continue
    const distance = upside ? sub(level, prev) : sub(prev, level)
    if (best === null || compare(distance, best.distance) < 0) best = { trigger, distance }
  }
  return best?.trigger ?? null
}
