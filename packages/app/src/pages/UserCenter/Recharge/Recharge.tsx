import { DepositPanelConnected, DepositRecordsConnected } from '@bourse/exchange-widgets'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { apiClient } from '../../../api/client'
import { useDemoMode } from '../../../hooks/useDemoMode'
import { recordsLabels, retryLabel, useSiteLabels } from '../../../i18n/siteLabels'
import { loginFlagAtom } from '../../../session/atoms'
import { Panel, PanelBody } from '../../shared/Page.styles'
import { WidgetPanel } from '../../shared/WidgetPanel'
import { Heading, Stack } from '../shared/UserCenter.styles'

/**
 * `/recharge?coin=`: records that the user opened the page, then the deposit address of a coin
 * and network with the rules before sending (and, on a demo server, a test deposit over the
 * simulated chain), and the user's deposits, live as they confirm.
 */
export function RechargePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const coin = params.get('coin')?.toUpperCase() || undefined
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const demo = useDemoMode()
  const panelLabels = useSiteLabels(retryLabel)
  const recordLabels = useSiteLabels(recordsLabels)
  const [sent, setSent] = useState(0)
  useEffect(() => {
    // The result is not used (spec §7); a failure is reported like any other.
    apiClient.get('/app/rechargerecord/setHasRecharge').catch(() => undefined)
  }, [])
  return (
    <Stack>
      <Heading>{t('userCenter.nav.recharge')}</Heading>
      <Panel>
        <PanelBody>
          <DepositPanelConnected
            key={coin}
            defaultCoin={coin}
            demo={demo}
            labels={panelLabels}
            onDepositSent={() => setSent((n) => n + 1)}
          />
        </PanelBody>
      </Panel>
      <WidgetPanel title={t('widget.depositRecords.title')}>
        {(naming) => (
          <DepositRecordsConnected
            {...naming}
            loggedIn={loggedIn}
            labels={recordLabels}
            refreshKey={sent}
          />
        )}
      </WidgetPanel>
    </Stack>
  )
}

RechargePage.displayName = 'RechargePage'
export { RechargePage as Component }
