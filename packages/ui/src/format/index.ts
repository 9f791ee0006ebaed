export { formatDateTime, formatFileSize, formatNumber, formatPercent } from './formatNumber'
export type { FormatNumberOptions } from './formatNumber'
export { truncateDecimal } from './decimal'
