import {
  FuturesOrdersTableConnected,
  PositionTableConnected,
  SecondOrdersTableConnected,
} from '@bourse/exchange-widgets'
import { Tabs } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { loginHrefFrom } from '../../../router/paths'
import { loginFlagAtom } from '../../../session/atoms'
import { Panel, PanelBody, PanelTabs } from '../../shared/Page.styles'
import { Heading, Stack } from '../shared/UserCenter.styles'

const TABS = ['positions', 'current', 'closed', 'history', 'second'] as const
type Tab = (typeof TABS)[number]

/**
 * `/contract` (contract management): open positions over every contract, pending orders, closed
 * positions and the whole history with pair/side filters and server paging, and the
 * second-contract records. `?tab=` keeps the tab in the address.
 */
export function ContractManagementPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const requested = params.get('tab') as Tab | null
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'positions'
  const toLogin = () => void navigate(loginHrefFrom(location.pathname + location.search))

  let body
  if (tab === 'positions') {
    body = <PositionTableConnected loggedIn={loggedIn} onLogin={toLogin} />
  } else if (tab === 'second') {
    body = <SecondOrdersTableConnected loggedIn={loggedIn} />
  } else {
    body = (
      <FuturesOrdersTableConnected
        key={tab}
        view={tab}
        loggedIn={loggedIn}
        filters={tab !== 'current'}
      />
    )
  }

  return (
    <Stack>
      <Heading>{t('userCenter.nav.contract')}</Heading>
      <Panel>
        <PanelTabs>
          <Tabs
            label={t('userCenter.nav.contract')}
            value={tab}
            onChange={({ value }) => setParams({ tab: value }, { replace: true })}
            items={[
              { value: 'positions', label: t('trade.tabs.positions') },
              { value: 'current', label: t('trade.tabs.current') },
              { value: 'closed', label: t('trade.tabs.closed') },
              { value: 'history', label: t('trade.tabs.history') },
              { value: 'second', label: t('trade.second.records') },
            ]}
          />
        </PanelTabs>
        <PanelBody>{body}</PanelBody>
      </Panel>
    </Stack>
  )
}

ContractManagementPage.displayName = 'ContractManagementPage'
export { ContractManagementPage as Component }
