import { withdrawalLimitsFixture } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { calls, passStepUp, renderPage } from './AccountSettings.testing'

const panel = () => screen.getByRole('region', { name: 'Withdrawal allow-list' })

describe('<AccountSettingsPage /> withdrawal allow-list', () => {
  it('turns the allow-list on without a step-up', async () => {
    renderPage()
    await waitFor(() => expect(within(panel()).getByText('Off')).toBeInTheDocument())
    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn on' }))
    await waitFor(() => expect(within(panel()).getByText('On')).toBeInTheDocument())
    expect(calls).toContain('/api/app/wallet/allowlist')
    expect(within(panel()).getByRole('button', { name: 'Turn off' })).toBeEnabled()
  })

  it('turns it off after a step-up, and stays on when the step-up is cancelled', async () => {
    renderPage({ withdrawalLimits: { ...withdrawalLimitsFixture, withdrawalAllowlist: true } })
    await waitFor(() => expect(within(panel()).getByText('On')).toBeInTheDocument())
    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn off' }))
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" })
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).not.toContain('/api/app/wallet/allowlist')
    expect(within(panel()).getByText('On')).toBeInTheDocument()

    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn off' }))
    await passStepUp()
    await waitFor(() => expect(within(panel()).getByText('Off')).toBeInTheDocument())
    expect(calls).toContain('/api/app/wallet/allowlist')
  })
})
