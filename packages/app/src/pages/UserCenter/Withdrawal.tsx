import {
  AddressManagerConnected,
  WithdrawalFormConnected,
  WithdrawalRecordsConnected,
} from '@bourse/exchange-widgets'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { errorCodeMessage } from '../../errors'
import {
  useAddressManagerLabels,
  useWithdrawalFormLabels,
  useWithdrawalRecordsLabels,
} from '../../markets/walletLabels'
import { loginFlagAtom, userInfoAtom } from '../../session/atoms'
import { Panel, PanelBody, PanelHead, PanelTitle } from '../shared/Page.styles'
import { FundPasswordDialog } from './FundPasswordDialog'
import { Heading, Stack } from './UserCenter.styles'

/**
 * `/withdrawal?coin=`: the withdrawal form, the address book it picks from, and the user's
 * withdrawals. The form's "set the fund password" prompt opens the fund password dialog; once
 * it is set, the form loads its limits again.
 */
export function WithdrawalPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const coin = params.get('coin')?.toUpperCase() || undefined
  const user = useAtomValue(userInfoAtom)
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const formLabels = useWithdrawalFormLabels()
  const addressLabels = useAddressManagerLabels()
  const recordsLabels = useWithdrawalRecordsLabels()
  const errorMessage = useCallback((code: string) => errorCodeMessage(i18n, code), [i18n])
  const [fundDialog, setFundDialog] = useState(false)
  // Remounting the form reloads its coins and limits (after the fund password is set).
  const [formKey, setFormKey] = useState(0)
  const [applied, setApplied] = useState(0)
  return (
    <Stack>
      <Heading>{t('userCenter.nav.withdrawal')}</Heading>
      <Panel>
        <PanelBody>
          <WithdrawalFormConnected
            key={`${coin ?? ''}-${formKey}`}
            defaultCoin={coin}
            labels={formLabels}
            addressBookLabels={addressLabels}
            errorMessage={errorMessage}
            onSetFundPassword={() => setFundDialog(true)}
            onDone={() => setApplied((n) => n + 1)}
          />
        </PanelBody>
      </Panel>
      <Panel aria-labelledby="withdrawal-address-book">
        <PanelHead>
          <PanelTitle id="withdrawal-address-book">{t('withdrawal.addressBook')}</PanelTitle>
        </PanelHead>
        <PanelBody>
          <AddressManagerConnected labels={addressLabels} errorMessage={errorMessage} />
        </PanelBody>
      </Panel>
      <Panel aria-labelledby="withdrawal-records">
        <PanelHead>
          <PanelTitle id="withdrawal-records">{t('widget.withdrawalRecords.title')}</PanelTitle>
        </PanelHead>
        <PanelBody>
          <WithdrawalRecordsConnected
            loggedIn={loggedIn}
            labels={recordsLabels}
            errorMessage={errorMessage}
            refreshKey={applied}
          />
        </PanelBody>
      </Panel>
      {fundDialog ? (
        <FundPasswordDialog
          hasFundPassword={user?.hasFundPassword ?? false}
          onClose={() => setFundDialog(false)}
          onDone={() => setFormKey((n) => n + 1)}
        />
      ) : null}
    </Stack>
  )
}

WithdrawalPage.displayName = 'WithdrawalPage'
export { WithdrawalPage as Component }
