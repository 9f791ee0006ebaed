import { DepositRecordsConnected, WithdrawalRecordsConnected } from '@bourse/exchange-widgets'
import { Tabs } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { errorCodeMessage } from '../../errors'
import { useDepositRecordsLabels, useWithdrawalRecordsLabels } from '../../markets/walletLabels'
import { loginFlagAtom } from '../../session/atoms'
import { Panel, PanelBody, PanelTabs } from '../shared/Page.styles'
import { LedgerRecords } from './LedgerRecords'
import { TransferRecords } from './TransferRecords'
import { Heading, Stack } from './UserCenter.styles'

const TABS = ['ledger', 'transfer', 'recharge', 'withdrawal', 'financial'] as const
type Tab = (typeof TABS)[number]
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab)

/**
 * `/assetRecords?tab=`: every balance change (the ledger, filtered), transfers between the
 * user's accounts, deposits, withdrawals and the savings account's entries.
 */
export function AssetRecordsPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const depositLabels = useDepositRecordsLabels()
  const withdrawalLabels = useWithdrawalRecordsLabels()
  const errorMessage = useCallback((code: string) => errorCodeMessage(i18n, code), [i18n])
  const requested = params.get('tab')
  const tab: Tab = isTab(requested) ? requested : 'ledger'
  const title = t(`records.kind.${tab}`)
  return (
    <Stack>
      <Heading>{t('userCenter.nav.assetRecords')}</Heading>
      <Panel>
        <PanelTabs>
          <Tabs
            label={t('records.kinds')}
            value={tab}
            onChange={({ value }) => setParams({ tab: value }, { replace: true })}
            items={TABS.map((value) => ({ value, label: t(`records.kind.${value}`) }))}
          />
        </PanelTabs>
        <PanelBody>
          {tab === 'ledger' ? <LedgerRecords key="ledger" caption={title} /> : null}
          {tab === 'transfer' ? <TransferRecords caption={title} /> : null}
          {tab === 'recharge' ? (
            <DepositRecordsConnected
              loggedIn={loggedIn}
              labels={depositLabels}
              errorMessage={errorMessage}
            />
          ) : null}
          {tab === 'withdrawal' ? (
            <WithdrawalRecordsConnected
              loggedIn={loggedIn}
              labels={withdrawalLabels}
              errorMessage={errorMessage}
            />
          ) : null}
          {tab === 'financial' ? (
            <LedgerRecords key="financial" account="financial" caption={title} />
          ) : null}
        </PanelBody>
      </Panel>
    </Stack>
  )
}

AssetRecordsPage.displayName = 'AssetRecordsPage'
export { AssetRecordsPage as Component }
