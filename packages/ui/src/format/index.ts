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
} from './displayRules'
export type { AmountFormatOptions, PriceFormatOptions, TotalFormatOptions } from './displayRules'
