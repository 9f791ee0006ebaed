export { Muted, StackedStatus } from '../shared/RecordsPanel'
