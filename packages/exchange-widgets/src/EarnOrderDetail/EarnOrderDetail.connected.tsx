import { EarnOrderDetail, type EarnOrderDetailProps, type EarnOrderRef } from './EarnOrderDetail'
import { useEarnOrderDetailData } from './useEarnOrderDetailData'

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
export function EarnOrderDetailConnected(props: EarnOrderDetailConnectedProps) {
  const state = useEarnOrderDetailData(props)
  return <EarnOrderDetail {...state} />
}
EarnOrderDetailConnected.displayName = 'EarnOrderDetailConnected'
