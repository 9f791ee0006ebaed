import type { MarketInfo, SpotBalance } from '@bourse/api-client'
import {
  balanceOf,
  formatDecimal,
  useWidgets,
  type SpotBalancesState,
} from '@bourse/exchange-widgets'
import { Button, Empty, Table, useToast, type TableColumn } from '@bourse/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useApiData } from '../../../hooks/useApiData'
import { paths } from '../../../router/paths'
import { DemoFunds } from '../SpotTrading.styles'

type BalanceRow = SpotBalance & { actions: string }

/** Balances shown with 8 decimals at most, the precision the ledger keeps. */
const ASSET_DECIMALS = 8

/**
 * The spot account on the desk: the market's two assets first, then the rest, each with what is
 * available, what open orders hold, and links to deposit or withdraw. In demo mode a new account
 * is offered its one-off demo funds (a ledger entry on the server), since deposits come later.
 * Loaded lazily, with its tab.
 */
export default function SpotBalances({
  market,
  state,
}: {
  market: MarketInfo
  state: SpotBalancesState
}) {
  const { t } = useTranslation()
  const { client, locale } = useWidgets()
  const toast = useToast()
  const demo = useApiData((signal) =>
    client.get('/app/systemConfig/getByKey', {
      params: { query: { key: 'demo_mode' } },
      signal,
      silent: true,
    }),
  )
  const [crediting, setCrediting] = useState(false)
  const [creditUsed, setCreditUsed] = useState(false)

  const mine = [market.base, market.quote].map((asset) => balanceOf(state.balances, asset))
  const others = state.balances.filter((b) => b.asset !== market.base && b.asset !== market.quote)
  const rows: BalanceRow[] = [...mine, ...others].map((b) => ({ ...b, actions: b.asset }))
  const holdsNothing = state.balances.every((b) => b.total === '0')
  const offerDemo =
    demo.status === 'ready' && demo.data.value === 'true' && holdsNothing && !creditUsed

  const credit = async () => {
    setCrediting(true)
    try {
      await client.post('/app/spot/demoCredit', { silent: true })
      toast.show({ message: t('trade.balances.demoCredited'), tone: 'positive' })
    } catch {
      // Already credited (or not a demo server): the offer goes away; the balances tell the rest.
      state.reload()
    } finally {
      setCreditUsed(true)
      setCrediting(false)
    }
  }

  const amount = (value: string) => formatDecimal(value, ASSET_DECIMALS, locale)
  const columns: TableColumn<BalanceRow>[] = [
    { prop: 'asset', label: t('trade.balances.asset') },
    {
      prop: 'available',
      label: t('trade.balances.available'),
      align: 'right',
      render: (b) => amount(b.available),
    },
    {
      prop: 'frozen',
      label: t('trade.balances.frozen'),
      align: 'right',
      render: (b) => amount(b.frozen),
    },
    {
      prop: 'total',
      label: t('trade.balances.total'),
      align: 'right',
      render: (b) => amount(b.total),
    },
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
    <>
      {offerDemo ? (
        <DemoFunds role="status">
          <span>{t('trade.balances.demoOffer')}</span>
          <Button variant="primary" size="sm" loading={crediting} onClick={() => void credit()}>
            {t('trade.balances.demoButton')}
          </Button>
        </DemoFunds>
      ) : null}
      <Table
        caption={t('trade.balances.title')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.asset}
        loading={state.status === 'loading'}
        loadingLabel={t('common.loading')}
      />
    </>
  )
}
