import type { ErrorCode, FundPasswordRequest } from '@bourse/api-client'
import {
  createHandlers,
  errorResponse,
  successEnvelope,
  userFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
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

describe('<AccountSettingsPage /> fund password', () => {
  /** The fund password endpoint: refuses with `refusal` once, then accepts. */
  function fundPasswordServer(refusal?: [ErrorCode, number]) {
    const sent: FundPasswordRequest[] = []
    let refused = false
    server.use(
      http.post('/api/app/security/fundPassword', async ({ request }) => {
        sent.push((await request.json()) as FundPasswordRequest)
        if (refusal && !refused) {
          refused = true
          return errorResponse(refusal[0], refusal[1])
        }
        return HttpResponse.json(successEnvelope(null))
      }),
    )
    return sent
  }

  const fill = (dialog: HTMLElement, values: [string, string][]) => {
    for (const [label, value] of values)
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  }

  it('checks the fields before sending: required, 6 to 32 characters, the same twice', async () => {
    const sent = fundPasswordServer()
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Enter your password.')).toBeVisible()
    expect(within(dialog).getByText('Enter a fund password.')).toBeVisible()
    fill(dialog, [
      ['Fund password', '12345'],
      ['Confirm the fund password', '123456'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('The fund password needs 6 to 32 characters.'),
    ).toBeVisible()
    expect(within(dialog).getByText('The two passwords do not match.')).toBeVisible()
    expect(sent).toEqual([])
  })

  it.each([
    ['login.failed', 401, 'Login password', 'The login password is wrong.'],
    [
      'fund.password.same',
      422,
      'Fund password',
      'The fund password must differ from the login password.',
    ],
    ['password.weak', 422, 'Fund password', 'The fund password needs 6 to 32 characters.'],
    ['password.mismatch', 400, 'Confirm the fund password', 'The two passwords do not match.'],
  ] as const)('shows %s on its field', async (code, status, field, message) => {
    fundPasswordServer([code, status])
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fill(dialog, [
      ['Login password', 'Demo1234'],
      ['Fund password', 'fund-pass'],
      ['Confirm the fund password', 'fund-pass'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(message),
    )
  })

  it('sets the fund password, reloads the user and offers to change it afterwards', async () => {
    const sent = fundPasswordServer()
    renderPage({ user: { ...userFixture, hasFundPassword: true } })
    // Signed in: the user info is reloaded with the token.
    localStorage.setItem('token', 'test-token')
    fireEvent.click(screen.getByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    fill(dialog, [
      ['Login password', 'Demo1234'],
      ['Fund password', 'fund-pass'],
      ['Confirm the fund password', 'fund-pass'],
    ])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([
      { password: 'Demo1234', fundPassword: 'fund-pass', confirmFundPassword: 'fund-pass' },
    ])
    expect(calls).toContain('/api/app/account/getUserInfo')
    expect(await screen.findByText('The fund password is set.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Change the fund password' })).toBeVisible()
  })
})
