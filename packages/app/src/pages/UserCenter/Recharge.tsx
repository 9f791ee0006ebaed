import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../../api/client'
import { PanelWithEmpty } from '../shared/PanelWithEmpty'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { Heading, Notes, Stack } from './UserCenter.styles'

/** Deposit: records that the user opened the page, then shows the deposit rules. */
export function RechargePage() {
  const { t } = useTranslation()
  useEffect(() => {
    // The result is not used (spec §7); a failure is reported like any other.
    apiClient.get('/app/rechargerecord/setHasRecharge').catch(() => undefined)
  }, [])
  return (
    <Stack>
      <Heading>{t('userCenter.nav.recharge')}</Heading>
      <PanelWithEmpty
        title={t('recharge.address')}
        emptyTitle={t('recharge.empty')}
        emptyDescription={t('recharge.emptyBody')}
        icon="wallet"
      />
      <Panel>
        <PanelHead>
          <PanelTitle>{t('recharge.notes.title')}</PanelTitle>
        </PanelHead>
        <PanelBody>
          <Notes>
            <li>{t('recharge.notes.confirmations', { confirmations: 12 })}</li>
            <li>{t('recharge.notes.minimum', { amount: '0.001' })}</li>
            <li>{t('recharge.notes.coins', { coins: 'USDT, BTC, ETH' })}</li>
          </Notes>
        </PanelBody>
      </Panel>
    </Stack>
  )
}

RechargePage.displayName = 'RechargePage'
export { RechargePage as Component }
