import type { Ticker } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  marketsFixture,
  recordingStorage,
  tickersFixture,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { localFavourites, LOCAL_FAVOURITES_KEY } from './favourites'
import { MarketList } from './MarketList'
import { MarketListConnected } from './MarketList.connected'
import { manyMarkets } from './MarketList.fixtures'

/** A client answering from the fixtures and keeping the signed-in user's watchlist. */
function fakeClient(options: { watchlist?: string[]; failList?: boolean; failAdd?: boolean } = {}) {
  let watchlist = [...(options.watchlist ?? [])]
  const symbolOf = (body: unknown) => (body as { symbol: string }).symbol
  return createFakeClient({
    '/app/market/list': () =>
      options.failList ? errorResponse('system.error', 500, 'boom') : marketsFixture,
    '/app/market/tickers': () => tickersFixture,
    '/app/watchlist/list': () => watchlist,
    '/app/watchlist/add': ({ body }) => {
      if (options.failAdd) return errorResponse('market.not.found', 404, 'no such market')
      watchlist = [...watchlist.filter((s) => s !== symbolOf(body)), symbolOf(body)]
      return watchlist
    },
    '/app/watchlist/remove': ({ body }) => {
      watchlist = watchlist.filter((s) => s !== symbolOf(body))
      return watchlist
    },
  })
}

function renderConnected(
  props: { loggedIn: boolean; symbols?: readonly string[] },
  client = fakeClient().client,
  stream = createMockStream(),
) {
  const view = render(
    <BourseThemeProvider>
      <WidgetsProvider client={client} stream={stream} locale="en">
        <MarketListConnected
          loggedIn={props.loggedIn}
          symbols={props.symbols}
          onSelect={() => {}}
          viewportHeight={960}
        />
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  return { ...view, stream }
}

const rowOf = (symbol: string) =>
  document.querySelector<HTMLElement>(`[data-symbol="${symbol}"]`) as HTMLElement

const frame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('<MarketList />', () => {
  it('keeps the same number of rows in the DOM for 50 or 500 markets', () => {
    const count = (n: number) => {
      const { markets, tickers } = manyMarkets(n)
      const view = render(
        <BourseThemeProvider>
          <MarketList markets={markets} tickers={tickers} viewportHeight={480} />
        </BourseThemeProvider>,
      )
      const rows = view.container.querySelectorAll('[data-symbol]').length
      const nodes = view.container.querySelectorAll('*').length
      view.unmount()
      return { rows, nodes }
    }
    const small = count(50)
    const large = count(500)
    expect(small.rows).toBe(14) // 10 rows in 480 px + 4 overscan
    expect(large).toEqual(small)
  })
})

describe('<MarketListConnected />', () => {
  it('loads markets and tickers, then applies `tickers` batches once per frame', async () => {
    const { stream } = renderConnected({ loggedIn: false })
    await waitFor(() => expect(rowOf('BTCUSDT')).toBeTruthy())
    expect(within(rowOf('BTCUSDT')).getByText('64,250.50')).toBeInTheDocument()
    expect(stream.channels()).toEqual(['tickers'])

    const btc = tickersFixture.find((t) => t.symbol === 'BTCUSDT') as Ticker
    act(() => {
      stream.emit('tickers', [{ ...btc, last: '64300.00', ts: btc.ts + 1000 }])
      stream.emit('tickers', [{ ...btc, last: '64310.25', ts: btc.ts + 2000 }])
    })
    // Nothing renders before the frame; then the latest of both batches shows, in rising colour.
    expect(within(rowOf('BTCUSDT')).getByText('64,250.50')).toBeInTheDocument()
    await frame()
    expect(within(rowOf('BTCUSDT')).getByText('64,310.25')).toBeInTheDocument()

    // An older ticker arriving late does not roll the price back.
    act(() => stream.emit('tickers', [{ ...btc, last: '1.00', ts: btc.ts + 1500 }]))
    await frame()
    expect(within(rowOf('BTCUSDT')).getByText('64,310.25')).toBeInTheDocument()
  })

  it('lists only the markets it is given in `symbols`, and says so when none is left', async () => {
    const other = marketsFixture.find((m) => m.symbol !== 'BTCUSDT')?.symbol as string
    const { unmount } = renderConnected({ loggedIn: false, symbols: ['BTCUSDT'] })
    await waitFor(() => expect(rowOf('BTCUSDT')).toBeTruthy())
    expect(rowOf(other)).toBeNull()
    unmount()
    renderConnected({ loggedIn: false, symbols: [] })
    expect(await screen.findByText('No markets are listed.')).toBeInTheDocument()
  })

  it('shows reconnecting while the stream is down', async () => {
    const { stream } = renderConnected({ loggedIn: false })
    await waitFor(() => expect(rowOf('BTCUSDT')).toBeTruthy())
    act(() => stream.setStatus('reconnecting'))
    expect(await screen.findByTestId('reconnecting')).toBeInTheDocument()
    act(() => stream.setStatus('open'))
    await waitFor(() => expect(screen.queryByTestId('reconnecting')).toBeNull())
  })

  it('shows an error with retry when the market list fails', async () => {
    const failing = fakeClient({ failList: true })
    renderConnected({ loggedIn: false }, failing.client)
    expect(await screen.findByRole('alert')).toHaveTextContent('Markets could not be loaded.')
    const before = failing.calls.filter((c) => c.path === '/app/market/list').length
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(failing.calls.filter((c) => c.path === '/app/market/list').length).toBe(before + 1),
    )
  })

  it('keeps a visitor’s favourites in localStorage and never calls the watchlist', async () => {
    const { client, calls } = fakeClient()
    localStorage.setItem(LOCAL_FAVOURITES_KEY, JSON.stringify(['ETHUSDT']))
    renderConnected({ loggedIn: false }, client)
    const remove = await screen.findByRole('button', { name: 'Remove from favourites: ETH/USDT' })
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites: BTC/USDT' }))
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_KEY) ?? '[]')).toEqual([
        'ETHUSDT',
        'BTCUSDT',
      ]),
    )
    fireEvent.click(remove)
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_KEY) ?? '[]')).toEqual(['BTCUSDT']),
    )
    expect(calls.some((c) => c.path.startsWith('/app/watchlist'))).toBe(false)
  })

  it('leaves the host page’s own keys alone and uses only bourse: keys', async () => {
    const storage = recordingStorage({ token: 'host-secret', favourites: '["HOST"]' })
    vi.stubGlobal('localStorage', storage)
    const { client, calls } = fakeClient()
    renderConnected({ loggedIn: false }, client)
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites: BTC/USDT' }))
    await waitFor(() => expect(storage.getItem('bourse:favourites')).toBe('["BTCUSDT"]'))
    expect(storage.touched.length).toBeGreaterThan(0)
    expect(storage.touched.every((key) => key.startsWith('bourse:'))).toBe(true)
    expect([storage.getItem('token'), storage.getItem('favourites')]).toEqual([
      'host-secret',
      '["HOST"]',
    ])
    expect(calls.map((c) => c.ticket)).not.toContain('host-secret')
  })

  it('keeps a signed-in user’s favourites on the server, and switches with the session', async () => {
    const { client, calls } = fakeClient({ watchlist: ['SOLUSDT'] })
    localStorage.setItem(LOCAL_FAVOURITES_KEY, JSON.stringify(['ETHUSDT']))
    const stream = createMockStream()
    const ui = (loggedIn: boolean) => (
      <BourseThemeProvider>
        <WidgetsProvider client={client} stream={stream} locale="en">
          <MarketListConnected loggedIn={loggedIn} viewportHeight={960} />
        </WidgetsProvider>
      </BourseThemeProvider>
    )
    const view = render(ui(true))
    expect(
      await screen.findByRole('button', { name: 'Remove from favourites: SOL/USDT' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Add to favourites: ETH/USDT' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites: BTC/USDT' }))
    // Shown at once, then confirmed by the server.
    expect(screen.getByRole('button', { name: 'Remove from favourites: BTC/USDT' })).toBeTruthy()
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/app/watchlist/add')).toMatchObject({
        method: 'POST',
        body: { symbol: 'BTCUSDT' },
        ticket: 'token-1',
      }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favourites: SOL/USDT' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/app/watchlist/remove')?.body).toEqual({
        symbol: 'SOLUSDT',
      }),
    )
    expect(JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_KEY) ?? '[]')).toEqual(['ETHUSDT'])

    // Logging out switches to this browser's list.
    view.rerender(ui(false))
    expect(
      await screen.findByRole('button', { name: 'Remove from favourites: ETH/USDT' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to favourites: BTC/USDT' })).toBeInTheDocument()
  })

  it('re-reads the server list when the server refuses a change', async () => {
    const { client } = fakeClient({ watchlist: ['SOLUSDT'], failAdd: true })
    renderConnected({ loggedIn: true }, client)
    await screen.findByRole('button', { name: 'Remove from favourites: SOL/USDT' })
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites: BTC/USDT' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to favourites: BTC/USDT' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
  })
})

describe('localFavourites', () => {
  it('survives a corrupt stored value', async () => {
    localStorage.setItem('k', '{not json')
    const store = localFavourites(localStorage, 'k')
    expect(await store.load()).toEqual([])
    expect(await store.set('BTCUSDT', true)).toEqual(['BTCUSDT'])
    expect(await localFavourites(localStorage, 'k').load()).toEqual(['BTCUSDT'])
  })
})
