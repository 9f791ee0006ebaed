export * from './WidgetsProvider'
export * from './hooks'
// The server's clock every countdown and expiry reads (docs/adr/0028).
export * from './serverClock'
export type { WidgetStatus } from './types'
export * from './DepthChart'
export * from './OrderBook'
export * from './CandleChart'
export * from './MarketList'
export * from './TradeTape'
export * from './Ticker'
export * from './OrdersTable'
export * from './RobotPanel'
export * from './SpotOrderForm'
export * from './FuturesOrderForm'
export * from './PositionTable'
export * from './SecondContractTicket'
export * from './SecondOrdersTable'
export * from './FuturesOrdersTable'
export * from './AccountTransfer'
export * from './DepositPanel'
export * from './DepositRecords'
export * from './AssetAllocation'
export * from './AddressManager'
export * from './WithdrawalForm'
export * from './WithdrawalRecords'
export * from './KycUploader'
export * from './EarnProductCard'
export * from './EarnPurchaseDialog'
export * from './MiningOrdersTable'
export * from './MiningEarningsTable'
export * from './SavingsOrdersTable'
export * from './EarnOrderDetail'
export * from './shared/kycPhoto'
// Display formatting in the widgets' terms (precision, locale), on @bourse/ui's formatNumber.
export * from './shared/marketFormat'
export { canvasPngBlob, copyCanvasPng, downloadBlob, downloadCanvasPng } from './shared/canvasImage'
export { newClientId } from './shared/clientId'
export {
  labelsFromMessages,
  useWidgetMessages,
  useWidgetLabels,
  WidgetMessagesProvider,
} from './shared/widgetMessages'
export type {
  LabelKeys,
  WidgetMessagesInput,
  WidgetMessagesProviderProps,
} from './shared/widgetMessages'
export { widgetMessageParts } from './locales/messages'
export type { WidgetMessageKey, WidgetMessagePart, WidgetMessages } from './locales/messages'
export type { LabelsInput, LabelsOf } from './shared/labels'
export { describeFailure, useApiErrors } from './shared/apiError'
export type { ApiErrors, ErrorText } from './shared/apiError'
export { useLoad } from './shared/load'
export type { Load, Loaded } from './shared/load'
