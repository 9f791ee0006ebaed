export {
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatTime,
} from './formatNumber'
export type { FormatNumberOptions } from './formatNumber'
export {
  DISPLAY_DECIMALS,
  NO_VALUE,
  formatAmount,
  formatBalance,
  formatFee,
  formatPrice,
  formatTotal,
  nonNegative,
} from './displayRules'
export type { AmountFormatOptions, PriceFormatOptions, TotalFormatOptions } from './displayRules'
