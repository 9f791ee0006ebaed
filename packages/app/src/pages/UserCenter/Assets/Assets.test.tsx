import { createHandlers, spotBalancesFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../../session/atoms'
import { renderRoutes } from '../../../test/renderApp'
import { setupTestServer } from '../../../test/server'
import { walletHandlers } from '../../../test/walletHandlers'
import { AssetsPage } from './Assets'

const server = setupTestServer(...createHandlers())

function renderPage(entry = '/myassets') {
  const wallet = walletHandlers()
  server.use(...wallet.handlers)
  const view = renderRoutes(
    [{ path: '/', Component: AppLayout, children: [{ path: 'myassets', Component: AssetsPage }] }],
    [entry],
  )
  act(() => appStore.set(loginFlagAtom, 1))
  return { ...view, sent: wallet.sent }
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('<AssetsPage />', () => {
  it('shows the grand total in USDT and BTC and the spot balances with their links', async () => {
    renderPage()
    expect(await screen.findByText('13,012.3456 USDT')).toBeVisible()
    // Four decimals, cut (0.2001898 BTC): never more than the account holds.
    expect(screen.getByText('≈ 0.2001 BTC')).toBeVisible()
    const allocation = screen.getByRole('table', { name: 'Allocation by account' })
    expect(within(allocation).getByText('Spot')).toBeVisible()
    await waitFor(() => expect(rows('Spot')).toHaveLength(3))
    const [usdt, btc, doge] = rows('Spot').map((r) => within(r))
    // The total and its value in USDT.
    expect(usdt?.getAllByText('5,012.3456')).toHaveLength(2)
    expect(usdt?.getByText('12.3456')).toBeVisible()
    expect(btc?.getByText('6,500.00')).toBeVisible()
    await waitFor(() =>
      expect(btc?.getByRole('link', { name: 'Deposit BTC' })).toHaveAttribute(
        'href',
        '/recharge?coin=BTC',
      ),
    )
    expect(btc?.getByRole('link', { name: 'Withdraw BTC' })).toHaveAttribute(
      'href',
      '/withdrawal?coin=BTC',
    )
    expect(doge?.queryByRole('link')).toBeNull()
  })

  it('hides balances worth less than 1 USDT when asked', async () => {
    renderPage()
    await waitFor(() => expect(rows('Spot')).toHaveLength(3))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide balances under 1 USDT' }))
    expect(rows('Spot').map((r) => r.firstElementChild?.textContent)).toEqual(['USDT', 'BTC'])
  })

  it('keeps the account tab in the URL; the fiat account withdraws USD but takes no deposit', async () => {
    const { router } = renderPage()
    await screen.findByText('13,012.3456 USDT')
    fireEvent.click(screen.getByRole('tab', { name: 'Fiat' }))
    await waitFor(() => expect(router.state.location.search).toBe('?account=fiat'))
    const [usd] = rows('Fiat').map((r) => within(r))
    await waitFor(() =>
      expect(usd?.getByRole('link', { name: 'Withdraw USD' })).toHaveAttribute(
        'href',
        '/withdrawal?coin=USD',
      ),
    )
    expect(usd?.queryByRole('link', { name: 'Deposit USD' })).toBeNull()
    expect(screen.getByText('Fiat account value')).toBeVisible()
  })

  it("shows the account's balances in the tab panel its tab controls", async () => {
    renderPage('/myassets?account=fiat')
    const tab = screen.getByRole('tab', { name: 'Fiat' })
    const panel = screen.getByRole('tabpanel', { name: 'Fiat' })
    expect(tab).toHaveAttribute('aria-controls', panel.id)
    expect(within(panel).getByRole('table', { name: 'Fiat' })).toBeVisible()
    expect(
      within(panel).getByRole('checkbox', { name: 'Hide balances under 1 USDT' }),
    ).toBeVisible()
    await screen.findByText('13,012.3456 USDT')
  })

  it('opens the transfer dialog from the account shown, and reloads the totals after a transfer', async () => {
    const { sent } = renderPage('/myassets?account=contract')
    await screen.findByText('13,012.3456 USDT')
    const before = sent.overviewCalls
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' })
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveValue('contract')
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveValue('spot')
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'From' }), {
      target: { value: 'spot' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), {
      target: { value: '10' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(sent.overviewCalls).toBeGreaterThan(before))
  })

  it('reloads the overview when a balance changes on the user stream', async () => {
    const { stream, sent } = renderPage()
    await screen.findByText('13,012.3456 USDT')
    const before = sent.overviewCalls
    act(() => {
      stream.emit('user', { type: 'balance', balance: spotBalancesFixture[0] })
      stream.emit('user', { type: 'balance', balance: spotBalancesFixture[0] })
    })
    await waitFor(() => expect(sent.overviewCalls).toBe(before + 1))
  })
})
