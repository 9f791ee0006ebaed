export { DeskLayout } from './DeskLayout'
export type { DeskLayoutProps, DeskSlot } from './DeskLayout'
