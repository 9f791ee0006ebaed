import { createHandlers, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { appStore, userInfoAtom } from '../../session/atoms'
import { renderRoutes } from '../../test/renderApp'
import { AccountSettingsPage } from './AccountSettings'
import { setupTestServer } from '../../test/server'

const server = setupTestServer()
const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

afterEach(() => {
  calls.length = 0
})

function renderPage(options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers(options))
  const view = renderRoutes(
    [{ path: '/accountSet', Component: AccountSettingsPage }],
    ['/accountSet'],
  )
  act(() => appStore.set(userInfoAtom, userFixture))
  return view
}

const regenerate = '/api/app/robot/key/regenerate'

describe('<AccountSettingsPage /> robot key', () => {
  it('issues a first key at once and shows it once, with a copy button', async () => {
    renderPage({ robotKey: { hasKey: false, createdAt: null, hint: null } })
    const panel = (await screen.findByRole('heading', { name: 'Quantitative robot key' })).closest(
      'section',
    ) as HTMLElement
    await within(panel).findByText('No key yet')
    fireEvent.click(within(panel).getByRole('button', { name: 'Generate key' }))

    const key = await within(panel).findByText(/^rk_live_/)
    expect(calls).toContain(regenerate)
    expect(within(panel).getByText('Store it now: it will not be shown again.')).toBeVisible()
    expect(within(panel).getByRole('button', { name: 'Copy the secret key' })).toBeVisible()
    expect(within(panel).getByText(/^Key ending in x7Qa, created/)).toBeVisible()

    fireEvent.click(within(panel).getByRole('button', { name: 'I have stored it' }))
    expect(key).not.toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: 'Generate a new key' })).toBeVisible()
  })

  it('asks before replacing an existing key, and keeps it when the user cancels', async () => {
    renderPage()
    await screen.findByText(/^Key ending in x7Qa, created/)
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new key' }))
    const dialog = screen.getByRole('dialog', { name: 'Generate a new key?' })
    expect(dialog).toHaveTextContent('Your current key stops working at once.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls).not.toContain(regenerate)

    fireEvent.click(screen.getByRole('button', { name: 'Generate a new key' }))
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Generate a new key?' })).getByRole('button', {
        name: 'Generate',
      }),
    )
    await screen.findByText(/^rk_live_/)
    expect(calls).toContain(regenerate)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
