import { isApiError, type WalletCoin, type WithdrawalLimits } from '@bourse/api-client'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { AddressManagerConnected } from '../AddressManager'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { useGivenOrLoaded } from '../hooks/useRecords'
import { useApiErrors } from '../shared/apiError'
import { useIdempotentSubmit } from '../shared/idempotentSubmit'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import type { WithdrawalFormProps, WithdrawalFormSubmit } from './WithdrawalForm'
import type { WithdrawalFormConnectedProps } from './WithdrawalForm.connected'

/** The field each refusal is about; the others show above the button. */
const APPLY_ERROR_FIELDS: Readonly<Record<string, string>> = {
  'fund.password.error': 'fundPassword',
  'authenticator.code.error': 'authenticatorCode',
  'address.invalid': 'address',
  'bank.card.invalid': 'cardNumber',
}

/** Refusals after which the limits are loaded again (the form then shows the block). */
const LIMIT_CODES = new Set(['account.frozen', 'withdrawal.blocked', 'fund.password.unset'])

/** The WithdrawalForm's data: what `WithdrawalFormConnected` loads and the submit. */
export function useWithdrawalFormData({
  addressBookLabels,
  onDone,
  refreshKey,
  confirmWithPasskey,
  onLimits,
  stepUp,
  ...props
}: WithdrawalFormConnectedProps): WithdrawalFormProps {
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
  const limits = limitsPage.data
  const onLimitsRef = useRef(onLimits)
  onLimitsRef.current = onLimits
  useEffect(() => {
    if (limits) onLimitsRef.current?.(limits)
  }, [limits])
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

  const submitOnce = useIdempotentSubmit('w')
  const { reload: reloadLimits } = limitsPage
  const submit = useCallback(
    async (request: WithdrawalFormSubmit) => {
      try {
        const passkey = confirmWithPasskey ? await confirmWithPasskey() : undefined
        const withdrawal = await submitOnce(request, (clientWithdrawalId) =>
          client.post('/app/wallet/withdrawal/apply', {
            body: { clientWithdrawalId, ...request, ...(passkey ? { passkey } : {}) },
            silent: true,
          }),
        )
        reloadLimits()
        spot.reload()
        fiat.reload()
        return withdrawal
      } catch (error) {
        if (isApiError(error) && LIMIT_CODES.has(error.code)) reloadLimits()
        throw toSubmitError(error, APPLY_ERROR_FIELDS)
      }
    },
    [client, submitOnce, toSubmitError, reloadLimits, spot, fiat, confirmWithPasskey],
  )

  const failure = coinsPage.failure ?? limitsPage.failure
  const status = failure
    ? 'error'
    : coinsPage.data === null || limitsPage.data === null
      ? 'loading'
      : 'ready'

  return {
    ...props,
    coins,
    limits: limitsPage.data,
    status,
    errorDetail: describe(failure),
    onRetry: () => {
      if (coinsPage.failure) coinsPage.retry()
      if (limitsPage.failure) limitsPage.retry()
    },
    balances,
    prices,
    renderAddressBook: ({ chain, onSelect }) => (
      <AddressManagerConnected
        mode="select"
        chain={chain}
        allowlist={limits?.withdrawalAllowlist ?? false}
        onSelect={onSelect}
        labels={addressBookLabels}
        stepUp={stepUp}
      />
    ),
    onSubmit: submit,
    passkey: confirmWithPasskey !== undefined,
    onDone,
    locale,
  }
}
