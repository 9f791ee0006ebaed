import { useWidgets, type SpotBalancesState } from '@bourse/exchange-widgets'
import { Button, useToast } from '@bourse/ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDemoMode } from '../../hooks/useDemoMode'
import { DemoFunds } from './SpotTrading.styles'

/**
 * On a demo server, a signed-in account that holds nothing is offered its one-off demo funds (a
 * `demo_credit` ledger entry on the server), so it can trade before deposits exist. The offer goes
 * once the account holds anything, or once the server says the credit was used.
 */
export function DemoFundsOffer({ balances }: { balances: SpotBalancesState }) {
  const { t } = useTranslation()
  const { client } = useWidgets()
  const toast = useToast()
  const demo = useDemoMode()
  const [crediting, setCrediting] = useState(false)
  const [used, setUsed] = useState(false)

  const holdsNothing =
    balances.status === 'ready' && balances.balances.every((b) => b.total === '0')
  if (!demo || !holdsNothing || used) return null

  const credit = async () => {
    setCrediting(true)
    try {
      await client.post('/app/spot/demoCredit', { silent: true })
      toast.show({ message: t('trade.balances.demoCredited'), tone: 'positive' })
    } catch {
      // Already credited: the offer goes away and the balances tell the rest.
      balances.reload()
    } finally {
      setUsed(true)
      setCrediting(false)
    }
  }

  return (
    <DemoFunds role="status">
      <span>{t('trade.balances.demoOffer')}</span>
      <Button variant="primary" size="sm" loading={crediting} onClick={() => void credit()}>
        {t('trade.balances.demoButton')}
      </Button>
    </DemoFunds>
  )
}

DemoFundsOffer.displayName = 'DemoFundsOffer'
