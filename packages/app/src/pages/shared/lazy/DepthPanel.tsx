// Loaded after the desk (React.lazy): the d3 modules and the chart's texts stay out of the
// route's first load.
import { DepthChartConnected, type DepthChartConnectedProps } from '@bourse/exchange-widgets'
import { useDepthChartLabels } from '../../../markets/panelLabels'

/** The depth chart; it joins the order book's `depth` subscription and gets its own snapshot. */
export default function DepthPanel(props: Omit<DepthChartConnectedProps, 'labels'>) {
  return <DepthChartConnected {...props} labels={useDepthChartLabels()} />
}
