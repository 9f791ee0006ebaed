import { AddressManager } from './AddressManager'
import { useAddressManagerData, type AddressManagerDataProps } from './useAddressManagerData'

export type AddressManagerConnectedProps = AddressManagerDataProps

/**
 * The signed-in user's address book, live: lists `GET /app/wallet/address/list`, saves with
 * `POST /app/wallet/address/add` (a refusal under the field it is about) and deletes with
 * `POST /app/wallet/address/delete`, updating the list from each answer. For signed-in users only.
 */
export function AddressManagerConnected(props: AddressManagerConnectedProps) {
  const state = useAddressManagerData(props)
  return <AddressManager {...state} />
}
AddressManagerConnected.displayName = 'AddressManagerConnected'
