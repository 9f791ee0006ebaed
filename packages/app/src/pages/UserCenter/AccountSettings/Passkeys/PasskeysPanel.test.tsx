import { createHandlers, STEP_UP_WRONG_PASSWORD } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../../test/renderApp'
import { recordPosts } from '../../../../test/server'
import { fillIn, passStepUp, server } from '../AccountSettings.testing'
import { PasskeysPanel } from './PasskeysPanel'

const calls = recordPosts(server)

function renderPanel(options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers(options))
  return renderRoutes([{ path: '/accountSet', Component: PasskeysPanel }], ['/accountSet'])
}

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Passkeys' })).closest('section') as HTMLElement

const stepUpDialog = () => screen.findByRole('dialog', { name: "Confirm it's you" })

/** Confirms the removal of the YubiKey; the step-up dialog opens over the list. */
async function confirmRemoval() {
  renderPanel()
  const list = await panel()
  await within(list).findByText('YubiKey 5C')
  fireEvent.click(within(list).getByRole('button', { name: 'Remove YubiKey 5C' }))
  const dialog = await screen.findByRole('dialog', { name: 'Remove "YubiKey 5C"?' })
  expect(within(dialog).queryByLabelText('Login password')).toBeNull()
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }))
  return { list }
}

describe('PasskeysPanel', () => {
  it('lists the passkeys and removes one after the step-up dialog', async () => {
    const { list } = await confirmRemoval()
    await passStepUp()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(list).queryByText('YubiKey 5C')).toBeNull())
    expect(within(list).getByText('MacBook Touch ID')).toBeTruthy()
    const stepUp = calls.find((c) => c.path.endsWith('/app/security/stepUp'))
    expect(stepUp?.body).toEqual({ password: 'Demo1234', verifyCode: '123456' })
    const removed = calls.find((c) => c.path.endsWith('/app/security/passkeys/remove'))
    expect(removed?.body).toEqual({ id: '4', stepUpToken: 'mock-step-up-1' })
  })

  it('keeps the passkey when the step-up is refused, and its dialog once that is given up', async () => {
    const { list } = await confirmRemoval()
    const stepUp = await stepUpDialog()
    await within(stepUp).findByLabelText('Login password')
    // The passkey dialog hides while the step-up asks.
    expect(screen.queryByRole('dialog', { name: 'Remove "YubiKey 5C"?' })).toBeNull()
    fillIn(stepUp, [
      ['Login password', STEP_UP_WRONG_PASSWORD],
      ['Verification code', '123456'],
    ])
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }))
    await waitFor(() =>
      expect(within(stepUp).getByLabelText('Login password')).toHaveAccessibleDescription(
        'The current login password is wrong.',
      ),
    )
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('dialog', { name: 'Remove "YubiKey 5C"?' })).toBeTruthy()
    expect(within(list).getByText('YubiKey 5C')).toBeTruthy()
    expect(calls.some((c) => c.path.endsWith('/app/security/passkeys/remove'))).toBe(false)
  })

  it('asks only the name of a new passkey, then the step-up', async () => {
    renderPanel()
    const list = await panel()
    fireEvent.click(within(list).getByRole('button', { name: 'Add a passkey' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' })
    fillIn(dialog, [['Name', 'Work laptop']])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create passkey' }))
    const stepUp = await stepUpDialog()
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Close' }))
    // Given up: the name is still there and nothing was registered.
    const again = await screen.findByRole('dialog', { name: 'Add a passkey' })
    expect(within(again).getByLabelText('Name')).toHaveValue('Work laptop')
    expect(calls.some((c) => c.path.includes('/app/security/passkeys/register'))).toBe(false)
  })

  it('shows the empty state when there are none', async () => {
    renderPanel({ passkeys: [] })
    const list = await panel()
    expect(await within(list).findByText('No passkeys yet')).toBeTruthy()
  })
})
