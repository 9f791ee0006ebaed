import { CopyButton } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { styled } from 'styled-components'
import { useArticle } from '../../content/useContent'
import { ArticleBody } from '../Content'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'
import { ConnectedInstallSection } from './InstallSection'

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[8]};
  > :first-child,
  > :last-child {
    grid-column: 1 / -1;
  }
`

const Address = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  font-family: ${({ theme }) => theme.font.family.mono};
  color: ${({ theme }) => theme.color.textPrimary};
`

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

/**
 * `/down`: installing the site as an app (ADR 0030), the site address to copy, the download text and the home-screen tutorial (pages
 * `download` and `tutorial` on the server).
 */
export function DownloadPage() {
  const { t } = useTranslation()
  const address = `${window.location.origin}/`
  return (
    <SimplePage title={t('download.title')} lead={t('download.lead')}>
      <Grid>
        <ConnectedInstallSection />
        <Panel>
          <PanelHead>
            <PanelTitle>{t('download.web.title')}</PanelTitle>
          </PanelHead>
          <PanelBody>
            <Text>{t('download.web.body')}</Text>
            <Address>
              {address}
              <CopyButton
                text={address}
                label={t('download.web.copy')}
                size="sm"
                successMessage={t('common.copySucceeded')}
                failureMessage={t('common.copyFailed')}
              />
            </Address>
          </PanelBody>
        </Panel>
        <ContentPanel slug="download" title={t('download.apps.title')} />
        <ContentPanel slug="tutorial" title={t('download.tutorial.title')} />
      </Grid>
    </SimplePage>
  )
}

DownloadPage.displayName = 'DownloadPage'

type ContentPanelProps = { slug: string; title: string }

/** A panel holding one server page, headed by its own title once it has loaded. */
function ContentPanel({ slug, title }: ContentPanelProps) {
  const state = useArticle({ slug })
  return (
    <Panel>
      <PanelHead>
        <PanelTitle>{state.status === 'ready' ? state.article.title : title}</PanelTitle>
      </PanelHead>
      <PanelBody>
        <ArticleBody state={state} onRetry={state.retry} />
      </PanelBody>
    </Panel>
  )
}
