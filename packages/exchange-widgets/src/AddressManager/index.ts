export {
  ADDRESS_LABEL_MAX,
  AddressManager,
  defaultAddressManagerLabels,
  useAddressManagerLabels,
} from './AddressManager'
export type {
  AddressChain,
  AddressManagerLabels,
  AddressManagerLabelsInput,
  AddressManagerProps,
} from './AddressManager'
export { AddressManagerConnected } from './AddressManager.connected'
export type { AddressManagerConnectedProps } from './AddressManager.connected'
