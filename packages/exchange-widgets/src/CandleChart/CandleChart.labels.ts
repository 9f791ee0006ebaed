import type { LabelsOf } from '../shared/labels'

/** Every text the chart shows, with English defaults. */
export const defaultCandleChartLabels = {
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

export type CandleChartLabels = LabelsOf<typeof defaultCandleChartLabels>
