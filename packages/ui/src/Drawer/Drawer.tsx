import { useCallback, useId, useRef } from 'react'
import type { HTMLAttributes, ReactNode } from 'react'
import { styled } from 'styled-components'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { Backdrop, Body, Footer, Header, Title } from '../Modal/Modal.styles'
import { Portal } from '../Portal'
import { useFocusTrap } from '../shared/useFocusTrap'

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.size.drawer};
  max-width: 100%;
  background: ${({ theme }) => theme.color.bgRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;
`

export type DrawerProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Whether the drawer is shown. */
  open: boolean
  /** Heading and accessible name. */
  title: ReactNode
  /**
   * Called on Esc, backdrop click or the close button.
   * @default undefined
   */
  onClose?: (details: { reason: 'escape' | 'backdrop' | 'close-button' }) => void
  /**
   * Edge it slides from.
   * @default 'right'
   */
  side?: 'left' | 'right'
  /**
   * Actions at the bottom.
   * @default undefined
   */
  footer?: ReactNode
  /** @default 'Close' */
  closeLabel?: string
  /** Content. */
  children?: ReactNode
}

/** Side panel dialog with the same focus and Esc behaviour as Modal. */
export function Drawer({
  open,
  title,
  onClose,
  side = 'right',
  footer,
  closeLabel = 'Close',
  children,
  ...rest
}: DrawerProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const onEscape = useCallback(() => onClose?.({ reason: 'escape' }), [onClose])
  useFocusTrap(ref, open, onEscape)
  if (!open) return null
  return (
    <Portal>
      <Backdrop
        data-bourse-overlay=""
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose?.({ reason: 'backdrop' })
        }}
      >
        <Panel
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $side={side}
          {...rest}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <Button
              variant="ghost"
              size="sm"
              aria-label={closeLabel}
              icon={<Icon name="close" />}
              onClick={() => onClose?.({ reason: 'close-button' })}
            />
          </Header>
          <Body tabIndex={0}>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Panel>
      </Backdrop>
    </Portal>
  )
}

Drawer.displayName = 'Drawer'
