import type { WalletAccount } from '@bourse/api-client'
import { AssetAllocation, useWidgets } from '@bourse/exchange-widgets'
import { Button, Checkbox, Empty, formatBalance, formatDateTime } from '@bourse/ui'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useApiData } from '../../../hooks/useApiData'
import { retryLabel, useSiteLabels } from '../../../i18n/siteLabels'
import {
  shownBalances,
  transferAssets,
  transferDirectionFor,
  WALLET_ACCOUNTS,
} from '../../../wallet/balances'
import { useWalletOverview } from '../../../wallet/useWalletOverview'
import {
  Columns,
  Panel,
  PanelBody,
  PanelHead,
  PanelTabbed,
  PanelTitle,
} from '../../shared/Page.styles'
import { AccountBalances } from './AccountBalances'
import { Grand, Secondary, Toolbar, Totals } from './Assets.styles'
import { Heading, Stack } from '../shared/UserCenter.styles'

const TransferDialog = lazy(() => import('../../shared/lazy/TransferDialog'))

const isAccount = (value: string | null): value is WalletAccount =>
  WALLET_ACCOUNTS.includes(value as WalletAccount)

/**
 * `/myassets`: the grand total in USDT and BTC, how it splits over the accounts and assets, and
 * one tab per account (`?account=`) with its balances, the deposit and withdrawal links of each
 * coin and the transfer dialog. Live: reloaded when a balance changes.
 */
export function AssetsPage() {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const [params, setParams] = useSearchParams()
  const requested = params.get('account')
  const account: WalletAccount = isAccount(requested) ? requested : 'spot'
  const [hideSmall, setHideSmall] = useState(false)
  const [transferOpen, setTransferOpen] = useState(false)
  const wallet = useWalletOverview()
  const allocationLabels = useSiteLabels(retryLabel)
  const coins = useApiData((signal) => client.get('/app/wallet/coins', { signal, silent: true }))
  const overview = wallet.overview
  const summary = overview?.accounts.find((a) => a.account === account)
  const balance = (value: string) => formatBalance(value, { locale })

  const accountPanel = (
    <>
      <Toolbar>
        <Totals>
          <dt>{t('assets.accountTotal', { account: t(`assets.account.${account}`) })}</dt>
          <dd>{summary ? `${balance(summary.totalUsdt)} USDT` : '–'}</dd>
        </Totals>
        <Checkbox
          label={t('assets.hideSmall')}
          checked={hideSmall}
          onChange={({ checked }) => setHideSmall(checked)}
        />
      </Toolbar>
      <AccountBalances
        account={account}
        balances={shownBalances(summary?.balances ?? [], hideSmall)}
        coins={coins.status === 'ready' ? coins.data : []}
        locale={locale}
        loading={!overview && wallet.status === 'loading'}
        caption={t(`assets.account.${account}`)}
      />
    </>
  )

  return (
    <Stack>
      <Heading>{t('userCenter.nav.assets')}</Heading>
      <Panel aria-labelledby="assets-total">
        <PanelHead>
          <PanelTitle id="assets-total">{t('assets.total.title')}</PanelTitle>
          <Button variant="primary" onClick={() => setTransferOpen(true)}>
            {t('assets.transfer')}
          </Button>
        </PanelHead>
        <PanelBody>
          {wallet.status === 'error' && !overview ? (
            <Empty
              icon="warning"
              title={t('assets.error')}
              action={<Button onClick={wallet.reload}>{t('common.retry')}</Button>}
            />
          ) : (
            <Columns $align="center" aria-busy={wallet.status === 'loading' || undefined}>
              <Totals>
                <dt>{t('assets.total.usdt')}</dt>
                <Grand>{overview ? `${balance(overview.totalUsdt)} USDT` : '–'}</Grand>
                <dt>{t('assets.total.btc')}</dt>
                <Secondary>{overview ? `≈ ${balance(overview.totalBtc)} BTC` : '–'}</Secondary>
                {overview ? (
                  <>
                    <dt>{t('assets.total.valuedAt')}</dt>
                    <Secondary>{formatDateTime(overview.valuedAt, locale)}</Secondary>
                  </>
                ) : null}
              </Totals>
              <AssetAllocation
                overview={overview ?? null}
                status={overview ? 'ready' : 'loading'}
                locale={locale}
                labels={allocationLabels}
              />
            </Columns>
          )}
        </PanelBody>
      </Panel>
      <Panel aria-label={t('assets.accounts')}>
        <PanelTabbed
          label={t('assets.accounts')}
          value={account}
          onChange={({ value }) => setParams({ account: value }, { replace: true })}
          items={WALLET_ACCOUNTS.map((a) => ({
            value: a,
            label: t(`assets.account.${a}`),
            content: a === account ? accountPanel : null,
          }))}
        />
      </Panel>
      {transferOpen ? (
        <Suspense fallback={null}>
          <TransferDialog
            direction={transferDirectionFor(account)}
            assets={transferAssets(overview)}
            onClose={() => setTransferOpen(false)}
            onDone={wallet.reload}
          />
        </Suspense>
      ) : null}
    </Stack>
  )
}

AssetsPage.displayName = 'AssetsPage'
export { AssetsPage as Component }
