export { Muted } from '../shared/RecordsPanel'
