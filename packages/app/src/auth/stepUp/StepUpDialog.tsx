import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError, type StepUpChallenge, type StepUpRequest } from '@bourse/api-client'
import { Alert, Button, Modal, Spinner } from '@bourse/ui'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../errors'
import { CodeField } from '../CodeField'
import { FormError, SubmitButton } from '../FormActions'
import { FormField } from '../FormField'
import { SendCodeButton } from '../SendCodeButton'
import { useCodeRequest, type CodeRequestResult } from '../useSendCode'
import { DialogForm } from '../../pages/UserCenter/shared/FundPasswordDialog.styles'
import type { SignWithPasskey } from './passkey'
import {
  retryMinutes,
  stepUpErrorField,
  stepUpSchema,
  toStepUpRequest,
  type StepUpValues,
} from './stepUp'

export type StepUpDialogProps = {
  /** What the step-up asks for (`stepUpStart`); undefined while it loads. */
  challenge: StepUpChallenge | undefined
  /** The challenge could not be loaded: this message and a retry. */
  loadError?: string | null
  /** Loads the challenge again. */
  onRetry?: () => void
  /** Sends a code to the contact already on the account (`stepUpSendCode`). */
  requestCode: () => Promise<CodeRequestResult>
  /** Signs the challenge's WebAuthn options with a passkey (the `passkey` factor). */
  signWithPasskey: SignWithPasskey
  /** Proves the session (`stepUp`); rejects with the server's refusal. */
  onSubmit: (request: StepUpRequest) => Promise<void>
  /** The user gave up: no change is made. */
  onCancel: () => void
  /** The clock of the resend countdown (tests). */
  now?: () => number
}

/**
 * "Confirm it's you": the login password plus the strongest second factor of the account — a
 * passkey, else the authenticator's code, else a code sent to the contact already on the
 * account. Every security change opens it (`useStepUp`); a refusal shows on the field it
 * concerns, too many attempts say when to try again.
 */
export function StepUpDialog({
  challenge,
  loadError,
  onRetry,
  requestCode,
  signWithPasskey,
  onSubmit,
  onCancel,
  now,
}: StepUpDialogProps) {
  const { t, i18n } = useTranslation()
  const codeRequest = useCodeRequest(requestCode, now)
  const factor = challenge?.factor ?? 'authenticator'
  const form = useForm<StepUpValues>({
    resolver: zodResolver(stepUpSchema),
    values: { factor, password: '', code: '' },
    resetOptions: { keepDirtyValues: true },
  })
  const { handleSubmit, setError } = form

  const refused = (error: unknown) => {
    const target = isApiError(error) ? stepUpErrorField[error.code] : undefined
    const minutes = retryMinutes(error)
    if (target) setError(target[0], { message: target[1] })
    else if (minutes !== null)
      setError('root', { message: t('security.stepUp.rateLimited', { count: minutes }) })
    else setError('root', { message: errorMessage(i18n, error) })
  }

  const onSend = async () => {
    const outcome = await codeRequest.send()
    if (!outcome.sent) refused(outcome.error)
  }

  const submit = handleSubmit(async (values) => {
    let assertion: unknown
    if (values.factor === 'passkey') {
      try {
        assertion = await signWithPasskey(challenge?.passkey ?? {})
      } catch {
        setError('root', { message: t('errors.passkey.failed') })
        return
      }
    }
    try {
      await onSubmit(toStepUpRequest(values, assertion))
    } catch (error) {
      refused(error)
    }
  })

  const title = t('security.stepUp.title')
  let body
  if (challenge) {
    const lead =
      challenge.factor === 'code'
        ? t('security.stepUp.lead.code', { to: challenge.codeTo ?? '' })
        : t(`security.stepUp.lead.${challenge.factor}`)
    body = (
      <DialogForm onSubmit={submit} noValidate aria-label={title}>
        <p>{lead}</p>
        <FormField
          form={form}
          name="password"
          type="password"
          label={t('security.stepUp.password')}
          autoComplete="current-password"
        />
        {challenge.factor === 'authenticator' ? (
          <CodeField form={form} name="code" label={t('security.totp.code')} />
        ) : null}
        {challenge.factor === 'code' ? (
          <CodeField
            form={form}
            name="code"
            label={t('auth.field.code')}
            hint={t('security.stepUp.codeTo', { to: challenge.codeTo ?? '' })}
            suffix={<SendCodeButton state={codeRequest} onSend={() => void onSend()} />}
          />
        ) : null}
        <FormError form={form} />
        <SubmitButton form={form}>
          {challenge.factor === 'passkey'
            ? t('security.stepUp.usePasskey')
            : t('security.stepUp.submit')}
        </SubmitButton>
      </DialogForm>
    )
  } else if (loadError)
    body = (
      <Alert tone="negative">
        {loadError}{' '}
        <Button size="sm" variant="ghost" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    )
  else body = <Spinner label={t('common.loading')} />

  return (
    <Modal open title={title} size="sm" closeLabel={t('common.close')} onClose={onCancel}>
      {body}
    </Modal>
  )
}

StepUpDialog.displayName = 'StepUpDialog'
