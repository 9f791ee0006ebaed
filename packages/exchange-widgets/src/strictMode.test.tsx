import type { DepthStreamSnapshot } from '@bourse/api-client'
import {
  createFakeClient,
  createHandlers,
  createMockStream,
  depthFixture,
  marketsFixture,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CandleChartConnected } from './CandleChart/CandleChart.connected'
import { DepthChartConnected } from './DepthChart/DepthChart.connected'
import { MarketListConnected } from './MarketList/MarketList.connected'
import { OrderBookConnected } from './OrderBook/OrderBook.connected'
import { btcMarket } from './OrderBook/OrderBook.fixtures'
import { PositionTableConnected } from './PositionTable/PositionTable.connected'
import { SpotOrderFormConnected } from './SpotOrderForm/SpotOrderForm.connected'
import { TradeTapeConnected } from './TradeTape/TradeTape.connected'
import { WidgetsProvider } from './WidgetsProvider'

/*
 * React's strict mode mounts, unmounts and mounts every component again in development. A widget
 * whose effects do not survive that (a cancelled frame still counted as pending, a subscription
 * dropped and not taken again) stays on its loading state in every embedder's dev build.
 */

// happy-dom has no canvas: the candle chart draws on a stand-in that records its data.
const chart = vi.hoisted(() => ({ candles: [] as unknown[] }))
vi.mock('lightweight-charts', () => {
  const series = () => ({
    setData: (data: unknown[]) => (chart.candles = data),
    update: () => undefined,
    applyOptions: () => undefined,
    priceScale: () => ({ applyOptions: () => undefined }),
  })
  return {
    CandlestickSeries: 'candles',
    HistogramSeries: 'volume',
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
    createChart: () => ({
      addSeries: series,
      applyOptions: () => undefined,
      priceScale: () => ({ applyOptions: () => undefined }),
      timeScale: () => ({ scrollToRealTime: () => undefined }),
      subscribeCrosshairMove: () => undefined,
      unsubscribeCrosshairMove: () => undefined,
      remove: () => undefined,
    }),
  }
})

const symbol = 'BTCUSDT'
const btc = marketsFixture.find((m) => m.symbol === symbol)!
const snapshot: DepthStreamSnapshot = {
  ...depthFixture(symbol, 20, '64250.50', '0.01'),
  lastUpdateId: 1000,
  kind: 'snapshot',
}

/** Renders `ui` in strict mode, on a client answered by the mock handlers and a mock stream. */
function renderStrict(ui: ReactNode) {
  const baseUrl = 'http://exchange.test/api'
  const { client } = createFakeClient({}, { baseUrl, handlers: createHandlers({ baseUrl }) })
  const stream = createMockStream()
  render(
    <StrictMode>
      <BourseThemeProvider mode="light">
        <WidgetsProvider client={client} stream={stream} locale="en">
          {ui}
        </WidgetsProvider>
      </BourseThemeProvider>
    </StrictMode>,
  )
  return stream
}

describe('connected widgets in strict mode', () => {
  it('the order book shows the snapshot', async () => {
    const stream = renderStrict(
      <OrderBookConnected symbol={symbol} market={btcMarket} timeZone="UTC" />,
    )
    act(() => stream.emit(`depth:${symbol}`, snapshot))
    const book = screen.getByRole('region', { name: 'Order book' })
    await waitFor(() => expect(book).not.toHaveAttribute('aria-busy'))
    expect(within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('button')).toHaveLength(
      20,
    )
  })

  it('the depth chart leaves "Loading depth…" for the snapshot', async () => {
    const stream = renderStrict(<DepthChartConnected market={btc} width={600} />)
    expect(screen.getByText('Loading depth…')).toBeInTheDocument()
    act(() => stream.emit(`depth:${symbol}`, snapshot))
    await waitFor(() => expect(screen.queryByText('Loading depth…')).toBeNull())
    expect(screen.getByRole('img', { name: /Best bid 64,250\.45\./ })).toBeInTheDocument()
  })

  it('the candle chart leaves "Loading chart…" for the history', async () => {
    chart.candles = []
    renderStrict(<CandleChartConnected market={btc} width={600} />)
    expect(screen.getByText('Loading chart…')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Loading chart…')).toBeNull())
    expect(chart.candles.length).toBeGreaterThan(0)
  })

  it('the market list shows its markets', async () => {
    renderStrict(<MarketListConnected loggedIn={false} viewportHeight={960} />)
    await waitFor(() =>
      expect(document.querySelector(`[data-symbol="${symbol}"]`)).toBeInTheDocument(),
    )
    expect(screen.queryByText('Loading markets')).toBeNull()
  })

  it('the trade tape shows recent trades', async () => {
    renderStrict(<TradeTapeConnected symbol={symbol} market={btcMarket} timeZone="UTC" />)
    const table = screen.getByRole('table', { name: 'Latest trades' })
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'))
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
  })

  it('the spot order form shows the balance', async () => {
    renderStrict(<SpotOrderFormConnected market={btcMarket} loggedIn />)
    expect(await screen.findByText('8,214.56 USDT')).toBeInTheDocument()
    expect(document.querySelector('[aria-busy]')).toBeNull()
  })

  it('the position table shows the open positions', async () => {
    renderStrict(<PositionTableConnected loggedIn timeZone="UTC" />)
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Positions' })
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(1)
    })
    expect(screen.queryByText('Loading positions')).toBeNull()
  })
})
