export * from './WidgetsProvider'
export * from './hooks'
export * from './rules'
export type { WidgetStatus } from './types'
