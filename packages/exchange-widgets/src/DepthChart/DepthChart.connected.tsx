import type { MarketInfo } from '@bourse/api-client'
import { DepthChart, type DepthChartProps } from './DepthChart'
import { useDepthChartData } from './useDepthChartData'

export type DepthChartConnectedProps = Omit<
  DepthChartProps,
  'bids' | 'asks' | 'status' | 'connection' | 'market' | 'locale'
> & {
  /** The market to show (symbol, assets, precisions). */
  market: MarketInfo
  /**
   * After how long without a depth update the chart shows "stale".
   * @default 5000
   */
  staleAfterMs?: number
}

/** The depth chart of one market, fed by the `depth` stream and repainted at most once a frame. */
export function DepthChartConnected(props: DepthChartConnectedProps) {
  const state = useDepthChartData(props)
  return <DepthChart {...state} />
}

DepthChartConnected.displayName = 'DepthChartConnected'
