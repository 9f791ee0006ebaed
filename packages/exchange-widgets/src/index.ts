export * from './WidgetsProvider'
