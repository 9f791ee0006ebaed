import type { RevokeSessionRequest } from '@bourse/api-client'
import { createHandlers, errorResponse } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../../test/renderApp'
import { setupTestServer } from '../../../../test/server'
import { DevicesPanel } from './DevicesPanel'

const server = setupTestServer()

/** The paths asked for in the current test, with the body of each POST. */
const calls: { path: string; body?: unknown }[] = []
server.events.on('request:start', ({ request }) => {
  const call: (typeof calls)[number] = { path: new URL(request.url).pathname }
  calls.push(call)
  if (request.method === 'POST')
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text ? JSON.parse(text) : undefined
      })
})
afterEach(() => {
  calls.length = 0
})

function renderPanel(options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers(options))
  return renderRoutes([{ path: '/accountSet', Component: DevicesPanel }], ['/accountSet'])
}

const devicesPanel = async () =>
  (await screen.findByRole('heading', { name: 'Signed-in devices' })).closest(
    'section',
  ) as HTMLElement

const rowOf = (panel: HTMLElement, text: string) =>
  within(panel).getByText(text).closest('tr') as HTMLElement

describe('<DevicesPanel />', () => {
  it('lists the sessions, the current one marked, and the last sign-ins', async () => {
    renderPanel()
    const panel = await devicesPanel()
    await within(panel).findByText('Chrome 156 on macOS')
    const current = rowOf(panel, 'Chrome 156 on macOS')
    expect(within(current).getByText('This device')).toBeVisible()
    expect(within(current).queryByRole('button', { name: 'Sign out' })).toBeNull()
    expect(within(rowOf(panel, 'Safari 19 on iOS')).getByText('198.51.100.7')).toBeVisible()
    expect(
      within(rowOf(panel, 'Unknown device')).getByRole('button', { name: 'Sign out' }),
    ).toBeVisible()
    expect(within(panel).getAllByRole('button', { name: 'Sign out' })).toHaveLength(3)

    const history = screen
      .getByRole('heading', { name: 'Recent sign-ins' })
      .closest('section') as HTMLElement
    await within(history).findAllByText('Succeeded')
    expect(within(history).getByText('Wrong password')).toBeVisible()
    expect(within(history).getByText('Wrong authenticator code')).toBeVisible()
    expect(within(history).getByText('Linux')).toBeVisible()
  })

  it('signs one session out with its id and loads the list again', async () => {
    renderPanel()
    const panel = await devicesPanel()
    await within(panel).findByText('Safari 19 on iOS')
    fireEvent.click(
      within(rowOf(panel, 'Safari 19 on iOS')).getByRole('button', { name: 'Sign out' }),
    )

    await waitFor(() => expect(within(panel).queryByText('Safari 19 on iOS')).toBeNull())
    const revoke = calls.find((c) => c.path === '/api/app/security/sessions/revoke')
    expect(revoke?.body).toEqual({ sessionId: '38' } satisfies RevokeSessionRequest)
    expect(calls.filter((c) => c.path === '/api/app/security/sessions')).toHaveLength(2)
    expect(within(panel).getByText('Firefox 147 on Windows')).toBeVisible()
  })

  it('signs every other session out after confirming, and says how many', async () => {
    renderPanel()
    const panel = await devicesPanel()
    await within(panel).findByText('Firefox 147 on Windows')
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign out all other devices' }))
    const dialog = screen.getByRole('dialog', { name: 'Sign out all other devices?' })
    expect(calls.map((c) => c.path)).not.toContain('/api/app/security/sessions/revokeOthers')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out all' }))

    expect(await screen.findByText('Other devices signed out: 3.')).toBeVisible()
    await waitFor(() => expect(within(panel).queryByText('Firefox 147 on Windows')).toBeNull())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(panel).getByText('Chrome 156 on macOS')).toBeVisible()
    expect(within(panel).queryByRole('button', { name: 'Sign out all other devices' })).toBeNull()
  })

  it('keeps the sessions when the user backs out of the dialog', async () => {
    renderPanel()
    const panel = await devicesPanel()
    await within(panel).findByText('Firefox 147 on Windows')
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign out all other devices' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.map((c) => c.path)).not.toContain('/api/app/security/sessions/revokeOthers')
    expect(within(panel).getByText('Firefox 147 on Windows')).toBeVisible()
  })

  it('shows a retry when the sessions fail to load, and loads them on retry', async () => {
    renderPanel()
    server.use(
      http.get('/api/app/security/sessions', () => errorResponse('system.error', 500), {
        once: true,
      }),
    )
    const panel = await devicesPanel()
    expect(await within(panel).findByText('Your devices could not be loaded.')).toBeVisible()
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }))
    expect(await within(panel).findByText('Chrome 156 on macOS')).toBeVisible()
  })

  it('shows a retry when the sign-ins fail to load', async () => {
    renderPanel()
    server.use(
      http.get('/api/app/security/signIns', () => errorResponse('system.error', 500), {
        once: true,
      }),
    )
    const history = (await screen.findByRole('heading', { name: 'Recent sign-ins' })).closest(
      'section',
    ) as HTMLElement
    expect(
      await within(history).findByText('Your sign-in history could not be loaded.'),
    ).toBeVisible()
    fireEvent.click(within(history).getByRole('button', { name: 'Try again' }))
    expect(await within(history).findByText('Wrong password')).toBeVisible()
  })
})
