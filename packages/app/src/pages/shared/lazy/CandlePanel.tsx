// Loaded after the desk (React.lazy): lightweight-charts stays out of the route's first load.
import { CandleChartConnected, type CandleChartConnectedProps } from '@bourse/exchange-widgets'

/** The candle chart of the desk's market, in the site's language. */
export default function CandlePanel(props: Omit<CandleChartConnectedProps, 'labels'>) {
  return <CandleChartConnected {...props} />
}
