import type {} from '../shared/labels'
import type { Candle, KlineInterval } from '@bourse/api-client'
import { compare, div, mul, sub, isZero } from '@bourse/rules/decimal'
import { Spinner, VisuallyHidden } from '@bourse/ui'
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
  type Time,
} from 'lightweight-charts'
import { useEffect, useId, useRef, useState } from 'react'
import { formatDecimal } from '../shared/marketFormat'
import { ChartBadges, ChartFallback } from '../shared/ChartStates'
import { observeTheme } from '../shared/observeTheme'
import type {} from '../types'
import {
  Body,
  ChartArea,
  IntervalButton,
  Intervals,
  Legend,
  LoadingLabel,
  Root,
  SkeletonCandles,
  Spacer,
  State,
  Toolbar,
} from './CandleChart.styles'
import { readChartColors, type ChartColors } from './chartTheme'
import { candleChartLabelKeys } from './CandleChart.messages'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultCandleChartLabels } from './CandleChart.labels'

export { defaultCandleChartLabels } from './CandleChart.labels'
export type { CandleChartLabels } from './CandleChart.labels'
export { candleIntervals } from './CandleChart.types'
export type { CandleChartMarket, CandleChartProps } from './CandleChart.types'
import { candleIntervals, type CandleChartMarket, type CandleChartProps } from './CandleChart.types'
import { indexAt, rising, toBar, toVolume } from './candleBars'

const DEFAULT_MARKET: CandleChartMarket = {
  base: '',
  quote: '',
  pricePrecision: 2,
  quantityPrecision: 4,
  tickSize: '0.01',
}

type Chart = {
  chart: IChartApi
  candles: ISeriesApi<'Candlestick'>
  volume: ISeriesApi<'Histogram'>
  colors: ChartColors
}

/** Candlesticks with volume (lightweight-charts), an interval switcher and an OHLCV legend. */
export function CandleChart({
  candles,
  interval,
  intervals = candleIntervals,
  onIntervalChange,
  market = DEFAULT_MARKET,
  status = 'ready',
  connection = 'open',
  height = 400,
  width,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  errorDetail,
  onRetry,
  ...rest
}: CandleChartProps) {
  const labels = useWidgetLabels(defaultCandleChartLabels, candleChartLabelKeys, labelsProp)
  const titleId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | null>(null)
  const applied = useRef<{ candles: readonly Candle[]; interval: KlineInterval } | null>(null)
  const candlesRef = useRef(candles)
  candlesRef.current = candles
  const [hovered, setHovered] = useState<number | null>(null)

  // One chart per mount; options and data follow in the effects below. Created after the page's
  // commit and paint (a passive effect, its own task): the library measures its box and draws at
  // once, and inside the commit the measure forced a layout of the whole page.
  useEffect(() => {
    const container = containerRef.current
    if (!container) return undefined
    const colors = readChartColors(container)
    const chart = createChart(container, {
      autoSize: width === undefined,
      ...(width === undefined ? {} : { width, height }),
      layout: {
        attributionLogo: false,
        background: { type: ColorType.Solid, color: colors.background },
        textColor: colors.text,
        fontFamily: colors.fontFamily,
        fontSize: 11,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border, rightOffset: 4, barSpacing: 7 },
      handleScale: { axisPressedMouseMove: { time: true, price: true } },
    })
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: colors.rise,
      downColor: colors.fall,
      wickUpColor: colors.rise,
      wickDownColor: colors.fall,
      borderVisible: false,
    })
    candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.26 } })
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
    })
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    const state: Chart = { chart, candles: candleSeries, volume: volumeSeries, colors }
    chartRef.current = state

    const onCrosshair = (param: MouseEventParams<Time>) => {
      if (param.time === undefined || !param.point) setHovered(null)
      else setHovered(indexAt(candlesRef.current, param.time as number))
    }
    chart.subscribeCrosshairMove(onCrosshair)

    // Re-read the theme when the mode or the up/down colours change.
    const applyTheme = () => {
      const next = readChartColors(container)
      state.colors = next
      chart.applyOptions({
        layout: {
          background: { type: ColorType.Solid, color: next.background },
          textColor: next.text,
          fontFamily: next.fontFamily,
        },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
        rightPriceScale: { borderColor: next.border },
        timeScale: { borderColor: next.border },
      })
      candleSeries.applyOptions({
        upColor: next.rise,
        downColor: next.fall,
        wickUpColor: next.rise,
        wickDownColor: next.fall,
      })
      volumeSeries.setData(candlesRef.current.map((c) => toVolume(c, next)))
    }
    const stopTheme = observeTheme(container, applyTheme)

    return () => {
      stopTheme()
      chart.unsubscribeCrosshairMove(onCrosshair)
      chart.remove()
      chartRef.current = null
      applied.current = null
    }
    // The chart is created once; size, locale and precision are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const state = chartRef.current
    if (!state) return
    state.chart.applyOptions(
      width === undefined ? { autoSize: true } : { autoSize: false, width, height },
    )
  }, [width, height])

  useEffect(() => {
    const state = chartRef.current
    if (!state) return
    state.candles.applyOptions({
      priceFormat: {
        type: 'price',
        precision: market.pricePrecision,
        minMove: Number(market.tickSize),
      },
    })
    // Axis labels are plotted numbers: Intl only adds the locale's grouping and decimal mark.
    const axis = new Intl.NumberFormat(locale, {
      minimumFractionDigits: market.pricePrecision,
      maximumFractionDigits: market.pricePrecision,
    })
    state.chart.applyOptions({ localization: { priceFormatter: (p: number) => axis.format(p) } })
  }, [market.pricePrecision, market.tickSize, locale])

  useEffect(() => {
    const state = chartRef.current
    if (!state) return
    const intraday = interval !== '1d' && interval !== '1w'
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone, hourCycle: 'h23', ...options })
    const full = part({
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(intraday ? { hour: '2-digit', minute: '2-digit' } : {}),
    })
    const year = part({ year: 'numeric' })
    const month = part({ month: 'short' })
    const day = part({ month: 'short', day: 'numeric' })
    const time = part({ hour: '2-digit', minute: '2-digit' })
    state.chart.applyOptions({
      localization: {
        locale,
        timeFormatter: (t: Time) => full.format((t as number) * 1000),
      },
      timeScale: {
        timeVisible: intraday,
        secondsVisible: false,
        tickMarkFormatter: (t: Time, type: TickMarkType) => {
          const ms = (t as number) * 1000
          if (type === TickMarkType.Year) return year.format(ms)
          if (type === TickMarkType.Month) return month.format(ms)
          if (type === TickMarkType.DayOfMonth) return day.format(ms)
          return time.format(ms)
        },
      },
    })
  }, [locale, timeZone, interval])

  // Data: a live tick updates the last candle (or appends one) with `update`; anything else
  // (another interval, a history reload, a late correction) re-sets the data.
  useEffect(() => {
    const state = chartRef.current
    if (!state) return
    const previous = applied.current
    const n = candles.length
    let incremental = false
    if (previous && previous.interval === interval && previous.candles.length > 0) {
      const m = previous.candles.length
      if (n === m || n === m + 1) {
        incremental = true
        for (let i = 0; i < m - 1; i++) {
          if (candles[i] !== previous.candles[i]) {
            incremental = false
            break
          }
        }
      }
    }
    if (incremental && previous) {
      const m = previous.candles.length
      for (let i = m - 1; i < n; i++) {
        const c = candles[i] as Candle
        if (c === previous.candles[i]) continue
        state.candles.update(toBar(c))
        state.volume.update(toVolume(c, state.colors))
      }
    } else {
      state.candles.setData(candles.map(toBar))
      state.volume.setData(candles.map((c) => toVolume(c, state.colors)))
      if (previous?.interval !== interval) state.chart.timeScale().scrollToRealTime()
    }
    applied.current = { candles, interval }
  }, [candles, interval])

  const shown = (hovered !== null && hovered >= 0 ? candles[hovered] : undefined) ?? candles.at(-1)
  const price = (value: string) => formatDecimal(value, market.pricePrecision, locale)
  const volume = (value: string) => formatDecimal(value, market.quantityPrecision, locale)
  const change =
    shown && !isZero(shown.open)
      ? mul(div(sub(shown.close, shown.open), shown.open, 8, 'trunc'), '100', 2, 'trunc')
      : null
  const tone = shown ? (rising(shown) ? 'positive' : 'negative') : undefined

  const showChart = (status === 'ready' || status === 'stale') && candles.length > 0
  const last = candles.at(-1)
  const pair = market.base && market.quote ? `${market.base}/${market.quote} ` : ''
  const ariaLabel = last
    ? `${labels.summary}, ${pair}${interval}, ${candles.length} ${labels.candles}. ${labels.open} ${price(
        last.open,
      )}, ${labels.high} ${price(last.high)}, ${labels.low} ${price(last.low)}, ${
        labels.close
      } ${price(last.close)}.`
    : labels.summary

  let overlay = null
  if (status === 'loading') {
    overlay = (
      <State role="status" aria-live="polite">
        <SkeletonCandles aria-hidden="true">
          {[22, 30, 26, 40, 34, 48, 38, 30, 44, 52, 46, 58, 50, 42, 56, 62].map((h, i) => (
            <span key={i} style={{ height: `${h}%`, marginTop: `${(i * 37) % 11}%` }} />
          ))}
        </SkeletonCandles>
        <LoadingLabel>
          <Spinner />
          {labels.loading}
        </LoadingLabel>
      </State>
    )
  } else if (status === 'error' || !showChart) {
    overlay = (
      <ChartFallback
        error={status === 'error'}
        labels={labels}
        errorDetail={errorDetail}
        onRetry={onRetry}
      />
    )
  }

  return (
    <Root aria-labelledby={titleId} data-status={status} {...rest}>
      <VisuallyHidden as="h2" id={titleId}>
        {labels.title}
      </VisuallyHidden>
      <Toolbar>
        <Intervals role="group" aria-label={labels.interval}>
          {intervals.map((value) => (
            <IntervalButton
              key={value}
              type="button"
              aria-pressed={value === interval}
              onClick={() => {
                if (value !== interval) onIntervalChange?.({ interval: value })
              }}
            >
              {value}
            </IntervalButton>
          ))}
        </Intervals>
        <Spacer />
        <ChartBadges status={status} connection={connection} locale={locale} labels={labels} />
      </Toolbar>
      <Body $height={height} $width={width}>
        <ChartArea
          $stale={status === 'stale'}
          $hidden={!showChart}
          role="img"
          aria-label={ariaLabel}
          aria-hidden={showChart ? undefined : true}
        >
          <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
          {showChart && shown ? (
            <Legend aria-hidden="true" data-testid="candle-legend">
              {(
                [
                  [labels.open, price(shown.open)],
                  [labels.high, price(shown.high)],
                  [labels.low, price(shown.low)],
                  [labels.close, price(shown.close)],
                  [labels.volume, volume(shown.volume)],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd data-tone={term === labels.volume ? undefined : tone}>{value}</dd>
                </div>
              ))}
              {change !== null ? (
                <div>
                  <dt>{labels.change}</dt>
                  <dd data-tone={tone}>
                    {compare(change, '0') > 0 ? '+' : ''}
                    {formatDecimal(change, 2, locale)}%
                  </dd>
                </div>
              ) : null}
            </Legend>
          ) : null}
        </ChartArea>
        {overlay}
      </Body>
    </Root>
  )
}

CandleChart.displayName = 'CandleChart'
