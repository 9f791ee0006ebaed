import { OrdersTableConnected } from '@bourse/exchange-widgets'
import { Tabs } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { loginHrefFrom } from '../../../router/paths'
import { loginFlagAtom } from '../../../session/atoms'
import { Panel, PanelBody, PanelTabs } from '../../shared/Page.styles'
import { RobotRuns } from './RobotRuns'
import { Heading, Stack } from '../shared/UserCenter.styles'

/**
 * `/commin`: `?active=1` current delegation, `?active=2` history (spec §2), over every spot
 * market, and `?active=3` the quantitative robot's runs. The open orders stay live from the user
 * stream; the history and the runs page on the server.
 */
export function OrdersPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const requested = params.get('active')
  const active = requested === '2' || requested === '3' ? requested : '1'
  const onLogin = () => void navigate(loginHrefFrom(location.pathname + location.search))
  return (
    <Stack>
      <Heading>{t('userCenter.nav.orders')}</Heading>
      <Panel>
        <PanelTabs>
          <Tabs
            label={t('userCenter.nav.orders')}
            value={active}
            onChange={({ value }) => setParams({ active: value }, { replace: true })}
            items={[
              { value: '1', label: t('header.user.currentOrders') },
              { value: '2', label: t('header.user.orderHistory') },
              { value: '3', label: t('orders.robot.title') },
            ]}
          />
        </PanelTabs>
        <PanelBody>
          {active === '3' ? (
            <RobotRuns loggedIn={loggedIn} onLogin={onLogin} />
          ) : (
            <OrdersTableConnected
              key={active}
              mode={active === '1' ? 'current' : 'history'}
              loggedIn={loggedIn}
              showSymbolColumn
              filters
              onLogin={onLogin}
            />
          )}
        </PanelBody>
      </Panel>
    </Stack>
  )
}

OrdersPage.displayName = 'OrdersPage'
export { OrdersPage as Component }
