import type { Candle, ExchangeClient, KlineUpdate } from '@bourse/api-client'
import { candlesFixture, createMockStream, marketsFixture } from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { CandleChart } from './CandleChart'
import { CandleChartConnected } from './CandleChart.connected'

type Call = [method: string, data: unknown]

// happy-dom has no canvas: a recording stand-in for the chart library.
const charts = vi.hoisted(() => ({ calls: [] as Array<[string, string, unknown]> }))
vi.mock('lightweight-charts', () => {
  const series = (name: string) => ({
    setData: (data: unknown) => charts.calls.push([name, 'setData', data]),
    update: (data: unknown) => charts.calls.push([name, 'update', data]),
    applyOptions: (options: unknown) => charts.calls.push([name, 'applyOptions', options]),
    priceScale: () => ({ applyOptions: () => undefined }),
  })
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
    createChart: () => ({
      addSeries: (kind: string) => series(kind),
      applyOptions: (options: unknown) => charts.calls.push(['chart', 'applyOptions', options]),
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ scrollToRealTime: () => undefined }),
      subscribeCrosshairMove: () => undefined,
      unsubscribeCrosshairMove: () => undefined,
      remove: () => undefined,
    }),
  }
})

const btc = marketsFixture.find((m) => m.symbol === 'BTCUSDT')!
const history = candlesFixture('15m', 5, '64250.50')
const lastOf = (list: Candle[]) => list[list.length - 1] as Candle
const candleCalls = (method: string): Call[] =>
  charts.calls.filter(([s, m]) => s === 'candles' && m === method).map(([, m, d]) => [m, d])
const theme = ({ children }: { children: ReactNode }) => (
  <BourseThemeProvider>{children}</BourseThemeProvider>
)

function setup(get = vi.fn(async () => history.slice())) {
  const stream = createMockStream()
  const client = { get } as unknown as ExchangeClient
  const onIntervalChange = vi.fn()
  render(
    <WidgetsProvider client={client} stream={stream} locale="en">
      <CandleChartConnected market={btc} width={600} onIntervalChange={onIntervalChange} />
    </WidgetsProvider>,
    { wrapper: theme },
  )
  return { stream, get, onIntervalChange }
}

const tick = (candle: Candle, interval = '15m'): KlineUpdate =>
  ({ symbol: 'BTCUSDT', interval, candle }) as KlineUpdate

describe('<CandleChart />', () => {
  beforeEach(() => {
    charts.calls = []
  })

  it('plots prices as numbers at the market precision and tick size', () => {
    render(<CandleChart candles={history} interval="15m" market={btc} width={600} />, {
      wrapper: theme,
    })
    const [, data] = candleCalls('setData')[0]!
    expect((data as Array<{ time: number; close: number }>)[0]).toEqual({
      time: history[0]!.openTime / 1000,
      open: Number(history[0]!.open),
      high: Number(history[0]!.high),
      low: Number(history[0]!.low),
      close: Number(history[0]!.close),
    })
    expect(candleCalls('applyOptions')).toContainEqual([
      'applyOptions',
      { priceFormat: { type: 'price', precision: 2, minMove: 0.01 } },
    ])
  })

  it('shows the last candle in the legend and the market in its name', () => {
    render(<CandleChart candles={history} interval="15m" market={btc} width={600} />, {
      wrapper: theme,
    })
    const last = lastOf(history)
    expect(screen.getByRole('img')).toHaveAccessibleName(
      new RegExp(
        `BTC/USDT 15m, 5 candles\\. .*C ${Number(last.close).toLocaleString('en', { minimumFractionDigits: 2 })}\\.`,
      ),
    )
  })

  it('asks for another interval and marks the current one', () => {
    const onIntervalChange = vi.fn()
    render(
      <CandleChart
        candles={history}
        interval="15m"
        width={600}
        onIntervalChange={onIntervalChange}
      />,
      { wrapper: theme },
    )
    expect(screen.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(screen.getByRole('button', { name: '4h' }))
    fireEvent.click(screen.getByRole('button', { name: '15m' }))
    expect(onIntervalChange.mock.calls).toEqual([[{ interval: '4h' }]])
  })
})

describe('<CandleChartConnected />', () => {
  beforeEach(() => {
    charts.calls = []
  })

  it('loads history, then updates the open candle in place with series.update', async () => {
    const { stream, get } = setup()
    expect(screen.getByText('Loading chart…')).toBeInTheDocument()
    expect(get).toHaveBeenCalledWith('/app/market/klines', {
      params: { query: { symbol: 'BTCUSDT', interval: '15m', limit: 500 } },
    })
    await waitFor(() => expect(candleCalls('setData').at(-1)?.[1]).toHaveLength(5))
    const setDataCount = candleCalls('setData').length
    const open = lastOf(history)
    act(() => stream.emit('kline:BTCUSDT:15m', tick({ ...open, close: '70000.00' })))
    await waitFor(() => expect(candleCalls('update').at(-1)?.[1]).toMatchObject({ close: 70000 }))
    act(() =>
      stream.emit('kline:BTCUSDT:15m', tick({ ...open, openTime: open.openTime + 900_000 })),
    )
    await waitFor(() => expect(candleCalls('update')).toHaveLength(2))
    expect(candleCalls('update')[1]?.[1]).toMatchObject({ time: open.openTime / 1000 + 900 })
    expect(candleCalls('setData')).toHaveLength(setDataCount)
  })

  it('keeps live candles that arrive before the history', async () => {
    let resolve: (value: Candle[]) => void = () => undefined
    const { stream } = setup(vi.fn(() => new Promise<Candle[]>((r) => (resolve = r))))
    const open = lastOf(history)
    act(() => stream.emit('kline:BTCUSDT:15m', tick({ ...open, close: '1.00' })))
    await act(async () => resolve(history.slice()))
    await waitFor(() => expect(candleCalls('setData').at(-1)?.[1]).toHaveLength(5))
    const data = candleCalls('setData').at(-1)?.[1] as Array<{ close: number }>
    expect(data[4]?.close).toBe(1)
  })

  it('reloads and resubscribes when the interval changes', async () => {
    const { stream, get, onIntervalChange } = setup()
    await waitFor(() => expect(candleCalls('setData').length).toBeGreaterThan(0))
    fireEvent.click(screen.getByRole('button', { name: '1h' }))
    expect(onIntervalChange).toHaveBeenCalledWith({ interval: '1h' })
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/app/market/klines', {
        params: { query: { symbol: 'BTCUSDT', interval: '1h', limit: 500 } },
      }),
    )
    expect(stream.channels()).toEqual(['kline:BTCUSDT:1h'])
    // an update of the old interval is ignored
    act(() => stream.emit('kline:BTCUSDT:15m', tick(lastOf(history))))
    expect(screen.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('shows the error with a retry that loads again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new Error('Network timeout'))
      .mockResolvedValue(history.slice())
    setup(get)
    expect(await screen.findByRole('alert')).toHaveTextContent('Network timeout')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('shows reconnecting and refills history once the line is back', async () => {
    const { stream, get } = setup()
    await waitFor(() => expect(candleCalls('setData').length).toBeGreaterThan(0))
    act(() => stream.setStatus('reconnecting'))
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument()
    act(() => stream.setStatus('open'))
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2))
    expect(screen.queryByText('Reconnecting…')).toBeNull()
  })
})
