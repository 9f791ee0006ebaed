export { useWidgets, WidgetsProvider } from './WidgetsProvider'
export type { WidgetsContextValue, WidgetsProviderProps } from './WidgetsProvider'
