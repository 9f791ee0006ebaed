export { ChartBadges, type ChartBadgesProps } from './ChartBadges'
export { ChartFallback, type ChartFallbackLabels, type ChartFallbackProps } from './ChartFallback'
