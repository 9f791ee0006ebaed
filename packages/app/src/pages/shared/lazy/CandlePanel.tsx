// Loaded after the desk (React.lazy): lightweight-charts stays out of the route's first load.
import { CandleChartConnected, type CandleChartConnectedProps } from '@bourse/exchange-widgets'
import { DESK_CHART } from '../deskPreload'

/** The candle chart of the desk's market, in the site's language. */
export default function CandlePanel(props: Omit<CandleChartConnectedProps, 'labels'>) {
  // The interval and history `loadDesk` asked for with the page.
  return (
    <CandleChartConnected
      defaultInterval={DESK_CHART.interval}
      limit={DESK_CHART.limit}
      {...props}
    />
  )
}
