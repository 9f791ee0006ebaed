import type { AddressCheck, WalletChainId } from '@bourse/rules/wallet'
import { useMemo } from 'react'
import type { LabelsInput, LabelsOf } from '../shared/labels'
import { overDefaults } from '../shared/widgetMessages'

/** A chain an address can be saved for (the bank rail takes cards, not addresses). */
export type AddressChain = Exclude<WalletChainId, 'BANK'>

export const defaultAddressManagerLabels = {
  /** Accessible name of the widget. */
  title: 'Withdrawal addresses',
  /** Accessible name of the add form. */
  addTitle: 'Add an address',
  chain: 'Network',
  address: 'Address',
  label: 'Label (optional)',
  add: 'Save address',
  adding: 'Saving',
  addFailed: 'The address could not be saved.',
  /** Accessible name of the list. */
  list: 'Saved addresses',
  /** Shown for an address saved without a label. */
  noLabel: 'No label',
  /** `{label}`. */
  delete: 'Delete {label}',
  confirmDelete: 'Delete this address?',
  confirm: 'Delete',
  keep: 'Keep',
  deleting: 'Deleting',
  deleteFailed: 'The address could not be deleted.',
  /** Read before an address in select mode (the address's button). */
  select: 'Use',
  empty: 'No saved addresses yet',
  /** `{chain}`. */
  emptyChain: 'No saved {chain} addresses',
  error: 'Addresses could not be loaded.',
  retry: 'Retry',
  loading: 'Loading addresses',
  /** `{max}`. */
  labelTooLong: 'At most {max} characters.',
  /** With the allow-list on: an address that can be withdrawn to now. */
  usable: 'Usable',
  /** With the allow-list on: `{time}` is the time left (HH:MM:SS). */
  usableIn: 'Usable in {time}',
  /** With the allow-list on, above the add form. */
  allowlistNote: 'Withdrawal allow-list on: a new address can be used 24 hours after it is saved.',
  /** Chain names. */
  chains: { ERC20: 'ERC-20', TRC20: 'TRC-20', BTC: 'Bitcoin', ETH: 'Ethereum' } satisfies Record<
    AddressChain,
    string
  >,
  /** Address messages; `{chain}` is filled in. */
  checks: {
    empty: 'Enter an address.',
    format: 'This is not a {chain} address.',
    checksum: 'The address checksum does not match: check it for a typo.',
  } satisfies Record<Exclude<AddressCheck, 'ok'>, string>,
}

export type AddressManagerLabels = LabelsOf<typeof defaultAddressManagerLabels>

/** Labels a site passes: any subset, the nested groups merged key by key. */
export type AddressManagerLabelsInput = LabelsInput<AddressManagerLabels>

/** The site's labels over the English defaults (shared with the withdrawal form). */
export function useAddressManagerLabels(
  input: AddressManagerLabelsInput | undefined,
): AddressManagerLabels {
  return useMemo(() => overDefaults(defaultAddressManagerLabels, input), [input])
}
