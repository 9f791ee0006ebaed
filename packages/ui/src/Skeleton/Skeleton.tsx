import type { HTMLAttributes } from 'react'
import { styled, keyframes } from 'styled-components'

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`

const Bar = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height, theme }) => ($height === 'text' ? theme.font.size.md : $height)};
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.full : theme.radius.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${({ theme }) => theme.motion.duration.shimmer} linear infinite;
`

export type SkeletonProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * CSS width.
   * @default '100%'
   */
  width?: string
  /**
   * CSS height, or 'text' for one line of text.
   * @default 'text'
   */
  height?: string
  /**
   * Fully rounded (avatars, pills).
   * @default false
   */
  round?: boolean
  /**
   * Accessible name; without it the placeholder is hidden from assistive technology.
   * @default undefined
   */
  label?: string
}

/** Placeholder shape shown while content loads. */
export function Skeleton({
  width = '100%',
  height = 'text',
  round = false,
  label,
  ...rest
}: SkeletonProps) {
  return (
    <Bar
      $width={width}
      $height={height}
      $round={round}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    />
  )
}

Skeleton.displayName = 'Skeleton'
