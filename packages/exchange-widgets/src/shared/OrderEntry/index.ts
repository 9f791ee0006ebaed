// The shared parts (SideSwitch, OrderTypeTabs, MarketPriceField, FigureRow, AvailableRow,
// SubmitBlock) and their props types.
export * from './OrderEntry'
export { defaultTpSlMessages } from './tpslMessages'
export { usePriceFill, type PriceFillOptions } from './usePriceFill'
export { refusalMessage, useEntryFeedback } from './useEntryFeedback'
export { networkFailure, useIdempotentPlace } from './useIdempotentPlace'
export { ChoiceButtons, type ChoiceButtonsProps } from './ChoiceButtons'
