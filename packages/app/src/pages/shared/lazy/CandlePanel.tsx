// Loaded after the desk (React.lazy): lightweight-charts and the chart's texts stay out of the
// route's first load.
import { CandleChartConnected, type CandleChartConnectedProps } from '@bourse/exchange-widgets'
import { useCandleChartLabels } from '../../../markets/panelLabels'

/** The candle chart of the desk's market, in the site's language. */
export default function CandlePanel(props: Omit<CandleChartConnectedProps, 'labels'>) {
  return <CandleChartConnected {...props} labels={useCandleChartLabels()} />
}
