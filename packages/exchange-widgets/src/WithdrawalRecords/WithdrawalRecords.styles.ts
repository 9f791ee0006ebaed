export {
  Muted,
  RecordsRoot as Root,
  RecordsToolbar as Toolbar,
  StackedStatus,
} from '../shared/RecordsPanel'
