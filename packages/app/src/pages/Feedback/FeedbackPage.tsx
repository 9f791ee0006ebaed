import { Button } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { CONTACT_EMAIL } from '../../config'
import { Panel, PanelBody, Prose } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'

/** Feedback goes to the support mailbox, with the page's subject filled in. */
export function FeedbackPage() {
  const { t } = useTranslation()
  const href = `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t('feedback.subject'))}`
  return (
    <SimplePage title={t('feedback.title')} lead={t('feedback.lead')}>
      <Panel>
        <PanelBody>
          <Prose>
            <p>{t('feedback.body', { email: CONTACT_EMAIL })}</p>
          </Prose>
          <Button variant="primary" onClick={() => window.location.assign(href)}>
            {t('feedback.write')}
          </Button>
        </PanelBody>
      </Panel>
    </SimplePage>
  )
}

FeedbackPage.displayName = 'FeedbackPage'
