import { withdrawalLimitsFixture } from '@bourse/api-client/mocks'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { calls, renderPage } from './AccountSettings.testing'

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

  it('stays on when turning it off is refused for want of a step-up', async () => {
    renderPage({ withdrawalLimits: { ...withdrawalLimitsFixture, withdrawalAllowlist: true } })
    await waitFor(() => expect(within(panel()).getByText('On')).toBeInTheDocument())
    fireEvent.click(within(panel()).getByRole('button', { name: 'Turn off' }))
    await waitFor(() => expect(calls).toContain('/api/app/wallet/allowlist'))
    await waitFor(() =>
      expect(within(panel()).getByRole('button', { name: 'Turn off' })).toBeEnabled(),
    )
    expect(within(panel()).getByText('On')).toBeInTheDocument()
  })
})
