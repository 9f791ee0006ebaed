import { createExchangeClient, memoryTokenStore } from '@bourse/api-client'
import { createMockStream, depthFixture, marketsFixture } from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, render as baseRender, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { DepthChart } from './DepthChart'
import { DepthChartConnected } from './DepthChart.connected'

const render = (ui: ReactElement) => baseRender(ui, { wrapper: BourseThemeProvider })
const btc = marketsFixture.find((m) => m.symbol === 'BTCUSDT')!
const client = createExchangeClient({ tokenStore: memoryTokenStore() })
const snapshot = { ...depthFixture('BTCUSDT', 5), kind: 'snapshot' as const }

function renderConnected(stream = createMockStream(), staleAfterMs = 5000) {
  render(
    <WidgetsProvider client={client} stream={stream} locale="en">
      <DepthChartConnected market={btc} width={600} staleAfterMs={staleAfterMs} />
    </WidgetsProvider>,
  )
  return stream
}

const chart = () => screen.getByRole('img')

describe('<DepthChart />', () => {
  const levels = (rows: ReadonlyArray<readonly [string, string]>) =>
    rows.map(([price, quantity]) => ({ price, quantity }))

  it('summarises best prices and depth in its accessible name', () => {
    render(
      <DepthChart
        bids={levels([
          ['100', '1.5'],
          ['99', '2'],
        ])}
        asks={levels([['101', '0.25']])}
        market={{ base: 'BTC', quote: 'USDT', pricePrecision: 2, quantityPrecision: 4 }}
        width={600}
      />,
    )
    expect(chart()).toHaveAccessibleName(
      'Depth. Best bid 100.00. Best ask 101.00. Bid depth 3.5000 BTC. Ask depth 0.2500 BTC.',
    )
    // the visually hidden table carries exact cumulative totals
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'BidsPriceAmountTotal',
      'Bid100.001.5000150.00',
      'Bid99.003.5000348.00',
      'Ask101.000.250025.25',
    ])
  })

  it('draws one path per side whatever the number of levels', () => {
    const book = depthFixture('BTCUSDT', 500)
    const { container } = render(
      <DepthChart bids={levels(book.bids)} asks={levels(book.asks)} width={600} />,
    )
    expect(container.querySelectorAll('path')).toHaveLength(4)
  })

  it.each([
    ['loading', 'Loading depth…'],
    ['empty', 'No orders in the book'],
    ['error', 'The depth chart could not be loaded.'],
  ] as const)('renders the %s state', (status, text) => {
    render(<DepthChart bids={[]} asks={[]} status={status} width={600} />)
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('<DepthChartConnected />', () => {
  afterEach(() => vi.useRealTimers())

  it('loads from the snapshot, then applies diffs', async () => {
    const stream = renderConnected()
    expect(screen.getByText('Loading depth…')).toBeInTheDocument()
    expect(stream.channels()).toEqual(['depth:BTCUSDT'])
    act(() => stream.emit('depth:BTCUSDT', snapshot))
    await waitFor(() => expect(chart()).toHaveAccessibleName(/Best bid 64,250\.45\./))
    act(() =>
      stream.emit('depth:BTCUSDT', {
        kind: 'diff',
        symbol: 'BTCUSDT',
        seq: 1001,
        prevSeq: 1000,
        ts: 0,
        bids: [['64250.47', '2']],
        asks: [],
      }),
    )
    await waitFor(() => expect(chart()).toHaveAccessibleName(/Best bid 64,250\.47\./))
  })

  it('coalesces a burst of diffs into one repaint', async () => {
    const stream = renderConnected()
    act(() => stream.emit('depth:BTCUSDT', snapshot))
    await waitFor(() => chart())
    const raf = vi.spyOn(window, 'requestAnimationFrame')
    act(() => {
      for (let i = 0; i < 20; i++)
        stream.emit('depth:BTCUSDT', {
          kind: 'diff',
          symbol: 'BTCUSDT',
          seq: 1001 + i,
          prevSeq: 1000 + i,
          ts: 0,
          bids: [[`64250.${46 + (i % 3)}`, `${i + 1}`]],
          asks: [],
        })
    })
    expect(raf).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(chart()).toHaveAccessibleName(/Best bid 64,250\.48\./))
    raf.mockRestore()
  })

  it('shows reconnecting, then stale after the threshold', async () => {
    const stream = renderConnected(createMockStream(), 50)
    act(() => stream.emit('depth:BTCUSDT', snapshot))
    await waitFor(() => chart())
    act(() => stream.setStatus('reconnecting'))
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 60))
    act(() => stream.setStatus('connecting'))
    await waitFor(() => expect(screen.getByText('Stale')).toBeInTheDocument())
    expect(chart()).toBeInTheDocument()
  })

  it('shows the empty state for an empty book', async () => {
    const stream = renderConnected()
    act(() => stream.emit('depth:BTCUSDT', { ...snapshot, bids: [], asks: [] }))
    await waitFor(() => expect(screen.getByText('No orders in the book')).toBeInTheDocument())
  })

  it('drops a malformed book and asks for a fresh snapshot', async () => {
    const stream = renderConnected()
    act(() => stream.emit('depth:BTCUSDT', { ...snapshot, bids: [['1', '-1']] }))
    await waitFor(() =>
      expect(screen.getByText('The depth chart could not be loaded.')).toBeInTheDocument(),
    )
    expect(stream.resubscribed).toEqual(['depth:BTCUSDT'])
  })

  it('unsubscribes on unmount', () => {
    const stream = createMockStream()
    const { unmount } = render(
      <WidgetsProvider client={client} stream={stream} locale="en">
        <DepthChartConnected market={btc} width={600} />
      </WidgetsProvider>,
    )
    unmount()
    expect(stream.channels()).toEqual([])
  })
})
