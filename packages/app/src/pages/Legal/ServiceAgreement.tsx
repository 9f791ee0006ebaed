import { useTranslation } from 'react-i18next'
import { ContentPage } from '../Content'

/** `/privacyPolicy`, titled "service agreement" (spec §2). */
export function ServiceAgreementPage() {
  const { t } = useTranslation()
  return <ContentPage slug="service-agreement" title={t('legal.service.title')} />
}

ServiceAgreementPage.displayName = 'ServiceAgreementPage'
export { ServiceAgreementPage as Component }
