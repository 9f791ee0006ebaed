import { useTranslation } from 'react-i18next'
import { Prose } from '../shared/Page.styles'
import { PanelWithEmpty } from '../shared/PanelWithEmpty'
import { SimplePage } from '../shared/SimplePage'

/** How fee levels work (spec §9) and the published level table. */
export function FeeLevelsPage() {
  const { t } = useTranslation()
  return (
    <SimplePage title={t('fees.title')} lead={t('fees.lead')}>
      <Prose>
        <p>{t('fees.rule.volume')}</p>
        <p>{t('fees.rule.schedule')}</p>
        <p>{t('fees.rule.perTrade')}</p>
      </Prose>
      <PanelWithEmpty
        title={t('fees.table.title')}
        emptyTitle={t('fees.table.empty')}
        icon="info"
      />
    </SimplePage>
  )
}

FeeLevelsPage.displayName = 'FeeLevelsPage'
