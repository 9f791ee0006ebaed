import type { StreamStatus } from '@bourse/api-client'
import type { WidgetStatus } from '../../types'

/** The props every live market widget takes for its state, its live badges and its clock. */
export type LiveWidgetProps = {
  /**
   * What to render.
   * @default 'ready'
   */
  status?: WidgetStatus
  /**
   * The stream connection; `reconnecting` shows a "Reconnecting…" badge.
   * @default 'open'
   */
  connection?: StreamStatus
  /**
   * When the shown data last changed (epoch ms), shown in the stale badge.
   * @default undefined
   */
  updatedAt?: number | null
  /**
   * Called by the error state's retry button.
   * @default undefined
   */
  onRetry?: () => void
  /**
   * BCP-47 locale for numbers and times.
   * @default 'en'
   */
  locale?: string
  /**
   * Time zone of the times shown (the stale badge's; stories and tests pin it).
   * @default the user's time zone
   */
  timeZone?: string
}
