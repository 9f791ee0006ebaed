import type { ReactNode } from 'react'
import { Button } from '../Button'
import { Modal } from './Modal'

export type ConfirmModalProps = {
  /** Shown while true. */
  open: boolean
  /** Heading of the dialog: the question asked. */
  title: ReactNode
  /** What confirming does, in a sentence or two. */
  children?: ReactNode
  /** Text of the confirming button. */
  confirmLabel: string
  /** Text of the button that backs out. */
  cancelLabel: string
  /**
   * Accessible name of the close button in the corner.
   * @default cancelLabel
   */
  closeLabel?: string
  /**
   * `danger` for what cannot be undone (cancel orders, stop a run, replace a key).
   * @default 'primary'
   */
  tone?: 'primary' | 'danger'
  /**
   * The confirmed action is under way: the confirming button spins, and the dialog cannot be
   * dismissed until it is done.
   * @default false
   */
  busy?: boolean
  /** Called when the user confirms. */
  onConfirm: () => void
  /** Called when the user backs out (button, close, Escape or backdrop). */
  onCancel: () => void
}

/** A small question with two answers: back out, or go ahead. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      size="sm"
      title={title}
      closeLabel={closeLabel ?? cancelLabel}
      onClose={() => {
        if (!busy) onCancel()
      }}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}

ConfirmModal.displayName = 'ConfirmModal'
