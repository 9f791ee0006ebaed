import { createHandlers } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { appStore, loginFlagAtom } from '../../../session/atoms'
import { renderWalletPage } from '../../../test/renderWalletPage'
import { setupTestServer } from '../../../test/server'
import { ledgerEntryFixture, type WalletMockOptions } from '../../../test/walletHandlers'
import { AssetRecordsPage } from './AssetRecords'

const server = setupTestServer(...createHandlers())

function renderPage(entry: string, options: WalletMockOptions = {}) {
  const view = renderWalletPage(
    server,
    { path: 'assetRecords', Component: AssetRecordsPage },
    entry,
    options,
  )
  act(() => appStore.set(loginFlagAtom, 1))
  return view
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('<AssetRecordsPage />', () => {
  it('lists the ledger with translated types and sends each filter to the server', async () => {
    const { sent } = renderPage('/assetRecords', {
      ledger: [
        ledgerEntryFixture(1),
        ledgerEntryFixture(2, { type: 'withdrawal_fee', amount: '-1', asset: 'USDT' }),
        ledgerEntryFixture(3, { account: 'contract', type: 'transfer_in', asset: 'BTC' }),
      ],
    })
    await waitFor(() => expect(rows('Asset records')).toHaveLength(3))
    expect(sent.ledgerBodies.at(-1)).toEqual({ pageIndex: 1, pageSize: 20 })
    const [first, second] = rows('Asset records').map((r) => within(r))
    expect(first?.getByText('Deposit')).toBeVisible()
    expect(first?.getByText('+100.00')).toBeVisible()
    expect(second?.getByText('Withdrawal fee')).toBeVisible()
    expect(second?.getByText('-1.00')).toBeVisible()

    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), {
      target: { value: 'contract' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Asset' }), { target: { value: 'btc' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'transfer_in' },
    })
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-02' } })
    await waitFor(() =>
      expect(sent.ledgerBodies.at(-1)).toEqual({
        pageIndex: 1,
        pageSize: 20,
        account: 'contract',
        asset: 'BTC',
        types: ['transfer_in'],
        from: new Date(2026, 10, 1).getTime(),
        to: new Date(2026, 10, 3).getTime() - 1,
      }),
    )
    await waitFor(() => expect(rows('Asset records')).toHaveLength(1))
    expect(within(rows('Asset records')[0] as HTMLElement).getByText('Transfer in')).toBeVisible()
  })

  it('pages the ledger on the server, and a new filter starts again at page 1', async () => {
    const { sent } = renderPage('/assetRecords', {
      ledger: Array.from({ length: 25 }, (_, i) => ledgerEntryFixture(i + 1)),
    })
    await waitFor(() => expect(rows('Asset records')).toHaveLength(20))
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(rows('Asset records')).toHaveLength(5))
    expect(sent.ledgerBodies.at(-1)).toEqual({ pageIndex: 2, pageSize: 20 })
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: 'deposit' },
    })
    await waitFor(() =>
      expect(sent.ledgerBodies.at(-1)).toEqual({ pageIndex: 1, pageSize: 20, types: ['deposit'] }),
    )
  })

  it('shows the transfers, from one account to another, on their tab (kept in the URL)', async () => {
    const { router, sent } = renderPage('/assetRecords')
    fireEvent.click(await screen.findByRole('tab', { name: 'Transfers' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=transfer'))
    await waitFor(() => expect(rows('Transfers')).toHaveLength(1))
    const [row] = rows('Transfers').map((r) => within(r))
    expect(row?.getByText('Spot → Contract')).toBeVisible()
    expect(row?.getByText('250.50')).toBeVisible()
    expect(sent.transferBodies.at(-1)).toEqual({ pageIndex: 1, pageSize: 20 })
  })

  it("shows the savings account's entries on the financial tab, without an account filter", async () => {
    const { sent } = renderPage('/assetRecords?tab=financial', {
      ledger: [
        ledgerEntryFixture(1),
        ledgerEntryFixture(2, { account: 'financial', type: 'financial_income', amount: '0.5' }),
      ],
    })
    await waitFor(() => expect(rows('Savings')).toHaveLength(1))
    expect(within(rows('Savings')[0] as HTMLElement).getByText('Savings interest')).toBeVisible()
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull()
    expect(sent.ledgerBodies.at(-1)).toEqual({ pageIndex: 1, pageSize: 20, account: 'financial' })
  })

  it('shows each kind of record in the tab panel its tab controls, named once', async () => {
    for (const [entry, tabName, tableName] of [
      ['/assetRecords', 'Asset records', 'Asset records'],
      ['/assetRecords?tab=transfer', 'Transfers', 'Transfers'],
      ['/assetRecords?tab=recharge', 'Deposits', 'Deposit records'],
      ['/assetRecords?tab=withdrawal', 'Withdrawals', 'Withdrawal records'],
    ] as const) {
      const { unmount } = renderPage(entry)
      const panel = screen.getByRole('tabpanel', { name: tabName })
      expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-controls', panel.id)
      expect(await within(panel).findByRole('table', { name: tableName })).toBeVisible()
      expect(screen.queryByRole('region', { name: tableName })).toBeNull()
      unmount()
    }
  })

  it('shows the withdrawals on their tab', async () => {
    renderPage('/assetRecords?tab=withdrawal')
    expect(await screen.findByText('No withdrawals yet')).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('shows the deposits on their tab', async () => {
    renderPage('/assetRecords?tab=recharge')
    expect(await screen.findByText('No deposits yet')).toBeVisible()
  })
})
