import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { useCallback } from 'react'
import { useLoad } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import { EarnOrderDetail, type EarnOrderDetailProps, type EarnOrderRef } from './EarnOrderDetail'

export type EarnOrderDetailConnectedProps = Omit<
  EarnOrderDetailProps,
  'value' | 'status' | 'errorDetail' | 'onRetry' | 'locale'
> & {
  /** Which order: a mining or savings order, by id. */
  order: { kind: EarnOrderRef['kind']; id: string }
  /** Change it to load again. @default undefined */
  refreshKey?: string | number
}

/**
 * One earn order loaded fresh (`GET /app/mining/order` or `GET /app/finance/order`), for its
 * detail dialog; signed-in users only.
 */
export function EarnOrderDetailConnected({
  order,
  refreshKey,
  ...props
}: EarnOrderDetailConnectedProps) {
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
  return (
    <EarnOrderDetail
      {...props}
      value={page.data}
      status={page.failure ? 'error' : page.data ? 'ready' : 'loading'}
      errorDetail={describe(page.failure)}
      onRetry={page.retry}
      locale={locale}
    />
  )
}
EarnOrderDetailConnected.displayName = 'EarnOrderDetailConnected'
