import { zodResolver } from '@hookform/resolvers/zod'
import { useToast } from '@bourse/ui'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { Below, Card, Fields, Heading, Intro, Stage } from '../../auth/AuthLayout.styles'
import { formErrorsOf } from '../../auth/fieldErrors'
import {
  forgetAccount,
  forgetSchema,
  toResetPasswordRequest,
  type ForgetValues,
} from '../../auth/schemas'
import { VerifyCodeField } from '../../auth/CodeField'
import { SubmitButton } from '../../auth/FormActions'
import { FormField } from '../../auth/FormField'
import { PasswordFields } from '../../auth/PasswordFields'
import { useSendCode } from '../../auth/useSendCode'
import { loginHref } from '../../router/paths'
import type { LoginState } from '../Login/LoginPage'

const fieldFor = (f: string): keyof ForgetValues | undefined =>
  f === 'account' || f === 'verifyCode' || f === 'password' || f === 'confirmPassword'
    ? f
    : undefined

/** Reset the login password with a code sent to the account; every session then ends. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const sendCode = useSendCode('forget')
  const form = useForm<ForgetValues>({
    resolver: zodResolver(forgetSchema),
    defaultValues: { account: '', verifyCode: '', password: '', confirmPassword: '' },
  })
  const { handleSubmit, setError, trigger, getValues } = form

  const onSend = async () => {
    if (!(await trigger('account'))) return
    const { accountType, account } = forgetAccount(getValues('account'))
    const outcome = await sendCode.send(accountType, account)
    if (outcome.sent) toast.show({ message: t('auth.code.sent'), tone: 'positive' })
    else
      for (const [field, key] of formErrorsOf(outcome.error, fieldFor))
        setError(field, { message: key })
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const request = toResetPasswordRequest(values)
      await apiClient.post('/app/account/forget', { body: request })
      toast.show({ message: t('auth.forget.success'), tone: 'positive' })
      const state: LoginState = { account: request.account }
      await navigate(loginHref, { replace: true, state })
    } catch (error) {
      for (const [field, key] of formErrorsOf(error, fieldFor)) setError(field, { message: key })
    }
  })

  return (
    <Stage>
      <Card>
        <Heading>{t('auth.forget.title')}</Heading>
        <Intro>{t('auth.forget.intro')}</Intro>
        <Fields onSubmit={onSubmit} noValidate aria-label={t('auth.forget.title')}>
          <FormField
            form={form}
            name="account"
            label={t('auth.field.account')}
            autoComplete="username"
            hint={t('auth.field.accountHint')}
          />
          <VerifyCodeField form={form} sendCode={sendCode} onSend={onSend} />
          <PasswordFields
            form={form}
            password={{
              name: 'password',
              label: t('auth.field.newPassword'),
              hint: t('auth.password.rule'),
            }}
            confirm={{ name: 'confirmPassword', label: t('auth.field.confirmPassword') }}
          />
          <SubmitButton form={form} size="lg">
            {t('auth.forget.submit')}
          </SubmitButton>
        </Fields>
        <Below>
          <Link to={loginHref} replace>
            {t('auth.forget.backToLogin')}
          </Link>
        </Below>
      </Card>
    </Stage>
  )
}

ForgotPasswordPage.displayName = 'ForgotPasswordPage'
