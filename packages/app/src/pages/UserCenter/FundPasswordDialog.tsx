import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError } from '@bourse/api-client'
import { Alert, Button, Modal, useToast } from '@bourse/ui'
import { useStore } from 'jotai'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../api/client'
import { serverFieldErrors } from '../../auth/fieldErrors'
import {
  fundPasswordErrorField,
  fundPasswordSchema,
  type FundPasswordValues,
} from '../../auth/fundPassword'
import { FormField } from '../../auth/FormField'
import { errorMessage } from '../../errors'
import { refreshUserInfo } from '../../session/session'
import { DialogForm } from './FundPasswordDialog.styles'

export type FundPasswordDialogProps = {
  /** Whether a fund password is set already (the dialog then changes it). */
  hasFundPassword: boolean
  onClose: () => void
  /** Called once the server accepted the new fund password (after the user info is reloaded). */
  onDone?: () => void
}

/**
 * Sets or changes the fund password, proven with the login password. A refusal shows on the
 * field it concerns; anything else above the buttons.
 */
export function FundPasswordDialog({ hasFundPassword, onClose, onDone }: FundPasswordDialogProps) {
  const { t, i18n } = useTranslation()
  const store = useStore()
  const toast = useToast()
  const form = useForm<FundPasswordValues>({
    resolver: zodResolver(fundPasswordSchema),
    defaultValues: { password: '', fundPassword: '', confirmFundPassword: '' },
  })
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiClient.post('/app/security/fundPassword', { body: values, silent: true })
      await refreshUserInfo(apiClient, store)
      toast.show({ message: t('fundPassword.done'), tone: 'positive' })
      onDone?.()
      onClose()
    } catch (error) {
      const fields = serverFieldErrors(error, (f) =>
        f === 'password' || f === 'fundPassword' || f === 'confirmFundPassword' ? f : undefined,
      )
      const target = isApiError(error) ? fundPasswordErrorField[error.code] : undefined
      if (target) fields.push([target[0], target[1]])
      for (const [field, key] of fields) setError(field, { message: key })
      if (fields.length === 0) setError('root', { message: errorMessage(i18n, error) })
    }
  })

  const title = hasFundPassword ? t('fundPassword.changeTitle') : t('fundPassword.setTitle')
  return (
    <Modal open title={title} closeLabel={t('common.close')} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        <FormField
          form={form}
          name="password"
          label={t('fundPassword.loginPassword')}
          type="password"
          autoComplete="current-password"
        />
        <FormField
          form={form}
          name="fundPassword"
          label={t('fundPassword.fundPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fundPassword.hint')}
        />
        <FormField
          form={form}
          name="confirmFundPassword"
          label={t('fundPassword.confirm')}
          type="password"
          autoComplete="new-password"
        />
        {errors.root?.message ? <Alert tone="negative">{errors.root.message}</Alert> : null}
        <Button
          type="submit"
          variant="primary"
          block
          loading={isSubmitting}
          loadingLabel={t('common.loading')}
        >
          {t('fundPassword.submit')}
        </Button>
      </DialogForm>
    </Modal>
  )
}

FundPasswordDialog.displayName = 'FundPasswordDialog'
