import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError, type AccountType } from '@bourse/api-client'
import { Alert, Button, Modal, useToast } from '@bourse/ui'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../../api/client'
import { AccountFields, defaultDial } from '../../../auth/AccountFields'
import { VerifyCodeField } from '../../../auth/CodeField'
import { formErrorsOf } from '../../../auth/fieldErrors'
import { FormError, SubmitButton } from '../../../auth/FormActions'
import { FormField } from '../../../auth/FormField'
import { PasswordFields } from '../../../auth/PasswordFields'
import { StepUpModal, useStepUp } from '../../../auth/stepUp'
import { useSendCode } from '../../../auth/useSendCode'
import { errorMessage } from '../../../errors'
import { userInfoAtom } from '../../../session/atoms'
import { DialogForm } from '../shared/FundPasswordDialog.styles'
import {
  antiPhishingSchema,
  ANTI_PHISHING_MAX,
  bindAccountOf,
  bindAccountSchema,
  changePasswordErrorField,
  changePasswordSchema,
  nickNameSchema,
  toBindAccountRequest,
  type AntiPhishingValues,
  type BindAccountValues,
  type ChangePasswordValues,
  type NickNameValues,
} from './securityForms'

type DialogProps = {
  /** Closes the dialog (after success too). */
  onClose: () => void
}

export type NickNameDialogProps = DialogProps & {
  /** The current nickname, to edit. */
  nickName: string
}

/** Changes the nickname shown in the header (`setNickName`). */
export function NickNameDialog({ nickName, onClose }: NickNameDialogProps) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const setUser = useSetAtom(userInfoAtom)
  const form = useForm<NickNameValues>({
    resolver: zodResolver(nickNameSchema),
    defaultValues: { nickName },
  })
  const { handleSubmit, setError } = form
  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await apiClient.post('/app/security/nickname', {
        body: { nickName: values.nickName.trim() },
        silent: true,
      })
      setUser(user)
      toast.show({ message: t('security.nickName.done'), tone: 'positive' })
      onClose()
    } catch (error) {
      if (isApiError(error) && error.code === 'nickname.invalid')
        setError('nickName', { message: 'errors.nickname.invalid' })
      else setError('root', { message: errorMessage(i18n, error) })
    }
  })
  const title = t('security.nickName.title')
  return (
    <Modal open title={title} closeLabel={t('common.close')} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        <FormField
          form={form}
          name="nickName"
          label={t('security.nickName.label')}
          autoComplete="nickname"
          maxLength={40}
        />
        <FormError form={form} />
        <SubmitButton form={form}>{t('security.save')}</SubmitButton>
      </DialogForm>
    </Modal>
  )
}

NickNameDialog.displayName = 'NickNameDialog'

export type BindAccountDialogProps = DialogProps & {
  /** Which account to bind or change. */
  accountType: AccountType
  /** Whether one is bound already (the dialog then changes it). */
  bound: boolean
}

/**
 * Binds or changes the phone (dial code + number) or e-mail: a code is sent to the new account
 * (purpose `bind`, with the resend countdown) and proves it, and the step-up proves the user
 * (`bindAccount`).
 */
export function BindAccountDialog({ accountType, bound, onClose }: BindAccountDialogProps) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const setUser = useSetAtom(userInfoAtom)
  const sendCode = useSendCode('bind')
  const stepUp = useStepUp()
  const form = useForm<BindAccountValues>({
    resolver: zodResolver(bindAccountSchema),
    defaultValues: { accountType, dialCode: defaultDial(), phone: '', email: '', verifyCode: '' },
  })
  const { handleSubmit, setError, trigger, getValues } = form
  const accountField = accountType === 'email' ? 'email' : 'phone'
  const fieldFor = (f: string) =>
    f === 'account' || f === 'phone' || f === 'email'
      ? accountField
      : f === 'verifyCode'
        ? 'verifyCode'
        : undefined

  const onSend = async () => {
    if (!(await trigger(accountField))) return
    const outcome = await sendCode.send(accountType, bindAccountOf(getValues()))
    if (outcome.sent) toast.show({ message: t('auth.code.sent'), tone: 'positive' })
    else {
      const pairs = formErrorsOf(outcome.error, fieldFor)
      for (const [field, key] of pairs) setError(field, { message: key })
      if (pairs.length === 0) setError('root', { message: errorMessage(i18n, outcome.error) })
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await stepUp.run((token) =>
        apiClient.post('/app/security/bind', {
          body: toBindAccountRequest(values, token),
          silent: true,
        }),
      )
      if (!user) return
      setUser(user)
      toast.show({ message: t(`security.bind.done.${accountType}`), tone: 'positive' })
      onClose()
    } catch (error) {
      const pairs = formErrorsOf(error, fieldFor)
      for (const [field, key] of pairs) setError(field, { message: key })
      if (pairs.length === 0) setError('root', { message: errorMessage(i18n, error) })
    }
  })

  const title = t(`security.bind.${bound ? 'change' : 'bind'}.${accountType}`)
  return (
    <StepUpModal stepUp={stepUp} title={title} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        <AccountFields form={form} accountType={accountType} />
        <VerifyCodeField form={form} sendCode={sendCode} onSend={onSend} />
        <FormError form={form} />
        <SubmitButton form={form}>{t('security.bind.submit')}</SubmitButton>
      </DialogForm>
    </StepUpModal>
  )
}

BindAccountDialog.displayName = 'BindAccountDialog'

/**
 * Changes the login password (new, confirm; the step-up proves the current one). The server ends
 * every other session and blocks withdrawals for 24 hours; the dialog then says so before closing.
 */
export function ChangePasswordDialog({ onClose }: DialogProps) {
  const { t, i18n } = useTranslation()
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { handleSubmit, setError } = form
  const stepUp = useStepUp()
  const [done, setDone] = useState(false)
  const onSubmit = handleSubmit(async (values) => {
    try {
      const changed = await stepUp.run(async (stepUpToken) => {
        await apiClient.post('/app/security/password', {
          body: { ...values, stepUpToken },
          silent: true,
        })
        return true
      })
      if (changed) setDone(true)
    } catch (error) {
      const target = isApiError(error) ? changePasswordErrorField[error.code] : undefined
      if (target) setError(target[0], { message: target[1] })
      else setError('root', { message: errorMessage(i18n, error) })
    }
  })
  const title = t('security.password.title')
  if (done)
    return (
      <Modal
        open
        title={title}
        closeLabel={t('common.close')}
        onClose={onClose}
        footer={
          <Button variant="primary" onClick={onClose}>
            {t('security.done')}
          </Button>
        }
      >
        <Alert tone="positive" role="status" title={t('security.password.done')}>
          {t('security.password.doneBody')}
        </Alert>
      </Modal>
    )
  return (
    <StepUpModal stepUp={stepUp} title={title} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        <PasswordFields
          form={form}
          password={{
            name: 'password',
            label: t('security.password.new'),
            hint: t('auth.password.rule'),
          }}
          confirm={{ name: 'confirmPassword', label: t('security.password.confirm') }}
        />
        <Alert tone="warning">{t('security.password.warning')}</Alert>
        <FormError form={form} />
        <SubmitButton form={form}>{t('security.password.submit')}</SubmitButton>
      </DialogForm>
    </StepUpModal>
  )
}

ChangePasswordDialog.displayName = 'ChangePasswordDialog'

export type AntiPhishingDialogProps = DialogProps & {
  /** The current phrase, null when none is set. */
  phrase: string | null
}

/**
 * Sets or changes the anti-phishing phrase every mail and message-centre notice shows, so a mail
 * without it is known to be fake (`setAntiPhishing`, after the step-up).
 */
export function AntiPhishingDialog({ phrase, onClose }: AntiPhishingDialogProps) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const setUser = useSetAtom(userInfoAtom)
  const stepUp = useStepUp()
  const form = useForm<AntiPhishingValues>({
    resolver: zodResolver(antiPhishingSchema),
    defaultValues: { phrase: phrase ?? '' },
  })
  const { handleSubmit, setError } = form
  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await stepUp.run((stepUpToken) =>
        apiClient.post('/app/security/antiPhishing', {
          body: { phrase: values.phrase.trim(), stepUpToken },
          silent: true,
        }),
      )
      if (!user) return
      setUser(user)
      toast.show({ message: t('security.antiPhishing.done'), tone: 'positive' })
      onClose()
    } catch (error) {
      if (isApiError(error) && error.code === 'antiphishing.invalid')
        setError('phrase', { message: 'errors.antiphishing.invalid' })
      else setError('root', { message: errorMessage(i18n, error) })
    }
  })
  const title = t(phrase ? 'security.antiPhishing.change' : 'security.antiPhishing.set')
  return (
    <StepUpModal stepUp={stepUp} title={title} onClose={onClose}>
      <DialogForm onSubmit={onSubmit} noValidate aria-label={title}>
        <p>{t('security.antiPhishing.lead')}</p>
        <FormField
          form={form}
          name="phrase"
          label={t('security.antiPhishing.label')}
          hint={t('security.antiPhishing.hint')}
          autoComplete="off"
          maxLength={ANTI_PHISHING_MAX * 2}
        />
        <FormError form={form} />
        <SubmitButton form={form}>{t('security.save')}</SubmitButton>
      </DialogForm>
    </StepUpModal>
  )
}

AntiPhishingDialog.displayName = 'AntiPhishingDialog'
