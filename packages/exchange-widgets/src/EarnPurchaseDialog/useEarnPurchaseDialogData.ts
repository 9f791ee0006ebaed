import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { useCallback } from 'react'
import { balanceOf, useAccountBalances } from '../hooks/useAccountBalances'
import { useApiErrors } from '../shared/apiError'
import { useIdempotentSubmit } from '../shared/idempotentSubmit'
import { useWidgets } from '../WidgetsProvider'
import type { EarnPurchaseDialogProps, EarnPurchaseSubmit } from './EarnPurchaseDialog'
import type { EarnPurchaseDialogConnectedProps } from './EarnPurchaseDialog.connected'

/** The refusals that are about the amount: shown under it. */
const AMOUNT_CODES: Readonly<Record<string, string>> = {
  'mining.amount.range': 'amount',
  'finance.amount.range': 'amount',
  'finance.surplus.insufficient': 'amount',
  'balance.insufficient': 'amount',
  'order.amount.invalid': 'amount',
}

/**
 * The EarnPurchaseDialog's data: the balance of the paying account (spot for mining, financial
 * for savings) and the submit, each purchase sent once under its client order id.
 */
export function useEarnPurchaseDialogData({
  offer,
  ...props
}: EarnPurchaseDialogConnectedProps): EarnPurchaseDialogProps {
  const { client, locale } = useWidgets()
  const { toSubmitError } = useApiErrors()
  const spot = useAccountBalances('spot', offer?.kind === 'mining')
  const financial = useAccountBalances('financial', offer?.kind === 'savings')
  const source = offer?.kind === 'savings' ? financial : spot
  const coin = offer ? (offer.kind === 'mining' ? offer.pool.currency : offer.product.currency) : ''
  const available = source.status === 'ready' ? balanceOf(source.balances, coin).available : null
  const submitOnce = useIdempotentSubmit('earn')

  const submit = useCallback(
    async (request: EarnPurchaseSubmit) => {
      try {
        return await submitOnce<MiningOrder | FinanceOrder>(request, (clientOrderId) =>
          request.kind === 'mining'
            ? client.post('/app/mining/buy', {
                body: { clientOrderId, poolId: request.poolId, amount: request.amount },
                silent: true,
              })
            : client.post('/app/finance/buy', {
                body: { clientOrderId, productId: request.productId, amount: request.amount },
                silent: true,
              }),
        )
      } catch (error) {
        throw toSubmitError(error, AMOUNT_CODES)
      }
    },
    [client, submitOnce, toSubmitError],
  )

  return { ...props, offer, available, onSubmit: submit, locale }
}
