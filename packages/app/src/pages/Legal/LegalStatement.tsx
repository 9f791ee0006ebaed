import { useTranslation } from 'react-i18next'
import { ContentPage } from '../Content'

export function LegalStatementPage() {
  const { t } = useTranslation()
  return <ContentPage slug="legal-statement" title={t('legal.statement.title')} />
}

LegalStatementPage.displayName = 'LegalStatementPage'
export { LegalStatementPage as Component }
