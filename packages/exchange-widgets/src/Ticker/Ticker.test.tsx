import type { Ticker as TickerData } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  tickersFixture,
  type FakeRoute,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { btcMarket } from '../OrderBook/OrderBook.fixtures'
import { WidgetsProvider } from '../WidgetsProvider'
import { TickerConnected } from './Ticker.connected'

const btc = tickersFixture.find((t) => t.symbol === 'BTCUSDT') as TickerData
const frame = () => act(() => vi.advanceTimersToNextFrame())
const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })

function setup(tickers: FakeRoute) {
  const test = createMockStream()
  const { client, calls } = createFakeClient({ '/app/market/tickers': tickers }, { token: null })
  render(
    <BourseThemeProvider mode="light">
      <WidgetsProvider client={client} stream={test} locale="en">
        <TickerConnected market={btcMarket} timeZone="UTC" />
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  return { ...test, calls }
}
const last = () => screen.getByText('Last price', { selector: 'dt' }).nextElementSibling

describe('<TickerConnected />', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'setInterval',
        'clearInterval',
        'Date',
      ],
    })
    vi.setSystemTime(1_795_000_000_000)
  })
  afterEach(() => vi.useRealTimers())

  it('loads the ticker, then follows the stream with the move colour', async () => {
    const test = setup(() => [btc])
    expect(screen.getByText('Bitcoin').closest('section')).toHaveAttribute('aria-busy', 'true')
    await flush()
    await frame()
    expect(test.calls[0]?.url).toBe('http://exchange.test/api/app/market/tickers?symbol=BTCUSDT')
    expect(last()).toHaveTextContent('64,250.50')
    act(() => {
      test.emit('ticker:BTCUSDT', { ...btc, last: '64300.00', ts: btc.ts + 1000 })
      test.emit('ticker:BTCUSDT', { ...btc, last: '64299.00', ts: btc.ts + 2000 })
    })
    await frame()
    expect(last()).toHaveTextContent('64,299.00 ↓')
    // An older ticker (a late answer) never replaces a newer one.
    act(() => test.emit('ticker:BTCUSDT', { ...btc, last: '1.00', ts: btc.ts }))
    await frame()
    expect(last()).toHaveTextContent('64,299.00')
  })

  it('shows an error with retry when the ticker cannot be loaded', async () => {
    let fail = true
    setup(() => (fail ? errorResponse('system.error', 500, '') : [btc]))
    await flush()
    await frame()
    expect(screen.getByRole('alert')).toHaveTextContent('Market data could not be loaded.')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await flush()
    await frame()
    expect(last()).toHaveTextContent('64,250.50')
  })

  it('shows Reconnecting when the connection drops and Stale after the threshold', async () => {
    const test = setup(() => [btc])
    await flush()
    await frame()
    act(() => test.setStatus('reconnecting'))
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…')
    await act(() => vi.advanceTimersByTime(6000))
    expect(screen.getByRole('status')).toHaveTextContent('Stale · Updated 11:06:40')
  })
})
