import { createHandlers, futuresOrderFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { FuturesTradingPage } from './FuturesTradingPage'
import { setupTestServer } from '../../test/server'

// The canvas charts are the widget package's to test; here they only need to mount.
vi.mock('../shared/lazy/CandlePanel', () => ({ default: () => <div>candles</div> }))
vi.mock('../shared/lazy/DepthPanel', () => ({ default: () => <div>depth</div> }))

const server = setupTestServer(...createHandlers())

afterEach(() => {
  act(() => appStore.set(loginFlagAtom, 0))
})

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { path: 'contractTransaction', Component: FuturesTradingPage },
      { path: 'login', Component: () => <h1>Login page</h1> },
    ],
  },
]

describe('<FuturesTradingPage />', () => {
  it('asks a visitor to log in to trade and to see positions, and shows the public trades', async () => {
    const { router } = renderRoutes(routes, ['/contractTransaction?symbol=BTCUSDT'])
    const orders = await screen.findByRole('region', { name: 'My orders' })
    expect(await within(orders).findByText('Log in to see your records')).toBeInTheDocument()
    fireEvent.click(within(orders).getByRole('tab', { name: 'Latest trades' }))
    expect(within(orders).queryByText('Log in to see your records')).toBeNull()
    const form = await screen.findByRole('region', { name: 'Futures order' })
    fireEvent.click(await within(form).findByRole('button', { name: 'Log in to trade' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it("opens a signed-in user's long and lists the open positions under the desk", async () => {
    const placed: Record<string, unknown>[] = []
    server.use(
      http.post('*/app/futures/order/place', async ({ request }) => {
        placed.push((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({
          code: 'success',
          msg: 'success',
          data: futuresOrderFixture({ side: 'long', type: 'market', lots: 3 }),
        })
      }),
    )
    renderRoutes(routes, ['/contractTransaction?symbol=BTCUSDT'])
    act(() => appStore.set(loginFlagAtom, 1))
    const form = await screen.findByRole('region', { name: 'Futures order' })
    fireEvent.click(await within(form).findByRole('tab', { name: 'Market' }))
    fireEvent.change(within(form).getByRole('textbox', { name: 'Lots' }), {
      target: { value: '3' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Open long' }))
    await waitFor(() => expect(placed).toHaveLength(1))
    expect(placed[0]).toMatchObject({ symbol: 'BTCUSDT', side: 'long', type: 'market', lots: 3 })
    const orders = screen.getByRole('region', { name: 'My orders' })
    const table = await within(orders).findByRole('table', { name: 'Positions' })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
  })

  it('switches to second contracts with ?product=second and opens the transfer dialog there', async () => {
    const { router } = renderRoutes(routes, ['/contractTransaction?symbol=BTCUSDT'])
    act(() => appStore.set(loginFlagAtom, 1))
    fireEvent.click(await screen.findByRole('tab', { name: 'Second contracts' }))
    await waitFor(() => expect(router.state.location.search).toContain('product=second'))
    const desk = await screen.findByRole('region', { name: 'Second contracts' })
    fireEvent.click(
      await within(desk).findByRole('button', {
        name: 'Transfer USDT to the second-contract account',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' })
    expect(await within(dialog).findByRole('combobox', { name: 'To' })).toHaveValue('second')
  })
})
