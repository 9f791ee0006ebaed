/**
 * Fee-level rules (docs/adr/0012, "Fee levels"): the GMT+8 day boundaries of the daily job, the
 * BTC value of a USDT volume and the level a volume earns. Amounts are units of 10^-8 (scaled
 * BigInt), never floats.
 */
import { BUSINESS_TIME_ZONE, businessDayStart, DAY_MS, HOUR_MS } from '@bourse/rules/earn'
import { ASSET_DECIMALS } from '../ledger/money'

export const HOUR = HOUR_MS
export const DAY = DAY_MS
/** GMT+8: the exchange's business day (shared with the earn products). */
export const TIME_ZONE = BUSINESS_TIME_ZONE
/** Local time of the daily volume computation and of the levels taking effect. */
export const COMPUTE_AT = '00:00'
export const EFFECTIVE_AT = '04:00'
export const EFFECTIVE_DELAY = 4 * HOUR
/** The volume window before each computation. */
export const WINDOW = 30 * DAY

const ONE = 10n ** BigInt(ASSET_DECIMALS)

/** The latest 00:00 GMT+8 at or before `ts`. */
export const computeBoundary = businessDayStart

/** The end (next 00:00 GMT+8, exclusive) of the GMT+8 day containing `ts`. */
export const dayEnd = (ts: number): number => computeBoundary(ts) + DAY

/** When the job runs next after `now`: the coming 04:00 of today's run, else the next 00:00. */
export function nextWake(now: number): number {
  const c = computeBoundary(now)
  return now < c + EFFECTIVE_DELAY ? c + EFFECTIVE_DELAY : c + DAY
}

/** `quote` USDT units converted to BTC units at `close` (USDT units per BTC), truncated. */
export function btcOf(quoteUnits: bigint, closeUnits: bigint): bigint {
  if (closeUnits <= 0n) throw new Error('a BTC close must be positive')
  return (quoteUnits * ONE) / closeUnits
}

export interface LevelThreshold {
  level: number
  /** Units of 10^-8 BTC. */
  minVolume: bigint
}

/** The highest level whose minimum the volume reaches (level 0 has minimum 0). */
export function levelFor(volume: bigint, levels: readonly LevelThreshold[]): number {
  let best = 0
  let bestMin = -1n
  for (const l of levels)
    if (volume >= l.minVolume && l.minVolume > bestMin) {
      best = l.level
      bestMin = l.minVolume
    }
  return best
}
