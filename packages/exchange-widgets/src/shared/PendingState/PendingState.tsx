import { Skeleton } from '@bourse/ui'
import { styled } from 'styled-components'
import { WidgetError } from '../LiveStatus'

const Box = styled.div<{ $minHeight: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $minHeight }) => $minHeight};
`

export type PendingStateProps = {
  /** Loading shows a skeleton; error shows the message and a retry button. */
  status: 'loading' | 'error'
  /** The box's least height, as a CSS length in rem. */
  minHeight: string
  /** The skeleton's height. @default minHeight */
  skeletonHeight?: string
  /** What the server or network said, under the error message. @default undefined */
  errorDetail?: string | null | undefined
  /** Loads again. @default undefined (no retry button) */
  onRetry?: (() => void) | undefined
  /** The texts of the states. */
  labels: { loading: string; error: string; retry: string }
}

/**
 * A widget's content while it loads (a skeleton) or after it failed to load (the error and a
 * retry), centred in a box at least `minHeight` high.
 */
export function PendingState({
  status,
  minHeight,
  skeletonHeight = minHeight,
  errorDetail,
  onRetry,
  labels,
}: PendingStateProps) {
  return (
    <Box $minHeight={minHeight}>
      {status === 'loading' ? (
        <Skeleton width="100%" height={skeletonHeight} label={labels.loading} />
      ) : (
        <WidgetError
          message={labels.error}
          detail={errorDetail}
          retryLabel={labels.retry}
          onRetry={onRetry}
        />
      )}
    </Box>
  )
}
PendingState.displayName = 'PendingState'
