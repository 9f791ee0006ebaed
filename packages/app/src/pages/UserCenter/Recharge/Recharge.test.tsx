import { createHandlers } from '@bourse/api-client/mocks'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppLayout } from '../../../layout/AppLayout'
import { appStore, loginFlagAtom } from '../../../session/atoms'
import { renderRoutes } from '../../../test/renderApp'
import { setupTestServer } from '../../../test/server'
import { walletHandlers } from '../../../test/walletHandlers'
import { RechargePage } from './Recharge'

const server = setupTestServer(...createHandlers())
const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

function renderPage(entry: string, demoMode: 'true' | 'false') {
  const wallet = walletHandlers()
  server.use(...wallet.handlers, ...createHandlers({ config: { demo_mode: demoMode } }))
  const view = renderRoutes(
    [
      {
        path: '/',
        Component: AppLayout,
        children: [{ path: 'recharge', Component: RechargePage }],
      },
    ],
    [entry],
  )
  act(() => appStore.set(loginFlagAtom, 1))
  return { ...view, sent: wallet.sent }
}

describe('<RechargePage />', () => {
  it('records the visit, and shows the address of the coin in the URL with the deposit records', async () => {
    const { sent } = renderPage('/recharge?coin=eth', 'false')
    await waitFor(() => expect(calls).toContain('/api/app/rechargerecord/setHasRecharge'))
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeVisible()
    expect(await screen.findByText('addr-ETH-ETH')).toBeVisible()
    expect(sent.addressBodies).toEqual([{ coin: 'ETH', chain: 'ETH' }])
    expect(
      screen.getByText('Credited to your account after 12 network confirmations.'),
    ).toBeVisible()
    expect(await screen.findByText('No deposits yet')).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Send a test deposit' })).toBeNull()
  })

  it('names the deposit records once, by their panel heading', async () => {
    renderPage('/recharge', 'false')
    const records = await screen.findByRole('region', { name: 'Deposit records' })
    expect(await within(records).findByText('No deposits yet')).toBeVisible()
    expect(screen.getAllByRole('region', { name: 'Deposit records' })).toHaveLength(1)
  })

  it('offers a test deposit on a demo server', async () => {
    renderPage('/recharge', 'true')
    expect(await screen.findByRole('form', { name: 'Send a test deposit' })).toBeVisible()
  })
})
