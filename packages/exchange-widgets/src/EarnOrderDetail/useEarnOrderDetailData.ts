import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { useCallback } from 'react'
import { useApiErrors } from '../shared/apiError'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import type { EarnOrderDetailProps, EarnOrderRef } from './EarnOrderDetail'
import type { EarnOrderDetailConnectedProps } from './EarnOrderDetail.connected'

/** The EarnOrderDetail's data: the order loaded fresh, its state and the retry. */
export function useEarnOrderDetailData({
  order,
  refreshKey,
  ...props
}: EarnOrderDetailConnectedProps): EarnOrderDetailProps {
  const { client, locale } = useWidgets()
  const { describe } = useApiErrors()
  const { kind, id } = order
  const page = useLoad<EarnOrderRef>(
    true,
    useCallback(
      async (signal: AbortSignal): Promise<EarnOrderRef> => {
        const options = { params: { query: { orderId: id } }, signal, silent: true }
        if (kind === 'mining') {
          const loaded: MiningOrder = await client.get('/app/mining/order', options)
          return { kind, order: loaded }
        }
        const loaded: FinanceOrder = await client.get('/app/finance/order', options)
        return { kind, order: loaded }
      },
      [client, kind, id],
    ),
    refreshKey,
  )
  return {
    ...props,
    value: page.data,
    status: page.failure ? 'error' : page.data ? 'ready' : 'loading',
    errorDetail: describe(page.failure),
    onRetry: page.retry,
    locale,
  }
}
