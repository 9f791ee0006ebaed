import { EarnPurchaseDialog, type EarnPurchaseDialogProps } from './EarnPurchaseDialog'
import { useEarnPurchaseDialogData } from './useEarnPurchaseDialogData'

export type EarnPurchaseDialogConnectedProps = Omit<
  EarnPurchaseDialogProps,
  'available' | 'onSubmit' | 'locale'
> & {}

/**
 * The purchase dialog, live: the balance of the paying account (spot for mining, financial for
 * savings, kept live from balance events) and `POST /app/mining/buy` or `POST /app/finance/buy`
 * with a client order id made once per submission and reused when the same submission is retried
 * after a network failure, so nothing is bought twice. For signed-in users only.
 */
export function EarnPurchaseDialogConnected(props: EarnPurchaseDialogConnectedProps) {
  const state = useEarnPurchaseDialogData(props)
  return <EarnPurchaseDialog {...state} />
}
EarnPurchaseDialogConnected.displayName = 'EarnPurchaseDialogConnected'
