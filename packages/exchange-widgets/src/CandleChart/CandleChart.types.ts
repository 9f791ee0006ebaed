import type { Candle, KlineInterval, StreamStatus } from '@bourse/api-client'
import type { HTMLAttributes } from 'react'
import type { LabelsInput } from '../shared/labels'
import type { WidgetStatus } from '../types'
import type { CandleChartLabels } from './CandleChart.labels'

/** Every candle interval the exchange serves, shortest first. */
export const candleIntervals: readonly KlineInterval[] = [
  '1m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '1d',
  '1w',
]

/** What the chart needs to know about the market it shows. */
export type CandleChartMarket = {
  /** Base asset, e.g. BTC (the unit of volume). */
  base: string
  /** Quote asset, e.g. USDT. */
  quote: string
  /** Decimals of a price. */
  pricePrecision: number
  /** Decimals of a quantity. */
  quantityPrecision: number
  /** Smallest price step, e.g. `0.01`. */
  tickSize: string
}

export type CandleChartProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Candles oldest first. Pass a new array when they change; unchanged candles keep identity. */
  candles: readonly Candle[]
  /** The interval shown. */
  interval: KlineInterval
  /**
   * Intervals offered by the switcher.
   * @default candleIntervals (1m 5m 15m 30m 1h 4h 1d 1w)
   */
  intervals?: readonly KlineInterval[]
  /** Called when the user picks another interval. @default undefined */
  onIntervalChange?: (details: { interval: KlineInterval }) => void
  /**
   * Precision and units.
   * @default { base: '', quote: '', pricePrecision: 2, quantityPrecision: 4, tickSize: '0.01' }
   */
  market?: CandleChartMarket
  /** @default 'ready' */
  status?: WidgetStatus
  /** The live connection; `reconnecting` shows a badge. @default 'open' */
  connection?: StreamStatus
  /** Plot height in CSS pixels. @default 400 */
  height?: number
  /** Fixed plot width; without it the chart follows its container. @default undefined */
  width?: number
  /** BCP-47 locale for numbers and dates. @default 'en' */
  locale?: string
  /** IANA time zone for the time axis; the user's own zone by default. @default undefined */
  timeZone?: string
  /** Texts; English by default. @default defaultCandleChartLabels */
  labels?: LabelsInput<CandleChartLabels>
  /** Detail under the error title. @default undefined */
  errorDetail?: string
  /** Called from the error state's retry button. @default undefined */
  onRetry?: () => void
}
