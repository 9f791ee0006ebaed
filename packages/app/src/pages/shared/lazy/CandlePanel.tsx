// Loaded after the desk (React.lazy): lightweight-charts stays out of the route's first load.
export { CandleChartConnected as default } from '@bourse/exchange-widgets'
