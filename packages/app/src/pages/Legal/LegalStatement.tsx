import { useTranslation } from 'react-i18next'
import { ProsePage } from '../shared/ProsePage'

export function LegalStatementPage() {
  const { t } = useTranslation()
  return (
    <ProsePage
      title={t('legal.statement.title')}
      lead={t('legal.statement.lead')}
      sections={[
        { heading: t('legal.statement.s1.heading'), body: t('legal.statement.s1.body') },
        { heading: t('legal.statement.s2.heading'), body: t('legal.statement.s2.body') },
        { heading: t('legal.statement.s3.heading'), body: t('legal.statement.s3.body') },
      ]}
    />
  )
}

LegalStatementPage.displayName = 'LegalStatementPage'
export { LegalStatementPage as Component }
