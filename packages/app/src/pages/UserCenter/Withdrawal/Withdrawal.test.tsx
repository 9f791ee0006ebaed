import { createHandlers, successEnvelope, userFixture } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { appStore, loginFlagAtom, userInfoAtom } from '../../../session/atoms'
import { renderWalletPage } from '../../../test/renderWalletPage'
import { setupTestServer } from '../../../test/server'
import { withdrawalLimitsFixture, type WalletMockOptions } from '../../../test/walletHandlers'
import { WithdrawalPage } from './Withdrawal'

const server = setupTestServer(...createHandlers())

function renderPage(entry: string, options: WalletMockOptions = {}) {
  const view = renderWalletPage(
    server,
    { path: 'withdrawal', Component: WithdrawalPage },
    entry,
    options,
  )
  act(() => {
    appStore.set(loginFlagAtom, 1)
    appStore.set(userInfoAtom, userFixture)
  })
  return view
}

describe('<WithdrawalPage />', () => {
  it('shows the form for the coin in the URL, the address book and the withdrawal records', async () => {
    renderPage('/withdrawal?coin=btc')
    const form = await screen.findByRole('region', { name: 'Withdraw' })
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Coin' })).toHaveValue('BTC'),
    )
    expect(screen.getByRole('heading', { name: 'Address book' })).toBeVisible()
    expect(await screen.findByText('No saved addresses yet')).toBeVisible()
    expect(await screen.findByText('No withdrawals yet')).toBeVisible()
  })

  it('names the address book and the records once each, by their panel headings', async () => {
    renderPage('/withdrawal')
    const records = await screen.findByRole('region', { name: 'Withdrawal records' })
    expect(await within(records).findByText('No withdrawals yet')).toBeVisible()
    expect(screen.getAllByRole('region', { name: 'Withdrawal records' })).toHaveLength(1)
    const book = screen.getByRole('region', { name: 'Address book' })
    expect(await within(book).findByText('No saved addresses yet')).toBeVisible()
    expect(screen.getAllByRole('region', { name: 'Address book' })).toHaveLength(1)
    expect(screen.queryByRole('region', { name: 'Withdrawal addresses' })).toBeNull()
  })

  it('opens the fund password dialog from the form, and loads the limits again once it is set', async () => {
    let set = false
    server.use(
      http.post('/api/app/security/fundPassword', () => {
        set = true
        return HttpResponse.json(successEnvelope(null))
      }),
    )
    const { sent } = renderPage('/withdrawal', {
      limits: [{ ...withdrawalLimitsFixture, fundPasswordSet: false }, withdrawalLimitsFixture],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Set the fund password' }))
    const dialog = screen.getByRole('dialog', { name: 'Set the fund password' })
    const before = sent.limitsCalls
    fireEvent.change(within(dialog).getByLabelText('Fund password'), {
      target: { value: 'fund-pass' },
    })
    fireEvent.change(within(dialog).getByLabelText('Confirm the fund password'), {
      target: { value: 'fund-pass' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    // The step-up proves the user (a code to the contact on the account, by default).
    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" })
    fireEvent.change(await within(stepUp).findByLabelText('Login password'), {
      target: { value: 'Demo1234' },
    })
    fireEvent.change(within(stepUp).getByLabelText('Verification code'), {
      target: { value: '123456' },
    })
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(set).toBe(true)
    await waitFor(() => expect(sent.limitsCalls).toBeGreaterThan(before))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Set the fund password' })).toBeNull(),
    )
  })
})
