// Loaded after the desk (React.lazy): the d3 modules stay out of the route's first load; the
// chart reads its texts from the widgets' messages (AppLayout).
import { DepthChartConnected, type DepthChartConnectedProps } from '@bourse/exchange-widgets'

/** The depth chart; it joins the order book's `depth` subscription and gets its own snapshot. */
export default function DepthPanel(props: Omit<DepthChartConnectedProps, 'labels'>) {
  return <DepthChartConnected {...props} />
}
