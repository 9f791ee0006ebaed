import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Heading, Stack } from './UserCenter.styles'
import { TabbedEmpty } from './TabbedEmpty'

export function AssetRecordsPage() {
  const { t } = useTranslation()
  const [kind, setKind] = useState('recharge')
  return (
    <Stack>
      <Heading>{t('userCenter.nav.assetRecords')}</Heading>
      <TabbedEmpty
        label={t('records.kinds')}
        value={kind}
        onChange={setKind}
        tabs={[
          { value: 'recharge', label: t('records.kind.recharge') },
          { value: 'withdrawal', label: t('records.kind.withdrawal') },
          { value: 'transfer', label: t('records.kind.transfer') },
          { value: 'financial', label: t('records.kind.financial') },
        ]}
        emptyTitle={t('records.empty')}
      />
    </Stack>
  )
}

AssetRecordsPage.displayName = 'AssetRecordsPage'
export { AssetRecordsPage as Component }
