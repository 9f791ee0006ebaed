import { Button, Empty, VisuallyHidden } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { styled } from 'styled-components'
import { PageContainer } from '../../layout/shared.styles'
import { paths } from '../../router/paths'

const Room = styled.div`
  padding: ${({ theme }) => `${theme.space[12]} 0`};
`

const Code = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: calc(${({ theme }) => theme.font.size.display} * 2);
  font-weight: ${({ theme }) => theme.font.weight.bold};
`

/** "Page does not exist", with a way home. */
export function NotFoundContent() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <PageContainer>
      <Room>
        <Code aria-hidden="true">404</Code>
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
      </Room>
    </PageContainer>
  )
}

NotFoundContent.displayName = 'NotFoundContent'
