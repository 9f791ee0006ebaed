import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError } from '@bourse/api-client'
import { Alert, Button, Input, Modal, useToast } from '@bourse/ui'
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
import { useFieldError } from '../../auth/useFieldError'
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
  const fieldError = useFieldError()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FundPasswordValues>({
    resolver: zodResolver(fundPasswordSchema),
    defaultValues: { password: '', fundPassword: '', confirmFundPassword: '' },
  })

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
        <Input
          label={t('fundPassword.loginPassword')}
          type="password"
          autoComplete="current-password"
          showPasswordLabel={t('auth.password.show')}
          hidePasswordLabel={t('auth.password.hide')}
          error={fieldError(errors.password)}
          {...register('password')}
        />
        <Input
          label={t('fundPassword.fundPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fundPassword.hint')}
          showPasswordLabel={t('auth.password.show')}
          hidePasswordLabel={t('auth.password.hide')}
          error={fieldError(errors.fundPassword)}
          {...register('fundPassword')}
        />
        <Input
          label={t('fundPassword.confirm')}
          type="password"
          autoComplete="new-password"
          showPasswordLabel={t('auth.password.show')}
          hidePasswordLabel={t('auth.password.hide')}
          error={fieldError(errors.confirmFundPassword)}
          {...register('confirmFundPassword')}
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
