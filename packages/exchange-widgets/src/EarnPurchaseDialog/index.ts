export { defaultEarnPurchaseDialogLabels, EarnPurchaseDialog } from './EarnPurchaseDialog'
export type {
  EarnPurchaseDialogLabels,
  EarnPurchaseDialogLabelsInput,
  EarnPurchaseDialogProps,
  EarnPurchaseSubmit,
} from './EarnPurchaseDialog'
export { EarnPurchaseDialogConnected } from './EarnPurchaseDialog.connected'
export type { EarnPurchaseDialogConnectedProps } from './EarnPurchaseDialog.connected'
