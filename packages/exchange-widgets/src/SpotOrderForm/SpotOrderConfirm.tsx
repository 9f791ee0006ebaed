import { ConfirmModal } from '@bourse/ui'
import type { ReactNode } from 'react'
import type { SpotOrderFormLabels } from './SpotOrderForm.labels'

export type SpotOrderConfirmProps = {
  labels: Pick<SpotOrderFormLabels, 'confirmTitle' | 'confirm' | 'cancel' | 'close'>
  onCancel: () => void
  onConfirm: () => void
  children: ReactNode
}

/**
 * The "price far from the market" confirmation of the spot order form: a chunk of its own (with
 * the dialog), fetched when the form is first hovered or focused, so the desk's first load does
 * not carry it.
 */
export default function SpotOrderConfirm({
  labels,
  onCancel,
  onConfirm,
  children,
}: SpotOrderConfirmProps) {
  return (
    <ConfirmModal
      open
      title={labels.confirmTitle}
      confirmLabel={labels.confirm}
      cancelLabel={labels.cancel}
      closeLabel={labels.close}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmModal>
  )
}
