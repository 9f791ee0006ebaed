export {
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatTime,
} from './formatNumber'
export type { FormatNumberOptions } from './formatNumber'
