import type { StreamStatus } from '@bourse/api-client'
import type { WidgetStatus } from '../../types'
import { defaultLiveStateLabels, LiveBadges, type LiveStateLabels } from '../LiveStatus'

export type ChartBadgesProps = {
  status: WidgetStatus
  connection: StreamStatus
  locale: string
  /** The chart's labels; the live-state ones default to English. */
  labels: Partial<LiveStateLabels>
}

/** A live chart's header badges (stale, reconnecting); none while loading. */
export function ChartBadges({ status, connection, locale, labels }: ChartBadgesProps) {
  return status === 'loading' ? null : (
    // While loading, the overlay is the status region.
    <LiveBadges
      connection={connection}
      stale={status === 'stale'}
      locale={locale}
      labels={{ ...defaultLiveStateLabels, ...labels }}
    />
  )
}
