import type { Deposit, DepositAddress, WalletCoin } from '@bourse/api-client'
import { depositCoins, pickDepositPair } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { recordsStatus } from '../hooks/useRecords'
import { useApiErrors } from '../shared/apiError'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import type { DepositPair, DepositPanelProps } from './DepositPanel'

export type DepositPanelDataProps = Omit<
  DepositPanelProps,
  | 'coins'
  | 'status'
  | 'errorDetail'
  | 'onRetry'
  | 'address'
  | 'addressStatus'
  | 'addressErrorDetail'
  | 'onAddressRetry'
  | 'onSimulateDeposit'
  | 'locale'
> & {
  /** The coins, when the page has them; loaded from `/app/wallet/coins` when omitted. @default undefined */
  coins?: readonly WalletCoin[]
  /** Demo mode: offers "Send a test deposit" (`/app/dev/chain/send`). @default false */
  demo?: boolean
  /** Called after a test deposit was sent, with the deposit in progress. @default undefined */
  onDepositSent?: (details: { deposit: Deposit }) => void
}

/** A pair's address answer, kept with the pair it answers. */
type AddressAnswer = { key: string; address: DepositAddress }

/** A pair's failed address request, kept with the pair it failed for. */
class AddressFailure {
  constructor(
    readonly key: string,
    readonly failure: unknown,
  ) {}
}

const pairKey = (pair: DepositPair) => `${pair.coin}:${pair.chain}`

/**
 * The deposit panel's state: the coins (unless given), the user's address of each pair shown
 * from `/app/wallet/deposit/address` (answers are kept, so switching back is instant), and in
 * demo mode the test deposits sent over the simulated chain.
 */
export function useDepositPanelData({
  coins: coinsProp,
  demo = false,
  onDepositSent,
  coin: coinProp,
  chain: chainProp,
  defaultCoin,
  defaultChain,
  onChange,
  ...props
}: DepositPanelDataProps): DepositPanelProps {
  const { client, locale } = useWidgets()
  const { describe, toSubmitError } = useApiErrors()

  const loadedCoins = useLoad<readonly WalletCoin[]>(
    !coinsProp,
    useCallback(
      (signal: AbortSignal) => client.get('/app/wallet/coins', { signal, silent: true }),
      [client],
    ),
  )
  const coins = coinsProp ?? loadedCoins.data ?? []
  const status = coinsProp ? 'ready' : recordsStatus(loadedCoins, 1)

  const [own, setOwn] = useState<{ coin?: string | undefined; chain?: string | undefined }>({
    coin: defaultCoin,
    chain: defaultChain,
  })
  const pair = pickDepositPair(depositCoins(coins), coinProp ?? own.coin, chainProp ?? own.chain)
  const shown = pair ? { coin: pair.coin.coin, chain: pair.chain.chain } : null
  const key = shown ? pairKey(shown) : ''

  const [addresses, setAddresses] = useState<Record<string, DepositAddress>>({})
  const known = addresses[key]
  const loadedAddress = useLoad<AddressAnswer>(
    !!shown && !known,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/wallet/deposit/address', { body: shown!, signal, silent: true }).then(
          (address) => ({ key, address }),
          (failure: unknown) => Promise.reject(new AddressFailure(key, failure)),
        ),
      // `shown` is derived from `key`: the request follows the pair, not the object.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [client, key],
    ),
  )
  const answered = loadedAddress.data?.key === key ? loadedAddress.data.address : undefined
  const address = known ?? answered
  useEffect(() => {
    const answer = loadedAddress.data
    if (answer) setAddresses((held) => ({ ...held, [answer.key]: answer.address }))
  }, [loadedAddress.data])
  const failed = loadedAddress.failure
  const failure = failed instanceof AddressFailure && failed.key === key ? failed.failure : null

  const simulate = useCallback(
    async (details: DepositPair & { amount: string }) => {
      try {
        const deposit = await client.post('/app/dev/chain/send', { body: details, silent: true })
        onDepositSent?.({ deposit })
        return deposit
      } catch (error) {
        throw toSubmitError(error)
      }
    },
    [client, toSubmitError, onDepositSent],
  )

  return {
    ...props,
    coins,
    status,
    errorDetail: describe(loadedCoins.failure),
    onRetry: loadedCoins.retry,
    coin: shown?.coin,
    chain: shown?.chain,
    onChange: (next) => {
      setOwn(next)
      onChange?.(next)
    },
    address: address ?? null,
    addressStatus: failure ? 'error' : address ? 'ready' : 'loading',
    addressErrorDetail: describe(failure),
    onAddressRetry: loadedAddress.retry,
    onSimulateDeposit: demo ? simulate : undefined,
    locale,
  }
}
