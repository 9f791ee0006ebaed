export { SpotOrderForm } from './SpotOrderForm'
export { defaultSpotOrderFormLabels } from './SpotOrderForm.labels'
export type { SpotOrderFormLabels } from './SpotOrderForm.labels'
export type {
  SpotOrderFormLabelsInput,
  SpotOrderFormProps,
  SpotOrderSubmit,
} from './SpotOrderForm.types'
export { SpotOrderFormConnected } from './SpotOrderForm.connected'
export type { SpotOrderFormConnectedProps } from './SpotOrderForm.connected'
