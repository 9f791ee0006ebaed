import { createHandlers, spotOpenOrdersFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../session/atoms'
import { initTestI18n, renderRoutes } from '../../test/renderApp'
import { OrdersPage } from './Orders'

const server = setupServer(...createHandlers())
const calls: { path: string; body: string }[] = []
server.events.on('request:start', ({ request }) => {
  void request
    .clone()
    .text()
    .then((body) => calls.push({ path: new URL(request.url).pathname, body }))
})

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
      { path: 'commin', Component: OrdersPage },
      { path: 'login', Component: () => <h1>Login page</h1> },
    ],
  },
]

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('<OrdersPage />', () => {
  it('shows the open orders of every market, live from the user stream', async () => {
    const { stream } = renderRoutes(routes, ['/commin?active=1'])
    act(() => appStore.set(loginFlagAtom, 1))
    await waitFor(() => expect(rowsOf('Current orders')).toHaveLength(2))
    expect(screen.getByRole('tab', { name: 'Current orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('columnheader', { name: /Pair/ })).toBeVisible()
    expect(within(rowsOf('Current orders')[0] as HTMLElement).getByText('BTC/USDT')).toBeVisible()

    const [buy] = spotOpenOrdersFixture
    act(() =>
      stream.emit('user', {
        type: 'order',
        order: { ...buy, status: 'filled', updatedAt: (buy?.updatedAt ?? 0) + 1 },
      }),
    )
    await waitFor(() => expect(rowsOf('Current orders')).toHaveLength(1))
  })

  it('switches to the history with a replace navigation and pages it on the server', async () => {
    const { router } = renderRoutes(routes, ['/commin?active=1'])
    act(() => appStore.set(loginFlagAtom, 1))
    await waitFor(() => expect(rowsOf('Current orders')).toHaveLength(2))
    const historyBefore = router.state.historyAction
    fireEvent.click(screen.getByRole('tab', { name: 'Order history' }))
    await waitFor(() => expect(router.state.location.search).toBe('?active=2'))
    expect(router.state.historyAction).toBe('REPLACE')
    expect(historyBefore).toBe('POP')
    await waitFor(() => expect(rowsOf('Order history')).toHaveLength(2))
    expect(screen.getByText('By you')).toBeVisible()
    const history = calls.filter((c) => c.path === '/api/app/spot/order/history')
    expect(JSON.parse(history.at(-1)?.body ?? '{}')).toEqual({ pageIndex: 1, pageSize: 20 })
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeVisible()
  })

  it('asks a visitor to log in and comes back here afterwards', async () => {
    const { router } = renderRoutes(routes, ['/commin?active=2'])
    const region = await screen.findByRole('region', { name: 'Order history' })
    expect(within(region).queryByRole('table')).toBeNull()
    fireEvent.click(within(region).getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toContain(encodeURIComponent('/commin?active=2'))
  })
})
