// Loaded after the desk (React.lazy): the d3 modules stay out of the route's first load.
import { DepthChartConnected, type DepthChartConnectedProps } from '@bourse/exchange-widgets'

/** The depth chart; it joins the order book's `depth` subscription and gets its own snapshot. */
export default function DepthPanel(props: DepthChartConnectedProps) {
  return <DepthChartConnected {...props} />
}
