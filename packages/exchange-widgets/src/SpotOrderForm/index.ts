export { SpotOrderForm, defaultSpotOrderFormLabels } from './SpotOrderForm'
export type {
  SpotOrderFormLabels,
  SpotOrderFormLabelsInput,
  SpotOrderFormProps,
  SpotOrderSubmit,
} from './SpotOrderForm'
export { SpotOrderFormConnected } from './SpotOrderForm.connected'
export type { SpotOrderFormConnectedProps } from './SpotOrderForm.connected'
