export {
  AvailableRow,
  FigureRow,
  MarketPriceField,
  OrderTypeTabs,
  SideSwitch,
  SubmitBlock,
  type AvailableRowProps,
  type FigureRowProps,
  type MarketPriceFieldProps,
  type OrderTypeTabsProps,
  type SideSwitchProps,
  type SubmitBlockProps,
} from './OrderEntry'
export { defaultTpSlMessages } from './tpslMessages'
export { usePriceFill, type PriceFillOptions } from './usePriceFill'
export { refusalMessage, useEntryFeedback } from './useEntryFeedback'
export { networkFailure, useIdempotentPlace } from './useIdempotentPlace'
export { ChoiceButtons, type ChoiceButtonsProps } from './ChoiceButtons'
