import { zodResolver } from '@hookform/resolvers/zod'
import { isApiError } from '@bourse/api-client'
import { Button } from '@bourse/ui'
import { startAuthentication } from '@simplewebauthn/browser'
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '../../auth/zod'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { Below, Card, Fields, Heading, Intro, Stage } from '../../auth/AuthLayout.styles'
import { formErrorsOf } from '../../auth/fieldErrors'
import { CODE_PATTERN, loginSchema, toLoginRequest } from '../../auth/schemas'
import { CodeField } from '../../auth/CodeField'
import { FormError, SubmitButton } from '../../auth/FormActions'
import { FormField } from '../../auth/FormField'
import { errorMessage } from '../../errors'
import { paths, registerHref, safeRedirect } from '../../router/paths'
import { setLoggedIn } from '../../session/session'

/** The login form plus the authenticator's code, shown once the server asks for it. */
const loginStepSchema = loginSchema.extend({ authenticatorCode: z.string() })
type LoginStepValues = z.input<typeof loginStepSchema>

/** Navigation state other pages may pass: the account to prefill, where to return. */
export type LoginState = { account?: string; from?: string } | null

/** Sign in with phone or e-mail and password; then back to where the user came from. */
export function LoginPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const store = useStore()
  const location = useLocation()
  const [params] = useSearchParams()
  const state = location.state as LoginState
  // Set once the server asked for the authenticator's code: the form then shows its field.
  const [needsCode, setNeedsCode] = useState(false)
  const form = useForm<LoginStepValues>({
    resolver: zodResolver(loginStepSchema),
    defaultValues: { username: state?.account ?? '', password: '', authenticatorCode: '' },
  })
  const { handleSubmit, setError } = form
  const [withPasskey, setWithPasskey] = useState(false)

  /** No account typed: the browser offers the passkeys it holds for this site. */
  const signInWithPasskey = async () => {
    setWithPasskey(true)
    try {
      const { challengeId, options } = await apiClient.post('/app/account/passkey/options', {
        silent: true,
      })
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      })
      const result = await apiClient.post('/app/account/passkey/login', {
        body: { challengeId, response: response as never },
        silent: true,
      })
      setLoggedIn(store, result.user)
      await navigate(safeRedirect(params.get('redirect') ?? state?.from), { replace: true })
    } catch (error) {
      setError('root', { message: errorMessage(i18n, error) })
    } finally {
      setWithPasskey(false)
    }
  }

  // The code field appears with the focus in it: the user has the app open next.
  useEffect(() => {
    if (needsCode) form.setFocus('authenticatorCode')
  }, [needsCode, form])

  const onSubmit = handleSubmit(async (values) => {
    const code = values.authenticatorCode.trim()
    if (needsCode && !CODE_PATTERN.test(code)) {
      setError('authenticatorCode', {
        message: code ? 'validation.code.format' : 'auth.login.authenticatorRequired',
      })
      return
    }
    try {
      const result = await apiClient.post('/oauth/token', {
        body: { ...toLoginRequest(values), ...(needsCode ? { authenticatorCode: code } : {}) },
        silent: true,
      })
      setLoggedIn(store, result.user)
      await navigate(safeRedirect(params.get('redirect') ?? state?.from), { replace: true })
    } catch (error) {
      if (isApiError(error) && error.code === 'login.authenticator.required') {
        setNeedsCode(true)
        return
      }
      if (isApiError(error) && error.code === 'authenticator.code.error' && needsCode) {
        setError('authenticatorCode', { message: 'errors.authenticator.code.error' })
        return
      }
      let shown = false
      for (const [field, key] of formErrorsOf(error, (f) =>
        f === 'username' || f === 'account'
          ? 'username'
          : f === 'password'
            ? 'password'
            : undefined,
      )) {
        setError(field, { message: key })
        shown = true
      }
      if (!shown) setError('root', { message: errorMessage(i18n, error) })
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
          {needsCode ? (
            <CodeField
              form={form}
              name="authenticatorCode"
              label={t('auth.login.authenticatorCode')}
              hint={t('auth.login.authenticatorHint')}
            />
          ) : null}
          <FormError form={form} />
          <SubmitButton form={form} size="lg">
            {t('auth.login.submit')}
          </SubmitButton>
          <Button
            type="button"
            size="lg"
            loading={withPasskey}
            loadingLabel={t('common.loading')}
            onClick={() => void signInWithPasskey()}
          >
            {t('auth.login.passkey')}
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
