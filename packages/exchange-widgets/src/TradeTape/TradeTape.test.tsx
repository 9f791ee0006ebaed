import type { PublicTrade } from '@bourse/api-client'
import { errorResponse, tradesFixture, type FakeRoute } from '@bourse/api-client/mocks'
import { act, fireEvent, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { btcMarket } from '../OrderBook/OrderBook.fixtures'
import { fakeLiveClock, flush, frame, renderLive } from '../shared/testing/live'
import { TradeTapeConnected } from './TradeTape.connected'

const symbol = 'BTCUSDT'
const recent = tradesFixture(symbol, 100, '64250.50') // ids 50000 down to 49901
const trade = (id: number, side: PublicTrade['side'] = 'buy'): PublicTrade => ({
  id,
  symbol,
  price: '64300.00',
  quantity: '0.5',
  side,
  ts: 1_795_000_000_000 + id,
})

function setup(trades: FakeRoute) {
  let commits = 0
  const test = renderLive(
    { '/app/market/trades': trades },
    <Profiler id="tape" onRender={() => commits++}>
      <TradeTapeConnected symbol={symbol} market={btcMarket} timeZone="UTC" />
    </Profiler>,
  )
  return { ...test, commits: () => commits }
}

const table = () => screen.getByRole('table', { name: 'Latest trades' })
const firstRowIndex2 = () => table().querySelector('[aria-rowindex="2"]')

describe('<TradeTapeConnected />', () => {
  fakeLiveClock()

  it('loads recent trades and keeps trades the stream sent meanwhile on top', async () => {
    const test = setup(() => recent)
    expect(table()).toHaveAttribute('aria-busy', 'true')
    expect(test.channels()).toContain(`trades:${symbol}`)
    // The stream is faster than the load: its trade must survive the loaded list.
    act(() => test.emit(`trades:${symbol}`, [trade(50_001, 'sell')]))
    await flush()
    await frame()
    expect(test.calls[0]?.url).toBe(
      'http://exchange.test/api/app/market/trades?symbol=BTCUSDT&limit=100',
    )
    expect(table()).toHaveAttribute('aria-rowcount', '101')
    expect(firstRowIndex2()).toHaveTextContent('Sell 64,300.00')
    expect(table().querySelector('[aria-rowindex="3"]')).toHaveTextContent('Buy 64,248.00')
  })

  it('prepends streamed trades, capped at 100, one render per frame', async () => {
    const test = setup(() => recent)
    await flush()
    await frame()
    expect(table()).toHaveAttribute('aria-rowcount', '101')
    const before = test.commits()
    act(() => {
      for (let i = 1; i <= 30; i++)
        test.emit(`trades:${symbol}`, [trade(50_000 + i, i % 2 ? 'buy' : 'sell')])
    })
    expect(test.commits()).toBe(before)
    await frame()
    expect(test.commits()).toBe(before + 1)
    expect(table()).toHaveAttribute('aria-rowcount', '101')
    expect(firstRowIndex2()).toHaveTextContent('Sell 64,300.00')
    // A repeat of a trade already shown (the load and the stream overlap) is not shown twice.
    act(() => test.emit(`trades:${symbol}`, [trade(50_030)]))
    await frame()
    expect(firstRowIndex2()).toHaveTextContent('Sell 64,300.00')
  })

  it('shows an error when loading fails and loads again on retry', async () => {
    let fail = true
    const test = setup(() => (fail ? errorResponse('system.error', 500, 'boom') : recent))
    await flush()
    await frame()
    expect(screen.getByRole('alert')).toHaveTextContent('Trades could not be loaded.')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await flush()
    await frame()
    expect(table()).toHaveAttribute('aria-rowcount', '101')
    expect(test.calls).toHaveLength(2)
  })

  it('shows Reconnecting when the connection drops, and Stale after the threshold', async () => {
    const test = setup(() => recent)
    await flush()
    await frame()
    act(() => test.setStatus('reconnecting'))
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…')
    await act(() => vi.advanceTimersByTime(6000))
    expect(screen.getByRole('status')).toHaveTextContent('Stale')
    act(() => test.setStatus('open'))
    act(() => test.emit(`trades:${symbol}`, [trade(50_100)]))
    await frame()
    await act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
