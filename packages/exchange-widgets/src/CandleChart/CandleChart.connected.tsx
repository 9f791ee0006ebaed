import { CandleChart } from './CandleChart'
import { useCandleChartData, type CandleChartDataProps } from './useCandleChartData'

export type CandleChartConnectedProps = CandleChartDataProps

/**
 * The candle chart of one market: history from `/app/market/klines`, then the live open candle
 * from the `kline` stream, merged into the series and painted at most once a frame. Changing the
 * interval reloads; after a reconnect the history is fetched again to fill the gap.
 */
export function CandleChartConnected(props: CandleChartConnectedProps) {
  const state = useCandleChartData(props)
  return <CandleChart {...state} />
}

CandleChartConnected.displayName = 'CandleChartConnected'
