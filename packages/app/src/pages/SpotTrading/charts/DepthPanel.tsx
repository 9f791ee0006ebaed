// Loaded after the desk (React.lazy): the d3 modules stay out of the route's first load.
import { marketChannel } from '@bourse/api-client'
import {
  DepthChartConnected,
  useWidgets,
  type DepthChartConnectedProps,
} from '@bourse/exchange-widgets'
import { useEffect } from 'react'

/**
 * The depth chart, joining the order book's `depth` subscription. The stream client shares one
 * server subscription per channel, and the server sends the snapshot only when it subscribes, so
 * a chart that mounts after the book would wait for a snapshot forever; asking the channel again
 * once mounted brings a fresh snapshot to both (each starts its book over from it).
 */
export default function DepthPanel(props: DepthChartConnectedProps) {
  const { stream } = useWidgets()
  const symbol = props.market.symbol
  useEffect(() => {
    // Runs after the chart's own effect has subscribed (children's effects run first).
    stream.resubscribe(marketChannel.depth(symbol))
  }, [stream, symbol])
  return <DepthChartConnected {...props} />
}
