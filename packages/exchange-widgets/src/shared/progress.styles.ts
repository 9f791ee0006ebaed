import { styled } from 'styled-components'

/** A progress bar's track: a thin rounded bar as wide as its container. */
export const ProgressTrack = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgActive};
`

/**
 * The filled part of a `ProgressTrack`, its width set inline; `$rounded` rounds its leading end
 * like the track's (a share sold) rather than cutting it square (an upload under way).
 */
export const ProgressFill = styled.div<{ $rounded?: boolean }>`
  height: 100%;
  ${({ $rounded }) => ($rounded ? 'border-radius: inherit;' : '')}
  background: ${({ theme }) => theme.color.brand};
`
