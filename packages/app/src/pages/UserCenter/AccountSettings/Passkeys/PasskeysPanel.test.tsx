import { createHandlers, STEP_UP_WRONG_PASSWORD } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../../test/renderApp'
import { recordPosts, setupTestServer } from '../../../../test/server'
import { PasskeysPanel } from './PasskeysPanel'

const server = setupTestServer()

const calls = recordPosts(server)

function renderPanel(options: Parameters<typeof createHandlers>[0] = {}) {
  server.use(...createHandlers(options))
  return renderRoutes([{ path: '/accountSet', Component: PasskeysPanel }], ['/accountSet'])
}

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Passkeys' })).closest('section') as HTMLElement

/** Opens the removal dialog of the YubiKey, once the step-up asked for an e-mailed code. */
async function removeDialog() {
  renderPanel()
  const list = await panel()
  await within(list).findByText('YubiKey 5C')
  fireEvent.click(within(list).getByRole('button', { name: 'Remove YubiKey 5C' }))
  const dialog = await screen.findByRole('dialog', { name: 'Remove "YubiKey 5C"?' })
  const code = await within(dialog).findByLabelText('Code sent to de***@bourse.local')
  return { list, dialog, code }
}

describe('PasskeysPanel', () => {
  it('lists the passkeys and removes one after a step-up with the e-mailed code', async () => {
    const { list, dialog, code } = await removeDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }))
    fireEvent.change(within(dialog).getByLabelText('Login password'), {
      target: { value: 'Secret123' },
    })
    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(list).queryByText('YubiKey 5C')).toBeNull())
    expect(within(list).getByText('MacBook Touch ID')).toBeTruthy()
    const stepUp = calls.find((c) => c.path.endsWith('/app/security/stepUp'))
    expect(stepUp?.body).toEqual({ password: 'Secret123', verifyCode: '123456' })
    const removed = calls.find((c) => c.path.endsWith('/app/security/passkeys/remove'))
    expect(removed?.body).toEqual({ id: '4', stepUpToken: 'mock-step-up-1' })
  })

  it('keeps the dialog open with the reason when the step-up is refused', async () => {
    const { list, dialog, code } = await removeDialog()
    fireEvent.change(within(dialog).getByLabelText('Login password'), {
      target: { value: STEP_UP_WRONG_PASSWORD },
    })
    fireEvent.change(code, { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove passkey' }))
    await within(dialog).findByRole('alert')
    expect(within(list).getByText('YubiKey 5C')).toBeTruthy()
  })

  it('shows the empty state when there are none', async () => {
    renderPanel({ passkeys: [] })
    const list = await panel()
    expect(await within(list).findByText('No passkeys yet')).toBeTruthy()
  })
})
