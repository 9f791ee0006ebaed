import type { WithdrawalAddress, WithdrawalAddressAddRequest } from '@bourse/api-client'
import { useCallback } from 'react'
import { recordsStatus } from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import type { AddressManagerProps } from './AddressManager'

export type AddressManagerDataProps = Omit<
  AddressManagerProps,
  'addresses' | 'status' | 'errorDetail' | 'onRetry' | 'onAdd' | 'onDelete'
> & {
  /**
   * With the allow-list on, saving an address needs a step-up: this asks for one (the site's
   * step-up dialog) and resolves with its token, or null when the user cancelled.
   * @default undefined (no token is sent)
   */
  stepUp?: () => Promise<string | null>
}

/** The add form's field each refusal is about; `address.limit` is the form's own. */
const ADD_ERROR_FIELDS: Readonly<Record<string, string>> = {
  'address.invalid': 'address',
  'address.duplicate': 'address',
  'wallet.chain.unsupported': 'chain',
}

/**
 * The signed-in user's address book: lists `GET /app/wallet/address/list`, saves with
 * `POST /app/wallet/address/add` (a refusal under the field it is about; with the allow-list on,
 * after a step-up from `stepUp`) and deletes with
 * `POST /app/wallet/address/delete`, updating the list from each answer. For signed-in users only.
 */
export function useAddressManagerData({
  stepUp,
  ...props
}: AddressManagerDataProps): AddressManagerProps {
  const { client } = useWidgets()
  const { allowlist = false } = props
  const { describe, toSubmitError } = useApiErrors()
  const records = useLoad<WithdrawalAddress[]>(
    true,
    useCallback(
      (signal: AbortSignal) => client.get('/app/wallet/address/list', { signal, silent: true }),
      [client],
    ),
  )
  const { data, failure, setData, retry } = records

  const add = useCallback(
    async (request: WithdrawalAddressAddRequest) => {
      let body = request
      if (allowlist && stepUp) {
        const stepUpToken = await stepUp()
        // Cancelled: the form stays as it was, with the general "could not be saved".
        if (stepUpToken === null) throw new Error('')
        body = { ...request, stepUpToken }
      }
      try {
        const saved = await client.post('/app/wallet/address/add', { body, silent: true })
        setData((list) => [saved, ...(list ?? []).filter((a) => a.id !== saved.id)])
        return saved
      } catch (error) {
        throw toSubmitError(error, ADD_ERROR_FIELDS)
      }
    },
    [client, toSubmitError, setData, allowlist, stepUp],
  )

  const remove = useCallback(
    async ({ id }: { id: string }) => {
      try {
        await client.post('/app/wallet/address/delete', { body: { id }, silent: true })
      } catch (error) {
        throw toSubmitError(error)
      }
      setData((list) => (list ? list.filter((a) => a.id !== id) : list))
    },
    [client, toSubmitError, setData],
  )

  return {
    ...props,
    addresses: data ?? [],
    status: recordsStatus(records, data?.length ?? 0),
    errorDetail: describe(failure),
    onRetry: retry,
    onAdd: add,
    onDelete: remove,
  }
}
