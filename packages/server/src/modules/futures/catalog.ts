/**
 * The perpetual contract of each market (docs/adr/0010): lot size in base (multiplier), the
 * largest leverage, lots per order, maintenance-margin rate and the holding fee per period.
 * Written to `futures_markets` at start-up for every market the catalogue holds.
 */
export interface FuturesSeed {
  multiplier: string
  maxLeverage: number
  maxLots: number
  maintenanceMarginRate: string
}

export const LEVERAGE_STEPS = [1, 2, 3, 5, 10, 20, 50, 75, 100] as const
export const HOLDING_FEE_RATE = '0.0001'
export const HOLDING_PERIOD_HOURS = 8

const major = (multiplier: string): FuturesSeed => ({
  multiplier,
  maxLeverage: 100,
  maxLots: 100_000,
  maintenanceMarginRate: '0.004',
})
const large = (multiplier: string): FuturesSeed => ({
  multiplier,
  maxLeverage: 50,
  maxLots: 100_000,
  maintenanceMarginRate: '0.005',
})
const alt = (multiplier: string): FuturesSeed => ({
  multiplier,
  maxLeverage: 20,
  maxLots: 100_000,
  maintenanceMarginRate: '0.01',
})

export const FUTURES_SEEDS: Record<string, FuturesSeed> = {
  BTC: major('0.001'),
  ETH: major('0.01'),
  BNB: large('0.1'),
  SOL: large('1'),
  XRP: large('100'),
  ADA: alt('100'),
  DOGE: alt('1000'),
  TRX: alt('1000'),
  DOT: alt('1'),
  LTC: alt('0.1'),
  LINK: alt('1'),
  AVAX: alt('1'),
  FIL: alt('1'),
  ATOM: alt('1'),
}

/** Any market added later without a row above trades as an alt contract of one base unit. */
export const seedFor = (base: string): FuturesSeed => FUTURES_SEEDS[base] ?? alt('1')
