import { createHandlers } from '@bourse/api-client/mocks'
import { screen, waitFor } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n, renderRoutes } from '../../test/renderApp'
import { RechargePage } from './Recharge'

const server = setupServer(...createHandlers())
const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

beforeAll(async () => {
  await initTestI18n()
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

describe('<RechargePage />', () => {
  it('records the visit with setHasRecharge and shows the deposit rules', async () => {
    renderRoutes([{ path: '/recharge', Component: RechargePage }], ['/recharge'])
    await waitFor(() => expect(calls).toContain('/api/app/rechargerecord/setHasRecharge'))
    expect(screen.getByText('Deposits are credited after 12 network confirmations.')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeVisible()
  })
})
