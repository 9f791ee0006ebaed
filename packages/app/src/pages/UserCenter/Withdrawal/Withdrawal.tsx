import type { WebAuthnResponse } from '@bourse/api-client'
import {
  AddressManagerConnected,
  WithdrawalFormConnected,
  WithdrawalRecordsConnected,
} from '@bourse/exchange-widgets'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { apiClient } from '../../../api/client'
import { useStepUp } from '../../../auth/stepUp'
import { signWithPasskey } from '../../../auth/stepUp/passkey'
import { loadingLabels, recordsLabels, retryLabel, useSiteLabels } from '../../../i18n/siteLabels'
import { loginFlagAtom, userInfoAtom } from '../../../session/atoms'
import { Panel, PanelBody } from '../../shared/Page.styles'
import { WidgetPanel } from '../../shared/WidgetPanel'
import { FundPasswordDialog } from '../shared/FundPasswordDialog'
import { Heading, Stack } from '../shared/UserCenter.styles'

/** A passkey's answer to a fresh withdrawal challenge (the browser asks the user for it). */
async function confirmWithPasskey(): Promise<WebAuthnResponse> {
  const options = await apiClient.post('/app/wallet/withdrawal/passkeyOptions', { silent: true })
  return (await signWithPasskey(options)) as WebAuthnResponse
}

/**
 * `/withdrawal?coin=`: the withdrawal form, the address book it picks from, and the user's
 * withdrawals. A user with a passkey confirms with it instead of the authenticator code. The
 * form's "set the fund password" prompt opens the fund password dialog; once
 * it is set, the form loads its limits again.
 * withdrawals. The form's "set the fund password" prompt opens the fund password dialog; once
 * it is set, the form loads its limits again. With the withdrawal allow-list on, the address
 * book counts down to when each address can be used, and a refusal says why.
 */
export function WithdrawalPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const coin = params.get('coin')?.toUpperCase() || undefined
  const user = useAtomValue(userInfoAtom)
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const formLabels = useSiteLabels(loadingLabels)
  const addressLabels = useSiteLabels(retryLabel)
  const recordLabels = useSiteLabels(recordsLabels)
  const [fundDialog, setFundDialog] = useState(false)
  // Counts fund password changes: the form loads its limits and balances again on each.
  const [fundPasswordSets, setFundPasswordSets] = useState(0)
  const [applied, setApplied] = useState(0)
  // The allow-list, as the form's limits say: the address book then counts down per address, on
  // the server's clock (the widgets' `useServerClock`, docs/adr/0028).
  const [allowlist, setAllowlist] = useState(false)
  // Saving an address while the allow-list is on asks for a step-up (docs/adr/0026).
  const stepUp = useStepUp()
  return (
    <Stack>
      <Heading>{t('userCenter.nav.withdrawal')}</Heading>
      <Panel>
        <PanelBody>
          <WithdrawalFormConnected
            key={coin ?? ''}
            refreshKey={fundPasswordSets}
            defaultCoin={coin}
            labels={formLabels}
            addressBookLabels={addressLabels}
            onSetFundPassword={() => setFundDialog(true)}
            onDone={() => setApplied((n) => n + 1)}
            confirmWithPasskey={user?.hasPasskey ? confirmWithPasskey : undefined}
            stepUp={stepUp.confirm}
            onLimits={(limits) => setAllowlist(limits.withdrawalAllowlist)}
          />
        </PanelBody>
      </Panel>
      <WidgetPanel title={t('withdrawal.addressBook')}>
        {(naming) => (
          <AddressManagerConnected
            {...naming}
            labels={addressLabels}
            allowlist={allowlist}
            stepUp={stepUp.confirm}
          />
        )}
      </WidgetPanel>
      <WidgetPanel title={t('widget.withdrawalRecords.title')}>
        {(naming) => (
          <WithdrawalRecordsConnected
            {...naming}
            loggedIn={loggedIn}
            labels={recordLabels}
            refreshKey={applied}
          />
        )}
      </WidgetPanel>
      {fundDialog ? (
        <FundPasswordDialog
          hasFundPassword={user?.hasFundPassword ?? false}
          onClose={() => setFundDialog(false)}
          onDone={() => setFundPasswordSets((n) => n + 1)}
        />
      ) : null}
      {stepUp.dialog}
    </Stack>
  )
}

WithdrawalPage.displayName = 'WithdrawalPage'
export { WithdrawalPage as Component }
