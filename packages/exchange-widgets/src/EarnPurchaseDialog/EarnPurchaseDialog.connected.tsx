import { isApiError } from '@bourse/api-client'
import { useCallback, useRef } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { newClientId } from '../shared/clientId'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import {
  EarnPurchaseDialog,
  type EarnPurchaseDialogProps,
  type EarnPurchaseSubmit,
} from './EarnPurchaseDialog'

export type EarnPurchaseDialogConnectedProps = Omit<
  EarnPurchaseDialogProps,
  'available' | 'onSubmit' | 'locale'
> & {}

/** The refusals that are about the amount: shown under it. */
const AMOUNT_CODES: Readonly<Record<string, string>> = {
  'mining.amount.range': 'amount',
  'finance.amount.range': 'amount',
  'finance.surplus.insufficient': 'amount',
  'balance.insufficient': 'amount',
  'order.amount.invalid': 'amount',
}

const networkFailure = (error: unknown) =>
  isApiError(error) && (error.code === 'network.timeout' || error.code === 'network.error')

/**
 * The purchase dialog, live: the balance of the paying account (spot for mining, financial for
 * savings, kept live from balance events) and `POST /app/mining/buy` or `POST /app/finance/buy`
 * with a client order id made once per submission and reused when the same submission is retried
 * after a network failure, so nothing is bought twice. For signed-in users only.
 */
export function EarnPurchaseDialogConnected({ offer, ...props }: EarnPurchaseDialogConnectedProps) {
  const { client, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const spot = useAccountBalances('spot', offer?.kind === 'mining')
  const financial = useAccountBalances('financial', offer?.kind === 'savings')
  const source = offer?.kind === 'savings' ? financial : spot
  const coin = offer ? (offer.kind === 'mining' ? offer.pool.currency : offer.product.currency) : ''
  const available = source.status === 'ready' ? balanceOf(source.balances, coin).available : null

  const inFlight = useRef<{ key: string; clientOrderId: string } | null>(null)
  const submit = useCallback(
    async (request: EarnPurchaseSubmit) => {
      const key = JSON.stringify(request)
      if (inFlight.current?.key !== key)
        inFlight.current = { key, clientOrderId: newClientId('earn') }
      const { clientOrderId } = inFlight.current
      try {
        const order =
          request.kind === 'mining'
            ? await client.post('/app/mining/buy', {
                body: { clientOrderId, poolId: request.poolId, amount: request.amount },
                silent: true,
              })
            : await client.post('/app/finance/buy', {
                body: { clientOrderId, productId: request.productId, amount: request.amount },
                silent: true,
              })
        inFlight.current = null
        return order
      } catch (error) {
        // The server answered: that id is settled. A network failure keeps it for a retry.
        if (!networkFailure(error)) inFlight.current = null
        throw toSubmitError(error, AMOUNT_CODES)
      }
    },
    [client, toSubmitError],
  )

  return (
    <EarnPurchaseDialog
      {...props}
      offer={offer}
      available={available}
      onSubmit={submit}
      locale={locale}
    />
  )
}
EarnPurchaseDialogConnected.displayName = 'EarnPurchaseDialogConnected'
