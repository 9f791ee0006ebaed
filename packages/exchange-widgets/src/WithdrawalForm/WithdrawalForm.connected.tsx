import { isApiError, type WalletCoin, type WithdrawalLimits } from '@bourse/api-client'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { AddressManagerConnected, type AddressManagerConnectedProps } from '../AddressManager'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { useGivenOrLoaded } from '../hooks/useRecords'
import { useLoad } from '../shared/load'
import { newClientId } from '../shared/clientId'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import {
  WithdrawalForm,
  type WithdrawalFormProps,
  type WithdrawalFormSubmit,
} from './WithdrawalForm'

export type WithdrawalFormConnectedProps = Omit<
  WithdrawalFormProps,
  | 'coins'
  | 'limits'
  | 'status'
  | 'errorDetail'
  | 'onRetry'
  | 'balances'
  | 'prices'
  | 'renderAddressBook'
  | 'onSubmit'
  | 'locale'
> & {
  /** Labels of the address book opened from the form. @default English */
  addressBookLabels?: AddressManagerConnectedProps['labels']
  /**
   * Change it to load the limits and balances again, keeping what the user typed (after the
   * page set the fund password, say). @default undefined
   */
  refreshKey?: unknown
}

/** The field each refusal is about; the others show above the button. */
const APPLY_ERROR_FIELDS: Readonly<Record<string, string>> = {
  'fund.password.error': 'fundPassword',
  'authenticator.code.error': 'authenticatorCode',
  'address.invalid': 'address',
  'bank.card.invalid': 'cardNumber',
}

/** Refusals after which the limits are loaded again (the form then shows the block). */
const LIMIT_CODES = new Set(['account.frozen', 'withdrawal.blocked', 'fund.password.unset'])

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

/**
 * The withdrawal form, live: coins from `GET /app/wallet/coins`, limits and blocks from
 * `GET /app/wallet/withdrawal/limits`, the spot and fiat balances (`useAccountBalances`), USDT
 * prices from `GET /app/market/tickers`, the address book (`AddressManagerConnected`), and
 * `POST /app/wallet/withdrawal/apply` with a client withdrawal id made once per submission and
 * reused when the same submission is retried after a network failure, so money never leaves
 * twice. For signed-in users only.
 */
export function WithdrawalFormConnected({
  addressBookLabels,
  onDone,
  refreshKey,
  ...props
}: WithdrawalFormConnectedProps) {
  const { client, locale } = useWidgets()
  const { describe, toSubmitError } = useApiErrors()
  const coinsPage = useLoad<WalletCoin[]>(
    true,
    useCallback(
      (signal: AbortSignal) => client.get('/app/wallet/coins', { signal, silent: true }),
      [client],
    ),
  )
  const limitsPage = useLoad<WithdrawalLimits>(
    true,
    useCallback(
      (signal: AbortSignal) =>
        client.get('/app/wallet/withdrawal/limits', { signal, silent: true }),
      [client],
    ),
    refreshKey,
  )
  const spot = useAccountBalances('spot', true)
  const fiat = useAccountBalances('fiat', true)
  const { reload: reloadSpot } = spot
  const { reload: reloadFiat } = fiat
  const shownKey = useRef(refreshKey)
  useEffect(() => {
    // The limits reload through their `refreshKey`; the balances on a change of it only.
    if (Object.is(shownKey.current, refreshKey)) return
    shownKey.current = refreshKey
    reloadSpot()
    reloadFiat()
  }, [refreshKey, reloadSpot, reloadFiat])
  const tickers = useGivenOrLoaded(
    undefined,
    useCallback(
      (signal: AbortSignal) => client.get('/app/market/tickers', { signal, silent: true }),
      [client],
    ),
  )

  const coins = coinsPage.data ?? undefined
  const balances = useMemo(() => {
    const out: Record<string, string | null> = {}
    for (const c of coins ?? []) {
      const source = c.account === 'fiat' ? fiat : spot
      out[c.coin] = source.status === 'ready' ? balanceOf(source.balances, c.coin).available : null
    }
    return out
  }, [coins, spot, fiat])
  const prices = useMemo(() => {
    const out: Record<string, string> = {}
    for (const t of tickers ?? [])
      if (t.symbol.endsWith('USDT')) out[t.symbol.slice(0, -4)] = t.last
    return out
  }, [tickers])

  const inFlight = useRef<{ key: string; clientWithdrawalId: string } | null>(null)
  const { reload: reloadLimits } = limitsPage
  const submit = useCallback(
    async (request: WithdrawalFormSubmit) => {
      const key = JSON.stringify(request)
      if (inFlight.current?.key !== key)
        inFlight.current = { key, clientWithdrawalId: newClientId('w') }
      const { clientWithdrawalId } = inFlight.current
      try {
        const withdrawal = await client.post('/app/wallet/withdrawal/apply', {
          body: { clientWithdrawalId, ...request },
          silent: true,
        })
        inFlight.current = null
        reloadLimits()
        spot.reload()
        fiat.reload()
        return withdrawal
      } catch (error) {
        // The server answered: that id is settled. A network failure keeps it for a retry.
        if (!networkFailure(error)) inFlight.current = null
        if (isApiError(error) && LIMIT_CODES.has(error.code)) reloadLimits()
        throw toSubmitError(error, APPLY_ERROR_FIELDS)
      }
    },
    [client, toSubmitError, reloadLimits, spot, fiat],
  )

  const failure = coinsPage.failure ?? limitsPage.failure
  const status = failure
    ? 'error'
    : coinsPage.data === null || limitsPage.data === null
      ? 'loading'
      : 'ready'

  return (
    <WithdrawalForm
      {...props}
      coins={coins}
      limits={limitsPage.data}
      status={status}
      errorDetail={describe(failure)}
      onRetry={() => {
        if (coinsPage.failure) coinsPage.retry()
        if (limitsPage.failure) limitsPage.retry()
      }}
      balances={balances}
      prices={prices}
      renderAddressBook={({ chain, onSelect }) => (
        <AddressManagerConnected
          mode="select"
          chain={chain}
          onSelect={onSelect}
          labels={addressBookLabels}
        />
      )}
      onSubmit={submit}
      onDone={onDone}
      locale={locale}
    />
  )
}
WithdrawalFormConnected.displayName = 'WithdrawalFormConnected'
