import type { HTMLAttributes } from 'react'
import { styled, keyframes } from 'styled-components'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Ring = styled.span`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: ${({ theme }) => theme.size.borderWidth} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${spin} ${({ theme }) => theme.motion.duration.spin} linear infinite;
`

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * Accessible name; without it the spinner is decorative.
   * @default undefined
   */
  label?: string
}

/** Indeterminate progress ring sized by the current font size. */
export function Spinner({ label, ...rest }: SpinnerProps) {
  return (
    <Ring
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    />
  )
}

Spinner.displayName = 'Spinner'
