import { useTranslation } from 'react-i18next'
import { ProsePage } from '../shared/ProsePage'

/** `/privacyPolicy`, titled "service agreement" (spec §2). */
export function ServiceAgreementPage() {
  const { t } = useTranslation()
  return (
    <ProsePage
      title={t('legal.service.title')}
      lead={t('legal.service.lead')}
      sections={[
        { heading: t('legal.service.s1.heading'), body: t('legal.service.s1.body') },
        { heading: t('legal.service.s2.heading'), body: t('legal.service.s2.body') },
        { heading: t('legal.service.s3.heading'), body: t('legal.service.s3.body') },
      ]}
    />
  )
}

ServiceAgreementPage.displayName = 'ServiceAgreementPage'
export { ServiceAgreementPage as Component }
