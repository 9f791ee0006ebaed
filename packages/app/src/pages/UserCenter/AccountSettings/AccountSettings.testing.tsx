import type { KycStatus } from '@bourse/api-client'
import { createHandlers, successEnvelope, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, expect } from 'vitest'
import { appStore, userInfoAtom } from '../../../session/atoms'
import { renderRoutes } from '../../../test/renderApp'
import { setupTestServer } from '../../../test/server'
import { AccountSettingsPage } from './AccountSettings'

/*
 * The account settings page's tests, split by topic over several files, share this harness: the
 * mock server, the paths it was asked for, and the page rendered for a signed-in user.
 */

export const server = setupTestServer()
export const calls: string[] = []
server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname))

afterEach(() => {
  calls.length = 0
})

const notCertified: KycStatus = { status: 'not_certified' }

export function renderPage(options: Parameters<typeof createHandlers>[0] = {}, kyc = notCertified) {
  server.use(
    ...createHandlers(options),
    http.get('/api/app/kyc/status', () => HttpResponse.json(successEnvelope(kyc))),
  )
  const view = renderRoutes(
    [{ path: '/accountSet', Component: AccountSettingsPage }],
    ['/accountSet'],
  )
  act(() => appStore.set(userInfoAtom, userFixture))
  return view
}

/** Types each value into the field labelled so inside `scope`. */
export const fillIn = (scope: HTMLElement, values: [string, string][]) => {
  for (const [label, value] of values)
    fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
}

/** The step-up's answers: the login password and, by default, a code sent to the contact. */
export const stepUpValues: [string, string][] = [
  ['Login password', 'Demo1234'],
  ['Verification code', '123456'],
]

/**
 * Passes the step-up dialog the change opened (the mock server's `stepUp` accepts anything but
 * `Wrong1234` and `000000`); resolves once it is gone.
 */
export async function passStepUp(values: [string, string][] = stepUpValues) {
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" })
  await within(dialog).findByLabelText('Login password', {}, { timeout: 3000 })
  fillIn(dialog, values)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
  // Gone, though the change may open a new one (its token expired).
  await waitFor(() => expect(dialog.isConnected).toBe(false), { timeout: 3000 })
}
