import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Heading, Stack } from './UserCenter.styles'
import { TabbedEmpty } from './TabbedEmpty'

/** Balances per account type: spot, contract, financial, second contract, fiat. */
export function AssetsPage() {
  const { t } = useTranslation()
  const [account, setAccount] = useState('spot')
  return (
    <Stack>
      <Heading>{t('userCenter.nav.assets')}</Heading>
      <TabbedEmpty
        label={t('assets.accounts')}
        value={account}
        onChange={setAccount}
        tabs={[
          { value: 'spot', label: t('assets.account.spot') },
          { value: 'contract', label: t('assets.account.contract') },
          { value: 'financial', label: t('assets.account.financial') },
          { value: 'second', label: t('assets.account.second') },
          { value: 'fiat', label: t('assets.account.fiat') },
        ]}
        emptyTitle={t('assets.empty')}
        emptyDescription={t('assets.emptyBody')}
      />
    </Stack>
  )
}

AssetsPage.displayName = 'AssetsPage'
export { AssetsPage as Component }
