export { PendingState, type PendingStateProps } from './PendingState'
