import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Heading, Stack } from './UserCenter.styles'
import { TabbedEmpty } from './TabbedEmpty'

export function ContractManagementPage() {
  const { t } = useTranslation()
  const [tab, setTab] = useState('positions')
  return (
    <Stack>
      <Heading>{t('userCenter.nav.contract')}</Heading>
      <TabbedEmpty
        label={t('userCenter.nav.contract')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'positions', label: t('trade.tabs.positions') },
          { value: 'current', label: t('trade.tabs.current') },
          { value: 'history', label: t('trade.tabs.history') },
        ]}
        emptyTitle={tab === 'positions' ? t('contract.positions.empty') : t('trade.orders.empty')}
      />
    </Stack>
  )
}

ContractManagementPage.displayName = 'ContractManagementPage'
export { ContractManagementPage as Component }
