import type { MarketInfo, SpotBalance } from '@bourse/api-client'
import { balanceOf, useWidgets, type SpotBalancesState } from '@bourse/exchange-widgets'
import { Button, Empty, formatBalance, Table, type TableColumn } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '../../../router/paths'
import { balanceColumns } from '../../../wallet/balanceColumns'

type BalanceRow = SpotBalance & { actions: string }

/**
 * The spot account on the desk: the market's two assets first, then the rest, each with what is
 * available, what open orders hold, and links to deposit or withdraw. Loaded lazily, with its tab.
 */
export default function SpotBalances({
  market,
  state,
}: {
  market: MarketInfo
  state: SpotBalancesState
}) {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  const mine = [market.base, market.quote].map((asset) => balanceOf(state.balances, asset))
  const others = state.balances.filter((b) => b.asset !== market.base && b.asset !== market.quote)
  const rows: BalanceRow[] = [...mine, ...others].map((b) => ({ ...b, actions: b.asset }))

  const amount = (value: string) => formatBalance(value, { locale })
  const columns: TableColumn<BalanceRow>[] = [
    ...balanceColumns<BalanceRow>(
      {
        asset: t('trade.balances.asset'),
        available: t('trade.balances.available'),
        frozen: t('trade.balances.frozen'),
        total: t('trade.balances.total'),
      },
      amount,
    ),
    {
      prop: 'actions',
      label: t('trade.balances.actions'),
      align: 'right',
      render: (b) => (
        <>
          <Link to={`${paths.recharge}?coin=${b.asset}`}>{t('trade.balances.deposit')}</Link>{' '}
          <Link to={`${paths.withdrawal}?coin=${b.asset}`}>{t('trade.balances.withdraw')}</Link>
        </>
      ),
    },
  ]

  if (state.status === 'error') {
    return (
      <Empty
        icon="warning"
        title={t('trade.balances.loadError')}
        action={<Button onClick={state.reload}>{t('common.retry')}</Button>}
      />
    )
  }
  return (
    <Table
      caption={t('trade.balances.title')}
      columns={columns}
      rows={rows}
      rowKey={(b) => b.asset}
      loading={state.status === 'loading'}
      loadingLabel={t('common.loading')}
    />
  )
}
