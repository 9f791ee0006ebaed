import type { WalletAccount, WalletBalance, WalletCoin } from '@bourse/api-client'
import { Empty, formatAmount, formatBalance, Table, type TableColumn } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../router/paths'
import { balanceColumns } from '../../../wallet/balanceColumns'
import { coinActions } from '../../../wallet/balances'
import { Actions, RowLink } from './Assets.styles'

/** A balance with a column of its own for the row's links. */
type Row = WalletBalance & { actions?: undefined }

export type AccountBalancesProps = {
  account: WalletAccount
  /** The rows to show (already filtered by the small-balance switch). */
  balances: readonly WalletBalance[]
  /** The wallet's coins (`GET /app/wallet/coins`), for the deposit and withdrawal links. */
  coins: readonly WalletCoin[]
  locale: string
  loading: boolean
  /** Accessible name of the table. */
  caption: string
}

/** One account's balances with their USDT value and the links to deposit or withdraw a coin. */
export function AccountBalances({
  account,
  balances,
  coins,
  locale,
  loading,
  caption,
}: AccountBalancesProps) {
  const { t } = useTranslation()
  /** Balances and their USDT value: four decimals, cut, never rounded up (docs/adr/0029). */
  const amount = (value: string) => formatBalance(value, { locale })
  const columns: TableColumn<Row>[] = [
    ...balanceColumns<Row>(
      {
        asset: t('assets.table.asset'),
        available: t('assets.table.available'),
        frozen: t('assets.table.frozen'),
        total: t('assets.table.total'),
      },
      amount,
    ),
    {
      prop: 'valueUsdt',
      label: t('assets.table.value'),
      align: 'right',
      render: (b) => formatAmount(b.valueUsdt, { locale }),
    },
    {
      prop: 'actions',
      label: t('assets.table.actions'),
      align: 'right',
      render: (b) => {
        const can = coinActions(coins, account, b.asset)
        const coin = encodeURIComponent(b.asset)
        return (
          <Actions>
            {can.deposit ? (
              <RowLink
                to={`${paths.recharge}?coin=${coin}`}
                aria-label={t('assets.depositCoin', { coin: b.asset })}
              >
                {t('assets.deposit')}
              </RowLink>
            ) : null}
            {can.withdraw ? (
              <RowLink
                to={`${paths.withdrawal}?coin=${coin}`}
                aria-label={t('assets.withdrawCoin', { coin: b.asset })}
              >
                {t('assets.withdraw')}
              </RowLink>
            ) : null}
          </Actions>
        )
      },
    },
  ]
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={balances}
      rowKey={(b) => b.asset}
      loading={loading}
      loadingLabel={t('assets.loading')}
      empty={<Empty title={t('assets.empty')} description={t('assets.emptyBody')} />}
    />
  )
}

AccountBalances.displayName = 'AccountBalances'
