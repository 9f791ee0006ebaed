import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Heading, Stack } from './UserCenter.styles'
import { TabbedEmpty } from './TabbedEmpty'

/** `/commin`: `?active=1` current delegation, `?active=2` history (spec §2). */
export function OrdersPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const active = params.get('active') === '2' ? '2' : '1'
  return (
    <Stack>
      <Heading>{t('userCenter.nav.orders')}</Heading>
      <TabbedEmpty
        label={t('userCenter.nav.orders')}
        value={active}
        onChange={(value) => setParams({ active: value }, { replace: true })}
        tabs={[
          { value: '1', label: t('header.user.currentOrders') },
          { value: '2', label: t('header.user.orderHistory') },
        ]}
        emptyTitle={active === '1' ? t('orders.current.empty') : t('orders.history.empty')}
      />
    </Stack>
  )
}

OrdersPage.displayName = 'OrdersPage'
export { OrdersPage as Component }
