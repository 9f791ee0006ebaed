/** Every text the chart shows, with English defaults. */
export type CandleChartLabels = {
  title: string
  interval: string
  open: string
  high: string
  low: string
  close: string
  volume: string
  change: string
  loading: string
  empty: string
  emptyDescription: string
  error: string
  retry: string
  stale: string
  reconnecting: string
  summary: string
  candles: string
}

export const defaultCandleChartLabels: CandleChartLabels = {
  title: 'Price chart',
  interval: 'Interval',
  open: 'O',
  high: 'H',
  low: 'L',
  close: 'C',
  volume: 'V',
  change: 'Change',
  loading: 'Loading chart…',
  empty: 'No candles yet',
  emptyDescription: 'Candles appear with the first trade in this market.',
  error: 'The chart could not be loaded.',
  retry: 'Retry',
  stale: 'Stale',
  reconnecting: 'Reconnecting…',
  summary: 'Candlestick chart',
  candles: 'candles',
}
