import { createHandlers, spotOpenOrdersFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { selectedPriceAtom } from '../../trading/atoms'
import { SpotTradingPage } from './SpotTradingPage'
import { setupTestServer } from '../../test/server'

// The canvas charts are the widget package's to test; here they only need to mount.
vi.mock('../shared/lazy/CandlePanel', () => ({ default: () => <div>candles</div> }))
vi.mock('../shared/lazy/DepthPanel', () => ({ default: () => <div>depth</div> }))

const server = setupTestServer(...createHandlers())

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
  it('hands a price clicked in the order book to the order form', async () => {
    const { stream } = renderRoutes(routes, ['/currencyTransaction?symbol=ETHUSDT'])
    await screen.findByRole('button', { name: 'Log in to trade' })
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
    const form = screen.getByRole('region', { name: 'Spot order' })
    await waitFor(() => expect(within(form).getByLabelText('Price')).toHaveValue('3120.40'))
  })

  it('asks a visitor to log in to trade, and comes back afterwards', async () => {
    const { router } = renderRoutes(routes, ['/currencyTransaction?symbol=BTCUSDT'])
    // Orders, history and balances: one prompt, without the orders table's chunk.
    const orders = await screen.findByRole('region', { name: 'My orders' })
    expect(await within(orders).findByText('Log in to see your records')).toBeInTheDocument()
    fireEvent.click(within(orders).getByRole('tab', { name: 'Order history' }))
    expect(within(orders).getByText('Log in to see your records')).toBeInTheDocument()
    expect(within(orders).queryByRole('table')).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to trade' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toContain(
      `redirect=${encodeURIComponent('/currencyTransaction?symbol=BTCUSDT')}`,
    )
  })

  it("places a signed-in user's limit buy with a client order id, and lists the open orders", async () => {
    const placed: Record<string, unknown>[] = []
    server.use(
      http.post('*/app/spot/order/place', async ({ request }) => {
        placed.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({
          code: 'success',
          msg: 'success',
          data: spotOpenOrdersFixture[0],
        })
      }),
    )
    renderRoutes(routes, ['/currencyTransaction?symbol=BTCUSDT'])
    act(() => appStore.set(loginFlagAtom, 1))
    const form = await screen.findByRole('region', { name: 'Spot order' })
    await waitFor(() => expect(within(form).getByText(/8,214\.56/)).toBeInTheDocument())
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: '64000' } })
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '0.01' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Buy BTC' }))
    await waitFor(() => expect(placed).toHaveLength(1))
    expect(placed[0]).toMatchObject({
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '64000',
      quantity: '0.01',
    })
    expect(placed[0]?.clientOrderId).toMatch(/^w-[A-Za-z0-9-]+$/)
    expect(await within(form).findByText('Order placed.')).toBeInTheDocument()
    // The current orders of the market are listed under the desk.
    const orders = screen.getByRole('region', { name: 'My orders' })
    await waitFor(() => expect(within(orders).getAllByRole('row').length).toBeGreaterThan(1))
  })

  it('offers a new demo account its demo funds, and the balances tab shows them', async () => {
    let credited = 0
    server.use(
      http.get('*/app/spot/balances', () =>
        HttpResponse.json({
          code: 'success',
          msg: 'success',
          data:
            credited > 0
              ? [{ asset: 'USDT', available: '10000', frozen: '0', total: '10000' }]
              : [{ asset: 'USDT', available: '0', frozen: '0', total: '0' }],
        }),
      ),
      http.post('*/app/spot/demoCredit', () => {
        credited += 1
        return HttpResponse.json({
          code: 'success',
          msg: 'success',
          data: { asset: 'USDT', available: '10000', frozen: '0', total: '10000' },
        })
      }),
    )
    const { stream } = renderRoutes(routes, ['/currencyTransaction?symbol=BTCUSDT'])
    act(() => appStore.set(loginFlagAtom, 1))
    fireEvent.click(await screen.findByRole('button', { name: 'Get demo funds' }))
    expect(
      await screen.findByText('10,000 demo USDT were credited to your spot account.'),
    ).toBeInTheDocument()
    expect(credited).toBe(1)
    // The server pushes the new balance on the user channel; the table follows it.
    act(() =>
      stream.emit('user', {
        type: 'balance',
        balance: { asset: 'USDT', available: '10000', frozen: '0', total: '10000' },
      }),
    )
    fireEvent.click(screen.getByRole('tab', { name: 'Balances' }))
    const table = await screen.findByRole('table', { name: 'Spot balances' })
    await waitFor(() => expect(within(table).getAllByText('10,000.00')).not.toHaveLength(0))
    expect(screen.queryByRole('button', { name: 'Get demo funds' })).toBeNull()
  })

  it('opens the quantitative robot with ?mode=quant', async () => {
    renderRoutes(routes, ['/currencyTransaction?symbol=BTCUSDT&mode=quant'])
    const entry = await screen.findByRole('region', { name: 'Trading mode' })
    // The form's area mounts in its own task after the desk's frame (useMountStage).
    expect(await within(entry).findByRole('tab', { name: 'Quantitative' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await within(entry).findByRole('radio', { name: /Grid/ })).toBeInTheDocument()
  })

  it('says so when the market does not exist', async () => {
    renderRoutes(routes, ['/currencyTransaction?symbol=NOPEUSDT'])
    expect(await screen.findByText('There is no market NOPEUSDT.')).toBeInTheDocument()
  })
})
