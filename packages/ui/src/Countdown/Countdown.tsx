import { useEffect, useRef, useState } from 'react'
import type { HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { formatRemaining, splitRemaining } from './remaining'
import type { Remaining } from './remaining'

const Time = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-variant-numeric: tabular-nums;
`

export type CountdownProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /**
   * Length of the countdown in seconds, from mount (or from when it changes).
   * @default undefined
   */
  seconds?: number
  /**
   * Alternative to `seconds`: the epoch-ms moment to count down to.
   * @default undefined
   */
  target?: number
  /**
   * Freezes the display (e.g. while a dialog is hidden); resumes from the same remainder.
   * @default false
   */
  paused?: boolean
  /**
   * Called once when the countdown reaches zero.
   * @default undefined
   */
  onEnd?: () => void
  /**
   * Custom rendering of the remaining time (e.g. "Resend in 42 s").
   * @default formatRemaining: MM:SS / HH:MM:SS / Nd HH:MM:SS
   */
  children?: (remaining: Remaining) => ReactNode
  /**
   * Clock source, injectable for tests.
   * @default Date.now
   */
  now?: () => number
}

/** Counts down to zero once a second and calls `onEnd`. */
export function Countdown({
  seconds,
  target,
  paused = false,
  onEnd,
  children,
  now = Date.now,
  ...rest
}: CountdownProps) {
  const [deadline, setDeadline] = useState(() =>
    target !== undefined ? target : now() + (seconds ?? 0) * 1000,
  )
  const [left, setLeft] = useState(() => Math.max(0, deadline - now()))
  const ended = useRef(false)
  const onEndRef = useRef(onEnd)
  onEndRef.current = onEnd

  // A new `seconds` or `target` restarts the countdown.
  useEffect(() => {
    const next = target !== undefined ? target : now() + (seconds ?? 0) * 1000
    ended.current = false
    setDeadline(next)
    setLeft(Math.max(0, next - now()))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is a clock, not an input
  }, [seconds, target])

  useEffect(() => {
    if (paused) {
      setDeadline(now() + left)
      return undefined
    }
    const tick = () => {
      const remaining = Math.max(0, deadline - now())
      setLeft(remaining)
      if (remaining === 0 && !ended.current) {
        ended.current = true
        onEndRef.current?.()
      }
      return remaining
    }
    if (tick() === 0) return undefined
    // Tick on the next whole second of the remainder so the display changes on time.
    let timer = 0
    const schedule = () => {
      const remaining = Math.max(0, deadline - now())
      timer = window.setTimeout(
        () => {
          if (tick() > 0) schedule()
        },
        remaining % 1000 || 1000,
      )
    }
    schedule()
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` is read only when pausing
  }, [deadline, paused])

  const remaining = splitRemaining(left)
  return (
    <Time role="timer" aria-live="off" {...rest}>
      {children ? children(remaining) : formatRemaining(remaining)}
    </Time>
  )
}

Countdown.displayName = 'Countdown'
