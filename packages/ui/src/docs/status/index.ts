// Docs-only: lifecycle status badges and the Guidelines/Status tables; not exported by @bourse/ui.
export {
  statuses,
  statusInfo,
  statusOf,
  statusColors,
  statusBadgeStyle,
  statusRows,
} from './status'
export type { Status, StatusRow, IndexEntry } from './status'
export { StatusBadge } from './StatusBadge'
export type { StatusBadgeProps } from './StatusBadge'
export { StatusLegend, StatusTable } from './StatusTable'
