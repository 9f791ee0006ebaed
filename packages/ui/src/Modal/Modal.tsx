import { useCallback, useEffect, useId, useRef } from 'react'
import type { HTMLAttributes, ReactNode } from 'react'
import { Button } from '../Button'
import { Icon } from '../Icon'
import { Portal } from '../Portal'
import { useFocusTrap } from '../shared/useFocusTrap'
import { Backdrop, Body, Dialog, Footer, Header, Title } from './Modal.styles'
import type { ModalSize } from './Modal.styles'

export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button'

export type ModalProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Whether the dialog is shown. */
  open: boolean
  /** Heading; also the dialog's accessible name. */
  title: ReactNode
  /**
   * Called when the user asks to close (Esc, backdrop click, close button).
   * @default undefined
   */
  onClose?: (details: { reason: ModalCloseReason }) => void
  /**
   * Actions row at the bottom (usually Buttons).
   * @default undefined
   */
  footer?: ReactNode
  /**
   * Width: sm 400, md 520, lg 720.
   * @default 'md'
   */
  size?: ModalSize
  /**
   * Close when the backdrop is clicked.
   * @default true
   */
  closeOnBackdrop?: boolean
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  closeLabel?: string
  /** Dialog content. */
  children?: ReactNode
}

/** Modal dialog: traps focus, closes on Esc, restores focus to the opener. */
export function Modal({
  open,
  title,
  onClose,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeLabel = 'Close',
  children,
  ...rest
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useCallback((reason: ModalCloseReason) => onClose?.({ reason }), [onClose])
  const onEscape = useCallback(() => close('escape'), [close])
  useFocusTrap(dialogRef, open, onEscape)

  useEffect(() => {
    if (!open) return undefined
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [open])

  if (!open) return null
  return (
    <Portal>
      <Backdrop
        data-bourse-overlay=""
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) close('backdrop')
        }}
      >
        <Dialog
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $size={size}
          {...rest}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <Button
              variant="ghost"
              size="sm"
              aria-label={closeLabel}
              icon={<Icon name="close" />}
              onClick={() => close('close-button')}
            />
          </Header>
          {/* Focusable so keyboard users can scroll long content. */}
          <Body tabIndex={0}>{children}</Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Dialog>
      </Backdrop>
    </Portal>
  )
}

Modal.displayName = 'Modal'
