import { Modal } from '@bourse/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { StepUp } from './useStepUp'

export type StepUpModalProps = {
  /** The form's step-up (`useStepUp()`): its dialog follows, and hides this one while open. */
  stepUp: StepUp
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * The dialog of a security change: hidden while its step-up is open (one modal at a time keeps
 * the focus where the user is, and the form keeps what was typed), with the step-up after it.
 */
export function StepUpModal({ stepUp, title, onClose, children }: StepUpModalProps) {
  const { t } = useTranslation()
  return (
    <>
      <Modal open={!stepUp.active} title={title} closeLabel={t('common.close')} onClose={onClose}>
        {children}
      </Modal>
      {stepUp.dialog}
    </>
  )
}

StepUpModal.displayName = 'StepUpModal'
