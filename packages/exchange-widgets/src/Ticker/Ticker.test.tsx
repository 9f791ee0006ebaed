import type { Ticker as TickerData } from '@bourse/api-client'
import { errorResponse, tickersFixture, type FakeRoute } from '@bourse/api-client/mocks'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { btcMarket } from '../OrderBook/OrderBook.fixtures'
import { fakeLiveClock, flush, frame, renderLive } from '../shared/testing/live'
import { TickerConnected } from './Ticker.connected'

const btc = tickersFixture.find((t) => t.symbol === 'BTCUSDT') as TickerData

const setup = (tickers: FakeRoute) =>
  renderLive(
    { '/app/market/tickers': tickers },
    <TickerConnected market={btcMarket} timeZone="UTC" />,
  )
const last = () => screen.getByText('Last price', { selector: 'dt' }).nextElementSibling

describe('<TickerConnected />', () => {
  fakeLiveClock()

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
