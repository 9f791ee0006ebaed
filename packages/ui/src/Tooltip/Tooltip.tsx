import { cloneElement, isValidElement, useId, useState } from 'react'
import type { HTMLAttributes, ReactElement, ReactNode } from 'react'
import { styled } from 'styled-components'
import { Anchor, floating } from '../HoverCard/HoverCard.styles'
import type { Placement } from '../HoverCard/HoverCard.styles'

const Bubble = styled.span<{ $placement: Placement }>`
  ${floating}
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  width: max-content;
  max-width: ${({ theme }) => theme.size.tooltipMaxWidth};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bgInverse};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  pointer-events: none;
`

export type TooltipProps = Omit<HTMLAttributes<HTMLSpanElement>, 'content'> & {
  /** Short text describing the trigger. */
  content: ReactNode
  /** The described element; it must be focusable. */
  children: ReactElement<Record<string, unknown>>
  /**
   * Position relative to the trigger.
   * @default 'top'
   */
  placement?: Placement
  /**
   * Shown from the start (stories, tests).
   * @default false
   */
  defaultOpen?: boolean
}

/** Plain-text hint shown on hover and focus, linked with `aria-describedby`; Esc hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  defaultOpen = false,
  ...rest
}: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': id })
    : children
  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
      {...rest}
    >
      {trigger}
      <Bubble id={id} role="tooltip" $placement={placement} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  )
}

Tooltip.displayName = 'Tooltip'
