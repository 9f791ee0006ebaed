export { defaultWithdrawalFormLabels, WithdrawalForm } from './WithdrawalForm'
export type {
  WithdrawalFormField,
  WithdrawalFormLabels,
  WithdrawalFormLabelsInput,
  WithdrawalFormProps,
  WithdrawalFormSubmit,
} from './WithdrawalForm'
export { WithdrawalFormConnected } from './WithdrawalForm.connected'
export type { WithdrawalFormConnectedProps } from './WithdrawalForm.connected'
