export {
  labelsFromMessages,
  overDefaults,
  useMessageLabels,
  useWidgetLabels,
  useWidgetMessages,
  WidgetMessagesProvider,
} from './widgetMessages'
export type { LabelKeys, WidgetMessagesInput, WidgetMessagesProviderProps } from './widgetMessages'
export { pagerLabelKeys, recordsPanelLabelKeys } from './widgetMessages'
