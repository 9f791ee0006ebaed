import { CopyButton, Empty } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[8]};
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

/** The site runs in the browser; no app packages are published by this server. */
export function DownloadPage() {
  const { t } = useTranslation()
  const address = `${window.location.origin}/`
  return (
    <SimplePage title={t('download.title')} lead={t('download.lead')}>
      <Grid>
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
        <Panel>
          <PanelHead>
            <PanelTitle>{t('download.apps.title')}</PanelTitle>
          </PanelHead>
          <PanelBody>
            <Empty
              icon="download"
              title={t('download.apps.empty')}
              description={t('download.apps.body')}
            />
          </PanelBody>
        </Panel>
      </Grid>
    </SimplePage>
  )
}

DownloadPage.displayName = 'DownloadPage'
