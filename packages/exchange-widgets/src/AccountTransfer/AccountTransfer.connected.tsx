import { isApiError, type WalletAccount } from '@bourse/api-client'
import { withSource } from '@bourse/rules/contracts'
import { useCallback, useRef, useState } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { newClientId } from '../shared/clientId'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import {
  AccountTransfer,
  type AccountTransferProps,
  type AccountTransferSubmit,
} from './AccountTransfer'

export type AccountTransferConnectedProps = Omit<
  AccountTransferProps,
  'balances' | 'onAccountsChange' | 'onSubmit' | 'locale'
> & {}

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

/**
 * The transfer form, live: follows the source account's balance (`useAccountBalances`) for
 * "All" and the check, and posts `/app/account/transfer` with a client transfer id made once per
 * submission and reused when the same transfer is retried after a network failure, so it never
 * moves the money twice. For signed-in users only.
 */
export function AccountTransferConnected({
  defaultFrom = 'spot',
  defaultTo = 'contract',
  assets,
  ...props
}: AccountTransferConnectedProps) {
  const { client, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const [from, setFrom] = useState<WalletAccount>(() => withSource(defaultFrom, defaultTo)[0])
  const [asset, setAsset] = useState(assets?.[0] ?? 'USDT')
  const source = useAccountBalances(from, true)
  const inFlight = useRef<{ key: string; clientTransferId: string } | null>(null)

  const submit = useCallback(
    async (request: AccountTransferSubmit) => {
      const key = JSON.stringify(request)
      if (inFlight.current?.key !== key)
        inFlight.current = { key, clientTransferId: newClientId('t') }
      const { clientTransferId } = inFlight.current
      try {
        const transfer = await client.post('/app/account/transfer', {
          body: { clientTransferId, ...request },
          silent: true,
        })
        inFlight.current = null
        source.reload()
        return transfer
      } catch (error) {
        // The server answered: that id is settled. A network failure keeps it for a retry.
        if (!networkFailure(error)) inFlight.current = null
        throw toSubmitError(error)
      }
    },
    [client, toSubmitError, source],
  )

  return (
    <AccountTransfer
      {...props}
      defaultFrom={defaultFrom}
      defaultTo={defaultTo}
      assets={assets}
      balances={
        source.status === 'ready' ? { [from]: balanceOf(source.balances, asset).available } : {}
      }
      onAccountsChange={({ from: next, asset: nextAsset }) => {
        setFrom(next)
        setAsset(nextAsset)
      }}
      onSubmit={submit}
      locale={locale}
    />
  )
}
AccountTransferConnected.displayName = 'AccountTransferConnected'
