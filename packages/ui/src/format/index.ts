export {
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatTime,
} from './formatNumber'
export type { FormatNumberOptions } from './formatNumber'
export { truncateDecimal } from './decimal'
