import type { StreamStatus } from '@bourse/api-client'
import { Button } from '@bourse/ui'
import { useEffect, useReducer } from 'react'
import { styled, css, keyframes } from 'styled-components'
import { useServerClock } from '../../serverClock/useServerNow'
import type { LabelsOf } from '../labels'
import { formatClockTime } from '../marketFormat'

/*
 * Liveness states shared by the live market widgets (order book, trade tape, ticker, depth and
 * candle charts, market list): the "Reconnecting…" and "Stale" badges, the error message with
 * retry, and skeleton bars. The badges keep their own fixed height (no layout shift when one
 * appears) and a status red that does not follow the rise/fall preference, which ui's `Badge`
 * (padding-sized, market tones) does not give.
 */

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[7]};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.35; }
`

export const Badge = styled.span<{ $tone: 'warning' | 'neutral' | 'negative' }>`
  ${badge}
  color: ${({ theme, $tone }) =>
    $tone === 'warning'
      ? theme.color.warning
      : $tone === 'negative'
        ? theme.color.red
        : theme.color.textSecondary};
  background: ${({ theme, $tone }) =>
    $tone === 'warning'
      ? theme.color.warningSubtle
      : $tone === 'negative'
        ? theme.color.redSubtle
        : theme.color.bgHover};
`

const Dot = styled.span`
  width: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: currentColor;
  animation: ${pulse} ${({ theme }) => theme.motion.duration.slow} ease-in-out infinite alternate;
`

const Strip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

export const defaultLiveStateLabels = {
  reconnecting: 'Reconnecting…',
  stale: 'Stale',
  /** Prefix of the last-update time in the stale badge. */
  updated: 'Updated',
}

export type LiveStateLabels = LabelsOf<typeof defaultLiveStateLabels>

export type LiveBadgesProps = {
  connection: StreamStatus
  stale: boolean
  /** When the last data arrived, on the device's clock (`Date.now()`); shown in server time. */
  updatedAt?: number | null
  /** Locale of the stale badge's time. @default 'en' */
  locale?: string
  timeZone?: string
  labels: LiveStateLabels
}

/**
 * The time of the last update in the server's time, like the trade times beside it (a device's
 * clock may be off, docs/adr/0028); shown again when the clock learns its offset.
 */
function UpdatedAt({ at, locale, timeZone }: { at: number; locale: string; timeZone?: string }) {
  const clock = useServerClock()
  const [, changed] = useReducer((n: number) => n + 1, 0)
  useEffect(() => clock.subscribe(changed), [clock])
  return <>{formatClockTime(at + clock.offset(), locale, timeZone)}</>
}

/** The reconnecting and stale badges of a live widget (nothing while live and fresh). */
export function LiveBadges({
  connection,
  stale,
  updatedAt,
  locale = 'en',
  timeZone,
  labels,
}: LiveBadgesProps) {
  const reconnecting = connection === 'reconnecting'
  return (
    <Strip role="status" aria-live="polite">
      {reconnecting ? (
        <Badge $tone="warning" data-testid="reconnecting">
          <Dot aria-hidden="true" />
          {labels.reconnecting}
        </Badge>
      ) : null}
      {stale ? (
        <Badge $tone="neutral" data-testid="stale">
          {labels.stale}
          {updatedAt ? (
            <span>
              {' · '}
              {labels.updated} <UpdatedAt at={updatedAt} locale={locale} timeZone={timeZone} />
            </span>
          ) : null}
        </Badge>
      ) : null}
    </Strip>
  )
}
LiveBadges.displayName = 'LiveBadges'

const ErrorRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`

/** A widget's error state: what went wrong and a way to try again. */
export function WidgetError({
  message,
  detail,
  retryLabel,
  onRetry,
}: {
  message: string
  /** A second line: what the server or network said. */
  detail?: string | null
  retryLabel: string
  onRetry?: () => void
}) {
  return (
    <ErrorRoot role="alert">
      <span>{message}</span>
      {detail ? <span>{detail}</span> : null}
      {onRetry ? (
        <Button size="sm" onClick={() => onRetry()}>
          {retryLabel}
        </Button>
      ) : null}
    </ErrorRoot>
  )
}
WidgetError.displayName = 'WidgetError'

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`

/** A grey placeholder bar for loading states; `$width` is a percentage. */
export const SkeletonBar = styled.span<{ $width: number }>`
  display: inline-block;
  width: ${({ $width }) => $width}%;
  height: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 0%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 100%
  );
  background-size: 300% 100%;
  animation: ${shimmer} ${({ theme }) => theme.motion.duration.shimmer} linear infinite;
`
