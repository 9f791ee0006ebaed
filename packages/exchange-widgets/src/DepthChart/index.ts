export { DepthChart, defaultDepthChartLabels } from './DepthChart'
export type { DepthChartLabels, DepthChartMarket, DepthChartProps } from './DepthChart'
export { DepthChartConnected } from './DepthChart.connected'
export type { DepthChartConnectedProps } from './DepthChart.connected'
