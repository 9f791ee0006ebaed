import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError, type AuthenticatorSetup } from '@bourse/api-client'
import { Alert, Button, CopyButton, QRCode, Spinner } from '@bourse/ui'
import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { CodeField } from '../../../auth/CodeField'
import { StepUpModal, useStepUp } from '../../../auth/stepUp'
import { FormError, SubmitButton } from '../../../auth/FormActions'
import { errorMessage } from '../../../errors'
import { userInfoAtom } from '../../../session/atoms'
import { DialogForm } from '../shared/FundPasswordDialog.styles'
import { Secret, SetupRow } from './SecuritySettings.styles'
import { authenticatorCodeSchema, type AuthenticatorCodeValues } from './securityForms'

export type AuthenticatorDialogProps = {
  /** `enable` binds a new authenticator; `disable` removes the bound one. */
  mode: 'enable' | 'disable'
  onClose: () => void
}

const QR_SIZE = 176

/**
 * Binds a time-based authenticator (RFC 6238): a new secret is shown as a QR code and as text,
 * and is only enabled once a code from it is confirmed. Disabling warns that withdrawals are then
 * blocked for 24 hours. Either change is proven by the step-up (`useStepUp`), which asks the
 * bound authenticator's code itself.
 */
export function AuthenticatorDialog({ mode, onClose }: AuthenticatorDialogProps) {
  const { t, i18n } = useTranslation()
  const setUser = useSetAtom(userInfoAtom)
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null)
  const [setupError, setSetupError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const stepUp = useStepUp()
  const form = useForm<AuthenticatorCodeValues>({
    // Removing asks no code of its own: the step-up asks the authenticator's.
    resolver: mode === 'enable' ? zodResolver(authenticatorCodeSchema) : undefined,
    defaultValues: { code: '' },
  })
  const { handleSubmit, setError } = form

  useEffect(() => {
    if (mode !== 'enable') return
    let live = true
    setSetupError(null)
    apiClient.post('/app/security/authenticator/setup', { silent: true }).then(
      (result) => {
        if (live) setSetup(result)
      },
      (error: unknown) => {
        if (live) setSetupError(errorMessage(i18n, error))
      },
    )
    return () => {
      live = false
    }
  }, [mode, attempt, i18n])

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await stepUp.run((stepUpToken) =>
        mode === 'enable'
          ? apiClient.post('/app/security/authenticator/enable', {
              body: { code: values.code.trim(), stepUpToken },
              silent: true,
            })
          : apiClient.post('/app/security/authenticator/disable', {
              body: { stepUpToken },
              silent: true,
            }),
      )
      if (!user) return
      setUser(user)
      onClose()
    } catch (error) {
      if (isApiError(error) && error.code === 'authenticator.code.error')
        setError('code', { message: 'errors.authenticator.code.error' })
      else if (isApiError(error) && error.code === 'authenticator.setup.missing') {
        setError('root', { message: errorMessage(i18n, error) })
        setSetup(null)
        setAttempt((n) => n + 1)
      } else setError('root', { message: errorMessage(i18n, error) })
    }
  })

  const title = t(mode === 'enable' ? 'security.totp.enableTitle' : 'security.totp.disableTitle')
  return (
    <StepUpModal stepUp={stepUp} title={title} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        {mode === 'enable' ? (
          setup ? (
            <>
              <p>{t('security.totp.scan')}</p>
              <SetupRow>
                <QRCode value={setup.otpauthUri} size={QR_SIZE} label={t('security.totp.qr')} />
                <div>
                  <p>{t('security.totp.manual')}</p>
                  <Secret aria-label={t('security.totp.secret')}>{setup.secret}</Secret>
                  <CopyButton
                    text={setup.secret}
                    label={t('security.totp.copySecret')}
                    size="sm"
                    successMessage={t('common.copySucceeded')}
                    failureMessage={t('common.copyFailed')}
                  />
                </div>
              </SetupRow>
            </>
          ) : setupError ? (
            <Alert tone="negative">
              {setupError}{' '}
              <Button size="sm" variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : (
            <Spinner label={t('common.loading')} />
          )
        ) : (
          <Alert tone="warning">{t('security.totp.disableWarning')}</Alert>
        )}
        {mode === 'enable' ? (
          <CodeField form={form} name="code" label={t('security.totp.code')} />
        ) : null}
        <FormError form={form} />
        <SubmitButton
          form={form}
          variant={mode === 'enable' ? 'primary' : 'danger'}
          disabled={mode === 'enable' && !setup}
        >
          {t(mode === 'enable' ? 'security.totp.enable' : 'security.totp.disable')}
        </SubmitButton>
      </DialogForm>
    </StepUpModal>
  )
}

AuthenticatorDialog.displayName = 'AuthenticatorDialog'
