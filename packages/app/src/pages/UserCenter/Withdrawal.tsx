import { useTranslation } from 'react-i18next'
import { PanelWithEmpty } from '../shared/PanelWithEmpty'
import { Heading, Stack } from './UserCenter.styles'

/** Withdrawal addresses and requests. */
export function WithdrawalPage() {
  const { t } = useTranslation()
  return (
    <Stack>
      <Heading>{t('userCenter.nav.withdrawal')}</Heading>
      <PanelWithEmpty
        title={t('withdrawal.addresses')}
        emptyTitle={t('withdrawal.empty')}
        emptyDescription={t('withdrawal.emptyBody')}
        icon="wallet"
      />
    </Stack>
  )
}

WithdrawalPage.displayName = 'WithdrawalPage'
export { WithdrawalPage as Component }
