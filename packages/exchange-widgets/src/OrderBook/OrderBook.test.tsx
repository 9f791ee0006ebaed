import {
  createExchangeClient,
  memoryTokenStore,
  type DepthStreamDiff,
  type DepthStreamSnapshot,
  type Ticker,
} from '@bourse/api-client'
import { createMockStream, depthFixture, tickersFixture } from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { OrderBookConnected } from './OrderBook.connected'
import { btcMarket } from './OrderBook.fixtures'
const symbol = 'BTCUSDT'
const channel = `depth:${symbol}`
const snapshot = (lastUpdateId = 1000): DepthStreamSnapshot => ({
  ...depthFixture(symbol, 20, '64250.50', '0.01'),
  lastUpdateId,
  kind: 'snapshot',
})
const diff = (
  seq: number,
  levels: { bids?: [string, string][]; asks?: [string, string][] },
): DepthStreamDiff => ({
  kind: 'diff',
  symbol,
  seq,
  prevSeq: seq - 1,
  ts: 0,
  bids: levels.bids ?? [],
  asks: levels.asks ?? [],
})
/** The next update on screen: the book updates at most every 100 ms, inside a frame. */
const frame = () =>
  act(() => {
    vi.advanceTimersByTime(100)
    vi.advanceTimersToNextFrame()
  })

function setup(props: { staleAfterMs?: number; onPriceSelect?: () => void } = {}) {
  const test = createMockStream()
  const client = createExchangeClient({ tokenStore: memoryTokenStore() })
  let commits = 0
  render(
    <BourseThemeProvider mode="light">
      <WidgetsProvider client={client} stream={test} locale="en">
        <Profiler id="book" onRender={() => commits++}>
          <OrderBookConnected symbol={symbol} market={btcMarket} timeZone="UTC" {...props} />
        </Profiler>
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  return { ...test, commits: () => commits }
}

const bidNames = () =>
  within(screen.getByRole('list', { name: 'Bids' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'))

describe('<OrderBookConnected />', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'performance',
      ],
    })
    vi.setSystemTime(1_795_000_000_000)
  })
  afterEach(() => vi.useRealTimers())

  it('shows skeleton rows until the snapshot, then the book with the diffs buffered before it', async () => {
    const test = setup()
    expect(screen.getByRole('region', { name: 'Order book' })).toHaveAttribute('aria-busy', 'true')
    expect(test.channels()).toContain(channel)
    // A diff that arrives before the snapshot is buffered, then applied on top of it.
    act(() => test.emit(channel, diff(1001, { bids: [['64250.45', '2.5']] })))
    act(() => test.emit(channel, snapshot(1000)))
    await frame()
    expect(screen.getByRole('region', { name: 'Order book' })).not.toHaveAttribute('aria-busy')
    expect(bidNames()[0]).toBe('Bid 64,250.45 Amount 2.50000 Total 2.50000')
    expect(within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('button')).toHaveLength(
      20,
    )
  })

  it('paints 100 diffs that arrive within one frame once, showing the last, without a React render', async () => {
    const test = setup()
    act(() => test.emit(channel, snapshot()))
    await frame()
    const before = test.commits()
    act(() => {
      for (let i = 1; i <= 100; i++)
        test.emit(
          channel,
          diff(1000 + i, { bids: [['64250.45', `${i}`]], asks: [['64250.55', `${i}`]] }),
        )
    })
    // nothing painted mid-frame
    expect(bidNames()[0]).toBe('Bid 64,250.45 Amount 0.01370 Total 0.01370')
    await frame()
    expect(bidNames()[0]).toBe('Bid 64,250.45 Amount 100.00000 Total 100.00000')
    expect(test.commits()).toBe(before)
  })

  it('updates the book at most every 100 ms, with every diff of the interval', async () => {
    const test = setup()
    act(() => test.emit(channel, snapshot()))
    await frame()
    await act(() => vi.advanceTimersByTime(200))
    // after a quiet spell, the next frame shows a diff
    act(() => test.emit(channel, diff(1001, { bids: [['64250.45', '2']] })))
    await act(() => vi.advanceTimersToNextFrame())
    expect(bidNames()[0]).toBe('Bid 64,250.45 Amount 2.00000 Total 2.00000')
    act(() => test.emit(channel, diff(1002, { bids: [['64250.45', '3']] })))
    await act(() => vi.advanceTimersToNextFrame())
    act(() => test.emit(channel, diff(1003, { bids: [['64250.40', '4']] })))
    await act(() => vi.advanceTimersByTime(50))
    expect(bidNames()[0]).toBe('Bid 64,250.45 Amount 2.00000 Total 2.00000')
    await act(() => {
      vi.advanceTimersByTime(60)
      vi.advanceTimersToNextFrame()
    })
    expect(bidNames().slice(0, 2)).toEqual([
      'Bid 64,250.45 Amount 3.00000 Total 3.00000',
      'Bid 64,250.40 Amount 4.00000 Total 7.00000',
    ])
  })

  it('names again only the rows whose figures changed', async () => {
    const test = setup()
    act(() => test.emit(channel, snapshot()))
    await frame()
    const bids = screen.getByRole('list', { name: 'Bids' })
    const changed: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records)
        changed.push(
          record.type === 'attributes'
            ? `${record.attributeName}=${(record.target as Element).getAttribute(record.attributeName ?? '')}`
            : record.type,
        )
    })
    observer.observe(screen.getByRole('region', { name: 'Order book' }), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
    // The farthest bid changes: no other row's quantity or running total moves.
    act(() => test.emit(channel, diff(1001, { bids: [['64249.50', '9']] })))
    await frame()
    observer.disconnect()
    const farthest = within(bids).getAllByRole('button').at(-1) as HTMLElement
    expect(farthest).toHaveAccessibleName(/^Bid 64,249.50 Amount 9.00000 Total /)
    // one accessible name; no text, element or other attribute is written (the canvas draws)
    expect(changed).toEqual([expect.stringMatching(/^aria-label=Bid 64,249.50 Amount 9.00000 /)])
  })

  it('resubscribes on a sequence gap and starts over from the new snapshot', async () => {
    const test = setup()
    act(() => test.emit(channel, snapshot()))
    await frame()
    act(() => test.emit(channel, { ...diff(1005, { bids: [['64250.45', '7']] }), prevSeq: 1003 }))
    expect(test.resubscribed).toEqual([channel])
    await frame()
    // The gapped diff is not applied; the last good book stays on screen.
    expect(bidNames()[0]).toBe('Bid 64,250.45 Amount 0.01370 Total 0.01370')
    act(() => test.emit(channel, { ...snapshot(2000), bids: [['64250.40', '1']] }))
    await frame()
    expect(bidNames()).toEqual(['Bid 64,250.40 Amount 1.00000 Total 1.00000'])
    act(() => test.emit(channel, diff(2001, { bids: [['64250.30', '1']] })))
    await frame()
    expect(bidNames()).toHaveLength(2)
  })

  it('shows Reconnecting when the connection drops, Stale after the threshold, and recovers', async () => {
    const test = setup({ staleAfterMs: 5000 })
    act(() => test.emit(channel, snapshot()))
    await frame()
    act(() => test.setStatus('reconnecting'))
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…')
    expect(screen.queryByText('Stale')).toBeNull()
    await act(() => vi.advanceTimersByTime(6000))
    expect(screen.getByRole('status')).toHaveTextContent('Stale · Updated 11:06:40')
    act(() => test.setStatus('open'))
    // After a reconnect the server sends a fresh snapshot, which replaces the book.
    act(() => test.emit(channel, { ...snapshot(5000), asks: [['64251.00', '3']] }))
    await frame()
    await act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(within(screen.getByRole('list', { name: 'Asks' })).getAllByRole('button')).toHaveLength(
      1,
    )
  })

  it('colours the last price by its move and hands a clicked price to the order form', async () => {
    const onPriceSelect = vi.fn()
    const test = setup({ onPriceSelect })
    const ticker = tickersFixture.find((t) => t.symbol === symbol) as Ticker
    act(() => {
      test.emit(channel, snapshot())
      test.emit(`ticker:${symbol}`, ticker)
      test.emit(`ticker:${symbol}`, { ...ticker, last: '64249.00' })
    })
    await frame()
    expect(screen.getByLabelText('Last price')).toHaveTextContent('64,249.00')
    expect(screen.getByText('↓')).toBeInTheDocument()
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('button')[1] as HTMLElement,
    )
    expect(onPriceSelect).toHaveBeenCalledWith({ price: '64250.40', side: 'bid' })
  })

  it('shows an error when the server refuses the channel, and retries by resubscribing', async () => {
    const test = setup()
    act(() => test.error(channel, 'market.not.found'))
    await frame()
    expect(screen.getByRole('alert')).toHaveTextContent('The order book could not be loaded.')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(test.resubscribed).toEqual([channel])
    await frame()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
