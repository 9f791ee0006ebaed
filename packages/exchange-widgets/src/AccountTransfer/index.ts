export { AccountTransfer, defaultAccountTransferLabels } from './AccountTransfer'
export type {
  AccountTransferLabels,
  AccountTransferProps,
  AccountTransferSubmit,
} from './AccountTransfer'
export { AccountTransferConnected } from './AccountTransfer.connected'
export type { AccountTransferConnectedProps } from './AccountTransfer.connected'
