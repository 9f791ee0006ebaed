import { Empty } from '@bourse/ui'
import { State } from '../frame.styles'
import { WidgetError } from '../LiveStatus'

/** The chart's own texts for these states (each chart has its own defaults). */
export type ChartFallbackLabels = Record<'error' | 'retry' | 'empty' | 'emptyDescription', string>

export type ChartFallbackProps = {
  /** The error state (with a retry button) rather than the empty one. */
  error: boolean
  labels: ChartFallbackLabels
  /** Detail under the error title. */
  errorDetail?: string
  /** Called from the error state's retry button. */
  onRetry?: () => void
}

/** What a chart shows in place of its plot: the error state, or the empty state. */
export function ChartFallback({ error, labels, errorDetail, onRetry }: ChartFallbackProps) {
  return error ? (
    <State>
      <WidgetError
        message={labels.error}
        detail={errorDetail}
        retryLabel={labels.retry}
        onRetry={onRetry}
      />
    </State>
  ) : (
    <State>
      <Empty title={labels.empty} description={labels.emptyDescription} />
    </State>
  )
}
