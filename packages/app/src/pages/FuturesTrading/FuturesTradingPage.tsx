import { VisuallyHidden } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { paths } from '../../router/paths'
import { TradingDesk } from '../shared/TradingDesk'

export function FuturesTradingPage() {
  const { t } = useTranslation()
  return (
    <>
      <VisuallyHidden as="h1">{t('trade.futures.title')}</VisuallyHidden>
      <TradingDesk
        path={paths.futures}
        formTitle={t('trade.futures.form')}
        orderTabs={[
          { value: 'positions', label: t('trade.tabs.positions') },
          { value: 'current', label: t('trade.tabs.current') },
          { value: 'closed', label: t('trade.tabs.closed') },
          { value: 'history', label: t('trade.tabs.history') },
        ]}
      />
    </>
  )
}

FuturesTradingPage.displayName = 'FuturesTradingPage'
