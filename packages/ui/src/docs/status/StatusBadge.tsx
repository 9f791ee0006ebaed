import { statusBadgeStyle, statusInfo } from './status'
import type { Status } from './status'

export type StatusBadgeProps = {
  /** The title's lifecycle status. */
  status: Status
  /**
   * Colour mode the badge sits in.
   * @default 'light'
   */
  mode?: 'light' | 'dark'
}

/** The status as a word in a pill coloured by its token; the tooltip says what it promises. */
export function StatusBadge({ status, mode = 'light' }: StatusBadgeProps) {
  const { label, meaning } = statusInfo[status]
  return (
    <span style={statusBadgeStyle(status, mode)} title={meaning} data-status={status}>
      {label}
    </span>
  )
}

StatusBadge.displayName = 'StatusBadge'
