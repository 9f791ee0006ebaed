import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@bourse/ui'
import { useStore } from 'jotai'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { Below, Card, Fields, Heading, Intro, Stage } from '../../auth/AuthLayout.styles'
import { formErrorsOf } from '../../auth/fieldErrors'
import { loginSchema, toLoginRequest, type LoginValues } from '../../auth/schemas'
import { FormField } from '../../auth/FormField'
import { paths, registerHref, safeRedirect } from '../../router/paths'
import { setLoggedIn } from '../../session/session'

/** Navigation state other pages may pass: the account to prefill, where to return. */
export type LoginState = { account?: string; from?: string } | null

/** Sign in with phone or e-mail and password; then back to where the user came from. */
export function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const store = useStore()
  const location = useLocation()
  const [params] = useSearchParams()
  const state = location.state as LoginState
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: state?.account ?? '', password: '' },
  })
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await apiClient.post('/oauth/token', { body: toLoginRequest(values) })
      setLoggedIn(store, result.user)
      await navigate(safeRedirect(params.get('redirect') ?? state?.from), { replace: true })
    } catch (error) {
      for (const [field, key] of formErrorsOf(error, (f) =>
        f === 'username' || f === 'account'
          ? 'username'
          : f === 'password'
            ? 'password'
            : undefined,
      )) {
        setError(field, { message: key })
      }
    }
  })

  return (
    <Stage>
      <Card>
        <Heading>{t('auth.login.title')}</Heading>
        <Intro>{t('auth.login.intro')}</Intro>
        <Fields onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
          <FormField
            form={form}
            name="username"
            label={t('auth.field.account')}
            autoComplete="username"
          />
          <FormField
            form={form}
            name="password"
            label={t('auth.field.password')}
            type="password"
            autoComplete="current-password"
          />
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            loading={isSubmitting}
            loadingLabel={t('common.loading')}
          >
            {t('auth.login.submit')}
          </Button>
        </Fields>
        <Below>
          <Link to={paths.forget}>{t('auth.login.forgot')}</Link>
          <span>
            {t('auth.login.noAccount')}{' '}
            <Link to={registerHref} replace>
              {t('auth.login.toRegister')}
            </Link>
          </span>
        </Below>
      </Card>
    </Stage>
  )
}

LoginPage.displayName = 'LoginPage'
