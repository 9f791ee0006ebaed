import { cloneElement, isValidElement, useEffect, useId, useRef, useState } from 'react'
import type { HTMLAttributes, ReactElement, ReactNode } from 'react'
import { Anchor, Card } from './HoverCard.styles'
import type { Placement } from './HoverCard.styles'

export type { Placement }

export type HoverCardProps = Omit<HTMLAttributes<HTMLSpanElement>, 'content'> & {
  /** The element that opens the card (a link or button, so keyboards can reach it). */
  trigger: ReactElement<Record<string, unknown>>
  /** Card content; may hold links and buttons. */
  children: ReactNode
  /**
   * Where the card sits relative to the trigger.
   * @default 'bottom-end'
   */
  placement?: Placement
  /**
   * Delay before opening on hover, in ms.
   * @default 80
   */
  openDelay?: number
  /**
   * Delay before closing after the pointer leaves, in ms.
   * @default 150
   */
  closeDelay?: number
  /**
   * Open from the start (stories, tests).
   * @default false
   */
  defaultOpen?: boolean
  /**
   * Called when the card opens or closes.
   * @default undefined
   */
  onOpenChange?: (details: { open: boolean }) => void
}

/**
 * A card that opens on hover or keyboard focus of its trigger and stays open while the pointer
 * or focus is inside it; Esc closes it.
 */
export function HoverCard({
  trigger,
  children,
  placement = 'bottom-end',
  openDelay = 80,
  closeDelay = 150,
  defaultOpen = false,
  onOpenChange,
  ...rest
}: HoverCardProps) {
  const [open, setOpenState] = useState(defaultOpen)
  const timer = useRef<number | undefined>(undefined)
  const cardId = useId()
  const setOpen = (next: boolean) => {
    window.clearTimeout(timer.current)
    setOpenState((prev) => {
      if (prev !== next) onOpenChange?.({ open: next })
      return next
    })
  }
  const later = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpen(next), delay)
  }
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const triggerEl = isValidElement(trigger)
    ? cloneElement(trigger, { 'aria-expanded': open, 'aria-controls': open ? cardId : undefined })
    : trigger

  return (
    <Anchor
      onMouseEnter={() => later(true, openDelay)}
      onMouseLeave={() => later(false, closeDelay)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
        }
      }}
      {...rest}
    >
      {triggerEl}
      {open ? (
        <Card id={cardId} $placement={placement}>
          {children}
        </Card>
      ) : null}
    </Anchor>
  )
}

HoverCard.displayName = 'HoverCard'
