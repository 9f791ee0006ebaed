export { FuturesOrderForm, defaultFuturesOrderFormLabels } from './FuturesOrderForm'
export type {
  FuturesOrderFormLabels,
  FuturesOrderFormLabelsInput,
  FuturesOrderFormProps,
} from './FuturesOrderForm'
export { FuturesOrderFormConnected } from './FuturesOrderForm.connected'
export type { FuturesOrderFormConnectedProps } from './FuturesOrderForm.connected'
