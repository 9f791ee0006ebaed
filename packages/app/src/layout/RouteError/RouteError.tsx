import { Button, Empty } from '@bourse/ui'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { NotFoundContent } from '../../pages/NotFound/NotFoundContent'
import { PageContainer } from '../shared.styles'

/** What a route shows when its loader or component failed: a 404, or a reload offer. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  useEffect(() => {
    // The page says little; the console keeps what went wrong for whoever looks.
    if (!notFound) console.error(error)
  }, [error, notFound])
  if (notFound) return <NotFoundContent />
  return (
    <PageContainer>
      <Empty
        role="alert"
        icon="warning"
        title={t('error.page.title')}
        description={t('error.page.body')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('error.page.reload')}
          </Button>
        }
      />
    </PageContainer>
  )
}

RouteError.displayName = 'RouteError'
