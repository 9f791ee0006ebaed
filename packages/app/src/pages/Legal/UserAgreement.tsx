import { useTranslation } from 'react-i18next'
import { ProsePage } from '../shared/ProsePage'

export function UserAgreementPage() {
  const { t } = useTranslation()
  return (
    <ProsePage
      title={t('legal.user.title')}
      lead={t('legal.user.lead')}
      sections={[
        { heading: t('legal.user.s1.heading'), body: t('legal.user.s1.body') },
        { heading: t('legal.user.s2.heading'), body: t('legal.user.s2.body') },
        { heading: t('legal.user.s3.heading'), body: t('legal.user.s3.body') },
        { heading: t('legal.user.s4.heading'), body: t('legal.user.s4.body') },
      ]}
    />
  )
}

UserAgreementPage.displayName = 'UserAgreementPage'
export { UserAgreementPage as Component }
