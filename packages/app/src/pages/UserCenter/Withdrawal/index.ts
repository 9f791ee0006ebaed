export { WithdrawalPage, Component } from './Withdrawal'
