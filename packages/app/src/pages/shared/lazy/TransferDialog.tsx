import type { WalletAccount } from '@bourse/api-client'
import { AccountTransferConnected } from '@bourse/exchange-widgets'
import { Modal } from '@bourse/ui'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { errorCodeMessage } from '../../../errors'
import { useAccountTransferLabels } from '../../../markets/contractLabels'

export type TransferDirection = { from: WalletAccount; to: WalletAccount }

/**
 * Transfer between the user's accounts from a trading desk (spot → contract for futures, spot →
 * second for second contracts by default); loaded when first opened.
 */
export default function TransferDialog({
  direction,
  onClose,
  onDone,
}: {
  direction: TransferDirection
  onClose: () => void
  onDone?: () => void
}) {
  const { t, i18n } = useTranslation()
  const labels = useAccountTransferLabels()
  const errorMessage = useCallback((code: string) => errorCodeMessage(i18n, code), [i18n])
  return (
    <Modal open title={t('trade.transfer.title')} closeLabel={t('common.close')} onClose={onClose}>
      <AccountTransferConnected
        defaultFrom={direction.from}
        defaultTo={direction.to}
        labels={labels}
        errorMessage={errorMessage}
        onCancel={onClose}
        onDone={() => {
          onDone?.()
          onClose()
        }}
      />
    </Modal>
  )
}
