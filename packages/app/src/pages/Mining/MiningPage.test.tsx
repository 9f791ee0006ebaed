import { createHandlers, errorResponse, userFixture } from '@bourse/api-client/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../layout/AppLayout'
import { appStore, loginFlagAtom, userInfoAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { setupTestServer } from '../../test/server'
import { MiningPage } from './MiningPage'

const server = setupTestServer(...createHandlers())

/** The bodies posted to each path, in order. */
const posted = new Map<string, unknown[]>()
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'POST') return
  const path = new URL(request.url).pathname
  void request
    .clone()
    .json()
    .then(
      (body: unknown) => posted.set(path, [...(posted.get(path) ?? []), body]),
      () => undefined,
    )
})

function renderPage(entry: string, loggedIn: boolean) {
  posted.clear()
  // Fresh in-memory orders for each test.
  server.use(...createHandlers())
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [{ path: 'defiFinancial', Component: MiningPage }],
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    [entry],
  )
  if (loggedIn)
    act(() => {
      appStore.set(loginFlagAtom, 1)
      appStore.set(userInfoAtom, userFixture)
    })
  return view
}

describe('<MiningPage />', () => {
  it('shows a visitor the pools, the rules and login prompts for buying and for "my" panels', async () => {
    const { router } = renderPage('/defiFinancial', false)
    expect(await screen.findByRole('article', { name: 'USDT Steady 30' })).toBeVisible()
    expect(screen.getByRole('article', { name: 'BTC Hash 90' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Mining' })).toHaveAttribute('aria-selected', 'true')
    expect(
      screen.getByText(
        'Mining is paid from your spot account; principal and earnings come back to it.',
      ),
    ).toBeVisible()
    expect(screen.getByText('Log in to mine or to buy savings products.')).toBeVisible()
    const mine = screen.getByRole('region', { name: 'My mining' })
    expect(within(mine).getByText('Log in to view your records')).toBeVisible()
    expect(posted.has('/api/app/mining/orders')).toBe(false)

    await userEvent.click(
      within(screen.getByRole('article', { name: 'USDT Steady 30' })).getByRole('button', {
        name: 'Mine',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toContain(encodeURIComponent('/defiFinancial'))
  })

  it('selects the savings tab from ?tab=savings, and the tabs keep the URL', async () => {
    const { router } = renderPage('/defiFinancial?tab=savings', true)
    expect(await screen.findByRole('article', { name: 'USDT Fixed 30' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Savings' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('article', { name: 'USDT Fixed 7' })).toHaveTextContent('Sold out')
    const records = screen.getByRole('region', { name: 'My savings' })
    expect(await within(records).findByText('Settled early')).toBeVisible()

    await userEvent.click(screen.getByRole('tab', { name: 'Mining' }))
    expect(await screen.findByRole('article', { name: 'USDT Steady 30' })).toBeVisible()
    expect(router.state.location.search).toBe('')
  })

  it('buys mining with the exact amount and a client id, then loads my mining again', async () => {
    renderPage('/defiFinancial', true)
    const mine = await screen.findByRole('region', { name: 'My mining' })
    expect(await within(mine).findByText('ETH Sprint 7')).toBeVisible()
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'USDT Steady 30' })).getByRole('button', {
        name: 'Mine',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Mine in USDT Steady 30' })
    await waitFor(() => expect(within(dialog).getByTestId('available')).not.toHaveTextContent('–'))
    expect(within(dialog).getByText(/cannot be withdrawn early/)).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '150.5')
    expect(within(dialog).getByTestId('expected')).toHaveTextContent('22.575 USDT')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(posted.get('/api/app/mining/buy')).toEqual([
      {
        clientOrderId: expect.stringMatching(/^earn-[A-Za-z0-9-]{8,}$/),
        poolId: '1',
        amount: '150.5',
      },
    ])
    expect(await screen.findByText('Purchase confirmed.')).toBeVisible()
    expect(await within(mine).findByText('150.50 USDT')).toBeVisible()
  })

  it('refuses below the range before sending, and shows a server refusal translated', async () => {
    renderPage('/defiFinancial', true)
    server.use(
      http.post('/api/app/mining/buy', () =>
        errorResponse('balance.insufficient', 422, 'server says no'),
      ),
    )
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'USDT Steady 30' })).getByRole('button', {
        name: 'Mine',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Mine in USDT Steady 30' })
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    await userEvent.type(amount, '50')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('Enter between 100 and 50,000 USDT.'),
    )
    expect(posted.has('/api/app/mining/buy')).toBe(false)

    await userEvent.clear(amount)
    await userEvent.type(amount, '200')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining('Insufficient balance.')),
    )
    expect(dialog).not.toHaveTextContent('server says no')
  })

  it('transfers a savings order out only after the no-interest confirmation', async () => {
    renderPage('/defiFinancial?tab=savings', true)
    const records = await screen.findByRole('region', { name: 'My savings' })
    await userEvent.click(
      await within(records).findByRole('button', { name: 'Transfer out USDT Fixed 30' }),
    )
    const confirm = await screen.findByRole('dialog', { name: 'Transfer out early?' })
    expect(confirm).toHaveTextContent('No interest will be paid')
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Transfer out, no interest' }),
    )
    await waitFor(() => expect(posted.get('/api/app/finance/redeem')).toEqual([{ orderId: '701' }]))
    expect(
      await screen.findByText('Transferred out: the principal is back in your financial account.'),
    ).toBeVisible()
    await waitFor(() =>
      expect(within(records).queryByRole('button', { name: /^Transfer out/ })).toBeNull(),
    )
  })
})
