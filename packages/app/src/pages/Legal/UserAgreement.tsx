import { useTranslation } from 'react-i18next'
import { ContentPage } from '../Content'

export function UserAgreementPage() {
  const { t } = useTranslation()
  return <ContentPage slug="user-agreement" title={t('legal.user.title')} />
}

UserAgreementPage.displayName = 'UserAgreementPage'
export { UserAgreementPage as Component }
