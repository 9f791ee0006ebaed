import { useTranslation } from 'react-i18next'
import { VisuallyHidden } from '../../layout/shared.styles'
import { paths } from '../../router/paths'
import { TradingDesk } from '../shared/TradingDesk'

export function SpotTradingPage() {
  const { t } = useTranslation()
  return (
    <>
      <VisuallyHidden as="h1">{t('trade.spot.title')}</VisuallyHidden>
      <TradingDesk
        path={paths.spot}
        formTitle={t('trade.spot.form')}
        orderTabs={[
          { value: 'current', label: t('trade.tabs.current') },
          { value: 'history', label: t('trade.tabs.history') },
        ]}
      />
    </>
  )
}

SpotTradingPage.displayName = 'SpotTradingPage'
