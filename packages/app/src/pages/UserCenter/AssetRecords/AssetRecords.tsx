import { DepositRecordsConnected, WithdrawalRecordsConnected } from '@bourse/exchange-widgets'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { recordsLabels, useSiteLabels } from '../../../i18n/siteLabels'
import { loginFlagAtom } from '../../../session/atoms'
import { Panel, PanelTabbed } from '../../shared/Page.styles'
import { LedgerRecords } from './LedgerRecords'
import { TransferRecords } from './TransferRecords'
import { Heading, Stack } from '../shared/UserCenter.styles'

const TABS = ['ledger', 'transfer', 'recharge', 'withdrawal', 'financial'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab)

/**
 * `/assetRecords?tab=`: every balance change (the ledger, filtered), transfers between the
 * user's accounts, deposits, withdrawals and the savings account's entries.
 */
export function AssetRecordsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const labels = useSiteLabels(recordsLabels)
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'ledger'
  const title = t(`records.kind.${tab}`)
  // The tab panel, named by its tab, is the one container: the record widgets inside drop their
  // own region names, and the tables keep theirs.
  const panel =
    tab === 'ledger' ? (
      <LedgerRecords key="ledger" caption={title} />
    ) : tab === 'transfer' ? (
      <TransferRecords caption={title} />
    ) : tab === 'recharge' ? (
      <DepositRecordsConnected aria-label={undefined} loggedIn={loggedIn} labels={labels} />
    ) : tab === 'withdrawal' ? (
      <WithdrawalRecordsConnected aria-label={undefined} loggedIn={loggedIn} labels={labels} />
    ) : (
      <LedgerRecords key="financial" account="financial" caption={title} />
    )
  return (
    <Stack>
      <Heading>{t('userCenter.nav.assetRecords')}</Heading>
      <Panel>
        <PanelTabbed
          label={t('records.kinds')}
          value={tab}
          onChange={({ value }) => setParams({ tab: value }, { replace: true })}
          items={TABS.map((value) => ({
            value,
            label: t(`records.kind.${value}`),
            content: value === tab ? panel : null,
          }))}
        />
      </Panel>
    </Stack>
  )
}

AssetRecordsPage.displayName = 'AssetRecordsPage'
export { AssetRecordsPage as Component }
