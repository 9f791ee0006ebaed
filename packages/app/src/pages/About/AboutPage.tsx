import { useTranslation } from 'react-i18next'
import { ContentPage } from '../Content'

/** `/about`: the company's story and the white paper summary, managed on the server. */
export function AboutPage() {
  const { t } = useTranslation()
  return <ContentPage slug="about" title={t('about.title')} />
}

AboutPage.displayName = 'AboutPage'
