export { ChartFallback, type ChartFallbackLabels, type ChartFallbackProps } from './ChartFallback'
