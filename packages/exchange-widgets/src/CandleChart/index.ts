export { CandleChart, candleIntervals, defaultCandleChartLabels } from './CandleChart'
export type { CandleChartLabels, CandleChartMarket, CandleChartProps } from './CandleChart'
export { CandleChartConnected } from './CandleChart.connected'
export type { CandleChartConnectedProps } from './CandleChart.connected'
