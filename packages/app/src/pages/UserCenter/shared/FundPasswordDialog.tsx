import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError } from '@bourse/api-client'
import { useToast } from '@bourse/ui'
import { useStore } from 'jotai'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { serverFieldErrors } from '../../../auth/fieldErrors'
import {
  fundPasswordErrorField,
  fundPasswordSchema,
  type FundPasswordValues,
} from '../../../auth/fundPassword'
import { FormError, SubmitButton } from '../../../auth/FormActions'
import { PasswordFields } from '../../../auth/PasswordFields'
import { StepUpModal, useStepUp } from '../../../auth/stepUp'
import { errorMessage } from '../../../errors'
import { refreshUserInfo } from '../../../session/session'
import { DialogForm } from './FundPasswordDialog.styles'

export type FundPasswordDialogProps = {
  /** Whether a fund password is set already (the dialog then changes it). */
  hasFundPassword: boolean
  onClose: () => void
  /** Called once the server accepted the new fund password (after the user info is reloaded). */
  onDone?: () => void
}

/**
 * Sets or changes the fund password, proven by the step-up (`useStepUp`). A refusal shows on the
 * field it concerns; anything else above the buttons.
 */
export function FundPasswordDialog({ hasFundPassword, onClose, onDone }: FundPasswordDialogProps) {
  const { t, i18n } = useTranslation()
  const store = useStore()
  const toast = useToast()
  const form = useForm<FundPasswordValues>({
    resolver: zodResolver(fundPasswordSchema),
    defaultValues: { fundPassword: '', confirmFundPassword: '' },
  })
  const { handleSubmit, setError } = form
  const stepUp = useStepUp()

  const onSubmit = handleSubmit(async (values) => {
    try {
      const set = await stepUp.run(async (stepUpToken) => {
        await apiClient.post('/app/security/fundPassword', {
          body: { ...values, stepUpToken },
          silent: true,
        })
        return true
      })
      if (!set) return
      await refreshUserInfo(apiClient, store)
      toast.show({ message: t('fundPassword.done'), tone: 'positive' })
      onDone?.()
      onClose()
    } catch (error) {
      const fields = serverFieldErrors(error, (f) =>
        f === 'fundPassword' || f === 'confirmFundPassword' ? f : undefined,
      )
      const target = isApiError(error) ? fundPasswordErrorField[error.code] : undefined
      if (target) fields.push([target[0], target[1]])
      for (const [field, key] of fields) setError(field, { message: key })
      if (fields.length === 0) setError('root', { message: errorMessage(i18n, error) })
    }
  })

  const title = hasFundPassword ? t('fundPassword.changeTitle') : t('fundPassword.setTitle')
  return (
    <StepUpModal stepUp={stepUp} title={title} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        <PasswordFields
          form={form}
          password={{
            name: 'fundPassword',
            label: t('fundPassword.fundPassword'),
            hint: t('fundPassword.hint'),
          }}
          confirm={{ name: 'confirmFundPassword', label: t('fundPassword.confirm') }}
        />
        <FormError form={form} />
        <SubmitButton form={form}>{t('fundPassword.submit')}</SubmitButton>
      </DialogForm>
    </StepUpModal>
  )
}

FundPasswordDialog.displayName = 'FundPasswordDialog'
