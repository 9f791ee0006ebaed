import type { WalletAccount } from '@bourse/api-client'
import { AccountTransferConnected } from '@bourse/exchange-widgets'
import { Modal } from '@bourse/ui'
import { useTranslation } from 'react-i18next'

export type TransferDirection = { from: WalletAccount; to: WalletAccount }

/**
 * Transfer between the user's accounts, loaded when first opened: from a trading desk (spot →
 * contract for futures, spot → second for second contracts by default) and from `/myassets`.
 */
export default function TransferDialog({
  direction,
  assets,
  onClose,
  onDone,
}: {
  direction: TransferDirection
  /** Assets that can be moved. @default ['USDT'] */
  assets?: readonly string[]
  onClose: () => void
  onDone?: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal open title={t('trade.transfer.title')} closeLabel={t('common.close')} onClose={onClose}>
      <AccountTransferConnected
        defaultFrom={direction.from}
        defaultTo={direction.to}
        assets={assets}
        onCancel={onClose}
        onDone={() => {
          onDone?.()
          onClose()
        }}
      />
    </Modal>
  )
}
