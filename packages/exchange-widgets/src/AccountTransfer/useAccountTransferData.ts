import type { WalletAccount } from '@bourse/api-client'
import { withSource } from '@bourse/rules/contracts'
import { useCallback, useState } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { useApiErrors } from '../shared/apiError'
import { useIdempotentSubmit } from '../shared/idempotentSubmit'
import { useWidgets } from '../WidgetsProvider'
import type { AccountTransferProps, AccountTransferSubmit } from './AccountTransfer'
import type { AccountTransferConnectedProps } from './AccountTransfer.connected'

/**
 * The AccountTransfer's data: the source account's balance (`useAccountBalances`) and the
 * submit, each transfer sent once under its client transfer id.
 */
export function useAccountTransferData({
  defaultFrom = 'spot',
  defaultTo = 'contract',
  assets,
  ...props
}: AccountTransferConnectedProps): AccountTransferProps {
  const { client, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const [from, setFrom] = useState<WalletAccount>(() => withSource(defaultFrom, defaultTo)[0])
  const [asset, setAsset] = useState(assets?.[0] ?? 'USDT')
  const source = useAccountBalances(from, true)
  const submitOnce = useIdempotentSubmit('t')

  const submit = useCallback(
    async (request: AccountTransferSubmit) => {
      try {
        const transfer = await submitOnce(request, (clientTransferId) =>
          client.post('/app/account/transfer', {
            body: { clientTransferId, ...request },
            silent: true,
          }),
        )
        source.reload()
        return transfer
      } catch (error) {
        throw toSubmitError(error)
      }
    },
    [client, submitOnce, toSubmitError, source],
  )

  return {
    ...props,
    defaultFrom,
    defaultTo,
    assets,
    balances:
      source.status === 'ready' ? { [from]: balanceOf(source.balances, asset).available } : {},
    onAccountsChange: ({ from: next, asset: nextAsset }) => {
      setFrom(next)
      setAsset(nextAsset)
    },
    onSubmit: submit,
    locale,
  }
}
