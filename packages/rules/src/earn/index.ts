/**
 * Earn products' pure rules (docs/adr/0013), shared by the server and the widgets
 * (`@bourse/rules/earn`): the GMT+8 business day, mining schedules and payouts,
 * savings interest and the amount checks. Decimal strings in and out, no floats.
 */
export * from './time'
export { EARN_DECIMALS, isEarnAmount } from './amount'
export type { EarnAmountError } from './amount'
export * from './mining'
export * from './finance'
