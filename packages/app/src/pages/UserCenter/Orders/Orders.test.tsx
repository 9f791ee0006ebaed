import type { RobotRunDetail } from '@bourse/api-client'
import {
  createHandlers,
  robotEndedDetailFixture,
  robotRunDetailFixture,
  spotOpenOrdersFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../../session/atoms'
import { renderRoutes } from '../../../test/renderApp'
import { OrdersPage } from './Orders'
import { setupTestServer } from '../../../test/server'

const server = setupTestServer(...createHandlers())
const calls: { path: string; body: string }[] = []
server.events.on('request:start', ({ request }) => {
  void request
    .clone()
    .text()
    .then((body) => calls.push({ path: new URL(request.url).pathname, body }))
})

/** An ended run `n` minutes older than the running fixture, with a loss when `n` is odd. */
const endedRun = (n: number, reason: 'completed' | 'stopped' = 'completed'): RobotRunDetail => ({
  ...robotEndedDetailFixture,
  run: {
    ...robotEndedDetailFixture.run,
    id: `r-old-${n}`,
    strategy: n % 2 ? 'mean_reversion' : 'grid',
    endReason: reason,
    profit: n % 2 ? '-1.25' : '0.84',
    profitRate: n % 2 ? '-0.25' : '0.168',
    startedAt: robotEndedDetailFixture.run.startedAt - n * 60_000,
  },
})

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

  it('lists the robot runs on a third tab, newest first, with profit, strategy and result', async () => {
    server.use(
      ...createHandlers({
        robotRuns: [endedRun(1, 'stopped'), robotRunDetailFixture, endedRun(2)],
      }),
    )
    const { router } = renderRoutes(routes, ['/commin?active=1'])
    act(() => appStore.set(loginFlagAtom, 1))
    fireEvent.click(await screen.findByRole('tab', { name: 'Robot runs' }))
    await waitFor(() => expect(router.state.location.search).toBe('?active=3'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(rowsOf('Robot runs')).toHaveLength(3))
    const [running, stopped, completed] = rowsOf('Robot runs').map((r) => within(r))
    expect(running?.getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute(
      'href',
      '/currencyTransaction?symbol=BTCUSDT&mode=quant',
    )
    expect(running?.getByText('Grid')).toBeVisible()
    expect(running?.getByText('+0.0305')).toBeVisible()
    expect(running?.getByText('Running')).toBeVisible()
    expect(stopped?.getByText('Mean reversion')).toBeVisible()
    expect(stopped?.getByText('-1.25')).toBeVisible()
    expect(stopped?.getByText('-0.25%')).toBeVisible()
    expect(stopped?.getByText('Stopped')).toBeVisible()
    expect(stopped?.queryByRole('link')).toBeNull()
    expect(completed?.getByText('+0.84')).toBeVisible()
    expect(completed?.getByText('Completed')).toBeVisible()
    expect(completed?.getByText('Ended')).toBeVisible()
    const runs = calls.filter((c) => c.path === '/api/app/robot/runs')
    expect(JSON.parse(runs.at(-1)?.body ?? '{}')).toEqual({ pageIndex: 1, pageSize: 20 })
  })

  it('asks the server for the next page of robot runs', async () => {
    const many = Array.from({ length: 25 }, (_, i) => endedRun(i + 1))
    server.use(...createHandlers({ robotRuns: many }))
    renderRoutes(routes, ['/commin?active=3'])
    act(() => appStore.set(loginFlagAtom, 1))
    await waitFor(() => expect(rowsOf('Robot runs')).toHaveLength(20))
    expect(screen.getByText('Page 1 of 2 · 25 rows')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(rowsOf('Robot runs')).toHaveLength(5))
    const runs = calls.filter((c) => c.path === '/api/app/robot/runs')
    expect(JSON.parse(runs.at(-1)?.body ?? '{}')).toEqual({ pageIndex: 2, pageSize: 20 })
    expect(screen.getByText('Page 2 of 2 · 25 rows')).toBeVisible()
  })

  it('retries after an error, and leads from the empty list to the spot desk', async () => {
    let down = true
    server.use(
      // Ahead of the mock server's own handler, which answers once this one passes.
      http.post('/api/app/robot/runs', () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
      ...createHandlers({ robotRuns: [] }),
    )
    renderRoutes(routes, ['/commin?active=3'])
    act(() => appStore.set(loginFlagAtom, 1))
    expect(await screen.findByText('Robot runs could not be loaded.')).toBeVisible()
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No robot runs yet')).toBeVisible()
    expect(
      screen.getByRole('link', { name: 'Start a robot in quantitative mode on the spot desk' }),
    ).toHaveAttribute('href', '/currencyTransaction?mode=quant')
  })
})
