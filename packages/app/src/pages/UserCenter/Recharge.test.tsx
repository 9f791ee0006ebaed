import { createHandlers } from '@bourse/api-client/mocks'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../test/renderApp'
import { RechargePage } from './Recharge'
import { setupTestServer } from '../../test/server'

const server = setupTestServer(...createHandlers())
const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

describe('<RechargePage />', () => {
  it('records the visit with setHasRecharge and shows the deposit rules', async () => {
    renderRoutes([{ path: '/recharge', Component: RechargePage }], ['/recharge'])
    await waitFor(() => expect(calls).toContain('/api/app/rechargerecord/setHasRecharge'))
    expect(screen.getByText('Deposits are credited after 12 network confirmations.')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeVisible()
  })
})
