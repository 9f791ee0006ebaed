import { createHandlers } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../session/atoms'
import { initTestI18n, renderRoutes } from '../../test/renderApp'
import { selectedPriceAtom } from '../../trading/atoms'
import { SpotTradingPage } from './SpotTradingPage'

// The canvas charts are the widget package's to test; here they only need to mount.
vi.mock('./charts/CandlePanel', () => ({ default: () => <div>candles</div> }))
vi.mock('./charts/DepthPanel', () => ({ default: () => <div>depth</div> }))

const server = setupServer(...createHandlers())

beforeAll(async () => {
  await initTestI18n()
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { path: 'currencyTransaction', Component: SpotTradingPage },
      { path: 'login', Component: () => <h1>Login page</h1> },
    ],
  },
]

describe('<SpotTradingPage />', () => {
  it('hands a price clicked in the order book to the shared selectedPrice atom', async () => {
    const { stream } = renderRoutes(routes, ['/currencyTransaction?symbol=ETHUSDT'])
    await screen.findByRole('heading', { name: 'Sell ETH' })
    await waitFor(() => expect(stream.channels()).toContain('depth:ETHUSDT'))
    act(() =>
      stream.emit('depth:ETHUSDT', {
        kind: 'snapshot',
        symbol: 'ETHUSDT',
        lastUpdateId: 10,
        bids: [['3120.40', '1.5']],
        asks: [['3120.50', '2']],
        ts: 0,
      }),
    )
    // The book paints on the next animation frame.
    const row = await waitFor(() =>
      within(screen.getByRole('list', { name: 'Bids' })).getByRole('button', { name: /3,120\.40/ }),
    )
    fireEvent.click(row)
    expect(appStore.get(selectedPriceAtom)).toMatchObject({
      symbol: 'ETHUSDT',
      price: '3120.40',
      side: 'bid',
    })
    const buy = screen.getByRole('group', { name: 'Buy ETH' })
    expect(within(buy).getByText(/3,120\.40/)).toBeInTheDocument()
  })

  it('asks a visitor to log in to buy or sell, and comes back afterwards', async () => {
    const { router } = renderRoutes(routes, ['/currencyTransaction?symbol=BTCUSDT'])
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to buy' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toContain(
      `redirect=${encodeURIComponent('/currencyTransaction?symbol=BTCUSDT')}`,
    )
  })

  it('shows a signed-in user the empty balance with a deposit link, not a login prompt', async () => {
    renderRoutes(routes, ['/currencyTransaction'])
    act(() => appStore.set(loginFlagAtom, 1))
    const buy = await screen.findByRole('group', { name: 'Buy BTC' })
    expect(within(buy).getByText('No balance yet')).toBeInTheDocument()
    expect(within(buy).getByRole('link', { name: 'Deposit USDT' })).toHaveAttribute(
      'href',
      '/recharge',
    )
    expect(screen.queryByRole('button', { name: 'Log in to buy' })).toBeNull()
  })

  it('says so when the market does not exist', async () => {
    renderRoutes(routes, ['/currencyTransaction?symbol=NOPEUSDT'])
    expect(await screen.findByText('There is no market NOPEUSDT.')).toBeInTheDocument()
  })
})
