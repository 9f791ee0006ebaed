import type { Deposit, DepositAddress, WalletCoin } from '@bourse/api-client'
import { depositCoins, pickDepositPair } from '@bourse/rules'
import { useCallback, useEffect, useState } from 'react'
import { recordsStatus } from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import { DepositPanel, type DepositPair, type DepositPanelProps } from './DepositPanel'

export type DepositPanelConnectedProps = Omit<
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

type AddressState = { key: string; address: DepositAddress | null; failure: unknown }

const pairKey = (pair: DepositPair) => `${pair.coin}:${pair.chain}`

/**
 * The deposit panel, live: loads the coins (unless given), asks `/app/wallet/deposit/address`
 * for the user's address of each pair shown (answers are kept, so switching back is instant),
 * and in demo mode sends test deposits over the simulated chain. For signed-in users only.
 */
export function DepositPanelConnected({
  coins: coinsProp,
  demo = false,
  onDepositSent,
  coin: coinProp,
  chain: chainProp,
  defaultCoin,
  defaultChain,
  onChange,
  ...props
}: DepositPanelConnectedProps) {
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
  const [current, setCurrent] = useState<AddressState | null>(null)
  const [attempt, setAttempt] = useState(0)
  const known = addresses[key]

  useEffect(() => {
    if (!shown || known) return
    const controller = new AbortController()
    const { signal } = controller
    setCurrent({ key, address: null, failure: null })
    client.post('/app/wallet/deposit/address', { body: shown, signal, silent: true }).then(
      (address) => {
        if (signal.aborted) return
        setAddresses((held) => ({ ...held, [key]: address }))
        setCurrent({ key, address, failure: null })
      },
      (failure: unknown) => {
        if (!signal.aborted) setCurrent({ key, address: null, failure })
      },
    )
    return () => controller.abort()
    // `shown` is derived from `key`: the request follows the pair, not the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, known, attempt])

  const failure = current?.key === key ? current.failure : null

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

  return (
    <DepositPanel
      {...props}
      coins={coins}
      status={status}
      errorDetail={describe(loadedCoins.failure)}
      onRetry={loadedCoins.retry}
      coin={shown?.coin}
      chain={shown?.chain}
      onChange={(next) => {
        setOwn(next)
        onChange?.(next)
      }}
      address={known ?? null}
      addressStatus={failure ? 'error' : known ? 'ready' : 'loading'}
      addressErrorDetail={describe(failure)}
      onAddressRetry={() => setAttempt((n) => n + 1)}
      onSimulateDeposit={demo ? simulate : undefined}
      locale={locale}
    />
  )
}
DepositPanelConnected.displayName = 'DepositPanelConnected'
