import { Button, Empty } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { PageContainer, VisuallyHidden } from '../../layout/shared.styles'
import { paths } from '../../router/paths'

/** "Page does not exist", with a way home. */
export function NotFoundContent() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <PageContainer>
      <VisuallyHidden as="h1">{t('notFound.title')}</VisuallyHidden>
      <Empty
        icon="search"
        title={t('notFound.title')}
        description={t('notFound.body')}
        action={
          <Button variant="primary" onClick={() => void navigate(paths.home)}>
            {t('notFound.home')}
          </Button>
        }
      />
    </PageContainer>
  )
}

NotFoundContent.displayName = 'NotFoundContent'
