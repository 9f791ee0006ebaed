import type { AddressCheck, WalletChainId } from '@bourse/rules/wallet'
import { useMemo } from 'react'

/** A chain an address can be saved for (the bank rail takes cards, not addresses). */
export type AddressChain = Exclude<WalletChainId, 'BANK'>

export type AddressManagerLabels = {
  /** Accessible name of the widget. @default 'Withdrawal addresses' */
  title: string
  /** Accessible name of the add form. @default 'Add an address' */
  addTitle: string
  /** @default 'Network' */
  chain: string
  /** @default 'Address' */
  address: string
  /** @default 'Label (optional)' */
  label: string
  /** @default 'Save address' */
  add: string
  /** @default 'Saving' */
  adding: string
  /** @default 'The address could not be saved.' */
  addFailed: string
  /** Accessible name of the list. @default 'Saved addresses' */
  list: string
  /** Shown for an address saved without a label. @default 'No label' */
  noLabel: string
  /** `{label}`. @default 'Delete {label}' */
  delete: string
  /** @default 'Delete this address?' */
  confirmDelete: string
  /** @default 'Delete' */
  confirm: string
  /** @default 'Keep' */
  keep: string
  /** @default 'Deleting' */
  deleting: string
  /** @default 'The address could not be deleted.' */
  deleteFailed: string
  /** Read before an address in select mode (the address's button). @default 'Use' */
  select: string
  /** @default 'No saved addresses yet' */
  empty: string
  /** `{chain}`. @default 'No saved {chain} addresses' */
  emptyChain: string
  /** @default 'Addresses could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'Loading addresses' */
  loading: string
  /** `{max}`. @default 'At most {max} characters.' */
  labelTooLong: string
  /** Chain names. */
  chains: Record<AddressChain, string>
  /** Address messages; `{chain}` is filled in. */
  checks: Record<Exclude<AddressCheck, 'ok'>, string>
}

export const defaultAddressManagerLabels: AddressManagerLabels = {
  title: 'Withdrawal addresses',
  addTitle: 'Add an address',
  chain: 'Network',
  address: 'Address',
  label: 'Label (optional)',
  add: 'Save address',
  adding: 'Saving',
  addFailed: 'The address could not be saved.',
  list: 'Saved addresses',
  noLabel: 'No label',
  delete: 'Delete {label}',
  confirmDelete: 'Delete this address?',
  confirm: 'Delete',
  keep: 'Keep',
  deleting: 'Deleting',
  deleteFailed: 'The address could not be deleted.',
  select: 'Use',
  empty: 'No saved addresses yet',
  emptyChain: 'No saved {chain} addresses',
  error: 'Addresses could not be loaded.',
  retry: 'Retry',
  loading: 'Loading addresses',
  labelTooLong: 'At most {max} characters.',
  chains: { ERC20: 'ERC-20', TRC20: 'TRC-20', BTC: 'Bitcoin', ETH: 'Ethereum' },
  checks: {
    empty: 'Enter an address.',
    format: 'This is not a {chain} address.',
    checksum: 'The address checksum does not match: check it for a typo.',
  },
}

/** Labels a site passes: any subset, the nested groups merged key by key. */
export type AddressManagerLabelsInput = Partial<Omit<AddressManagerLabels, 'chains' | 'checks'>> & {
  chains?: Partial<AddressManagerLabels['chains']>
  checks?: Partial<AddressManagerLabels['checks']>
}

/** The site's labels over the English defaults (shared with the withdrawal form). */
export function useAddressManagerLabels(
  input: AddressManagerLabelsInput | undefined,
): AddressManagerLabels {
  return useMemo(
    () => ({
      ...defaultAddressManagerLabels,
      ...input,
      chains: { ...defaultAddressManagerLabels.chains, ...input?.chains },
      checks: { ...defaultAddressManagerLabels.checks, ...input?.checks },
    }),
    [input],
  )
}
