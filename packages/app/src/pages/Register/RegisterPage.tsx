import { zodResolver } from '@hookform/resolvers/zod'
import { Checkbox, Tabs, useToast } from '@bourse/ui'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { AccountFields, defaultDial } from '../../auth/AccountFields'
import { Below, Card, Fields, Heading, Intro, Stage } from '../../auth/AuthLayout.styles'
import { VerifyCodeField } from '../../auth/CodeField'
import { formErrorsOf } from '../../auth/fieldErrors'
import {
  registerAccount,
  registerFieldFor,
  registerSchema,
  toRegisterRequest,
  type RegisterValues,
} from '../../auth/schemas'
import { SubmitButton } from '../../auth/FormActions'
import { FormField } from '../../auth/FormField'
import { PasswordFields } from '../../auth/PasswordFields'
import { useFieldError } from '../../auth/useFieldError'
import { useSendCode } from '../../auth/useSendCode'
import { useSignupKinds } from '../../hooks/useSystemConfig'
import { loginHref, paths } from '../../router/paths'
import type { LoginState } from '../Login/LoginPage'

/** Sign up by phone or e-mail with a verification code; then sign in with the same account. */
export function RegisterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const [params] = useSearchParams()
  const fieldError = useFieldError()
  const sendCode = useSendCode('register')
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      accountType: 'phone',
      dialCode: defaultDial(),
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      verifyCode: '',
      inviteCode: params.get('code') ?? '',
      agreement: false,
    },
  })
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    getValues,
    watch,
    setValue,
    formState: { errors },
  } = form
  const accountType = watch('accountType')
  const accountField = accountType === 'email' ? 'email' : 'phone'
  const kinds = useSignupKinds()
  const offered = kinds.join(',')
  // The form never shows a kind of account the server does not offer sign-up for.
  useEffect(() => {
    const [first] = offered.split(',')
    if (!offered.split(',').includes(accountType) && (first === 'phone' || first === 'email'))
      setValue('accountType', first)
  }, [offered, accountType, setValue])

  const onSend = async () => {
    if (!(await trigger(accountField))) return
    const values = getValues()
    const outcome = await sendCode.send(values.accountType, registerAccount(values))
    if (outcome.sent) toast.show({ message: t('auth.code.sent'), tone: 'positive' })
    else
      for (const [field, key] of formErrorsOf(outcome.error, (f) =>
        registerFieldFor(f, values.accountType),
      )) {
        setError(field, { message: key })
      }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await apiClient.post('/app/account/register', {
        body: toRegisterRequest(values),
      })
      toast.show({ message: t('auth.register.success'), tone: 'positive' })
      const state: LoginState = { account: result.username }
      await navigate(loginHref, { replace: true, state })
    } catch (error) {
      for (const [field, key] of formErrorsOf(error, (f) =>
        registerFieldFor(f, values.accountType),
      )) {
        setError(field, { message: key })
      }
    }
  })

  return (
    <Stage>
      <Card>
        <Heading>{t('auth.register.title')}</Heading>
        <Intro>{t('auth.register.intro')}</Intro>
        {kinds.length > 1 && (
          <Tabs
            label={t('auth.register.method')}
            value={accountType}
            onChange={({ value }) => {
              setValue('accountType', value === 'email' ? 'email' : 'phone')
              sendCode.clear()
            }}
            items={kinds.map((kind) => ({
              value: kind,
              label: t(kind === 'phone' ? 'auth.register.byPhone' : 'auth.register.byEmail'),
            }))}
          />
        )}
        {kinds.length === 0 ? (
          <Intro role="status">{t('auth.register.closed')}</Intro>
        ) : (
          <Fields onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
            <AccountFields form={form} accountType={accountType} />
            <PasswordFields
              form={form}
              password={{
                name: 'password',
                label: t('auth.field.password'),
                hint: t('auth.password.rule'),
              }}
              confirm={{ name: 'confirmPassword', label: t('auth.field.confirmPassword') }}
            />
            <VerifyCodeField form={form} sendCode={sendCode} onSend={onSend} />
            <FormField
              form={form}
              name="inviteCode"
              label={t('auth.field.inviteCode')}
              autoComplete="off"
            />
            <Controller
              control={control}
              name="agreement"
              render={({ field }) => (
                <Checkbox
                  name={field.name}
                  ref={field.ref}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={({ checked }) => field.onChange(checked)}
                  error={fieldError(errors.agreement)}
                  label={
                    <Trans
                      i18nKey="auth.register.agreement"
                      components={{ agreement: <Link to={paths.userAgreement} target="_blank" /> }}
                    />
                  }
                />
              )}
            />
            <SubmitButton form={form} size="lg">
              {t('auth.register.submit')}
            </SubmitButton>
          </Fields>
        )}
        <Below>
          <span>
            {t('auth.register.haveAccount')}{' '}
            <Link to={loginHref} replace>
              {t('auth.register.toLogin')}
            </Link>
          </span>
        </Below>
      </Card>
    </Stage>
  )
}

RegisterPage.displayName = 'RegisterPage'
