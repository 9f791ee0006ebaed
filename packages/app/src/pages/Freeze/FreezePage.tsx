import { Alert, Button } from '@bourse/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { Below, Card, Heading, Intro, Stage } from '../../auth/AuthLayout.styles'
import { errorMessage } from '../../errors'
import { paths } from '../../router/paths'
import { FreezeForm } from './FreezePage.styles'

type State =
  { step: 'ask' } | { step: 'sending' } | { step: 'frozen' } | { step: 'failed'; message: string }

/**
 * `/freeze?token=…`: the "this wasn't me" link of a security mail (docs/adr/0026). Works signed
 * out. The account is frozen only when the owner presses the button, never on load: mail
 * scanners open the links of a mail.
 */
export function FreezePage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<State>({ step: 'ask' })

  const freeze = async () => {
    setState({ step: 'sending' })
    try {
      // Silent: the answer is shown on this page, not as a toast.
      await apiClient.post('/app/security/freeze', { body: { token }, silent: true })
      setState({ step: 'frozen' })
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(i18n, error) })
    }
  }

  if (state.step === 'frozen')
    return (
      <Stage>
        <Card>
          <Alert tone="positive" role="status">
            <Heading>{t('freeze.frozen.title')}</Heading>
          </Alert>
          <Intro>{t('freeze.frozen.body')}</Intro>
          <Below>
            <Link to={paths.home}>{t('freeze.home')}</Link>
          </Below>
        </Card>
      </Stage>
    )

  return (
    <Stage>
      <Card>
        <Heading>{t('freeze.title')}</Heading>
        <Intro>{t('freeze.intro')}</Intro>
        {token ? (
          <FreezeForm
            aria-label={t('freeze.title')}
            onSubmit={(event) => {
              event.preventDefault()
              if (state.step !== 'sending') void freeze()
            }}
          >
            {state.step === 'failed' ? <Alert tone="negative">{state.message}</Alert> : null}
            <Button
              type="submit"
              variant="danger"
              size="lg"
              block
              loading={state.step === 'sending'}
              loadingLabel={t('common.loading')}
            >
              {t('freeze.submit')}
            </Button>
          </FreezeForm>
        ) : (
          <Alert tone="negative">{t('freeze.noToken')}</Alert>
        )}
        <Below>
          <Link to={paths.home}>{t('freeze.home')}</Link>
        </Below>
      </Card>
    </Stage>
  )
}

FreezePage.displayName = 'FreezePage'
