import type { WithdrawalPage } from '@bourse/api-client'
import { createFakeClient, createMockStream, type MockStream } from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInWidgets } from '../shared/testing/render'
import { WithdrawalRecordsConnected } from './WithdrawalRecords.connected'
import { fixtureWithdrawals, withdrawalFixture } from './WithdrawalRecords.fixtures'

function setup() {
  const { client, calls } = createFakeClient({
    '/app/wallet/withdrawal/records': ({ body }): WithdrawalPage => {
      const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number }
      return { list: fixtureWithdrawals, total: 4, pageIndex, pageSize }
    },
  })
  const stream = createMockStream()
  renderInWidgets({ client, stream }, <WithdrawalRecordsConnected loggedIn timeZone="UTC" />)
  return { calls, stream }
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Withdrawal records' }))
    .getAllByRole('row')
    .slice(1)

const push = (stream: MockStream, withdrawal: ReturnType<typeof withdrawalFixture>) =>
  act(() => stream.emit('user', { type: 'withdrawal', withdrawal }))

describe('<WithdrawalRecordsConnected />', () => {
  it('asks the server for the filters chosen, back on page 1', async () => {
    const { calls } = setup()
    await waitFor(() => expect(rows()).toHaveLength(4))
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'rejected' },
    })
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/app/wallet/withdrawal/records').at(-1)?.body).toEqual(
        { pageIndex: 1, pageSize: 20, status: 'rejected' },
      ),
    )
  })

  it("shows the card holder's real name on a bank withdrawal, and none on a chain one", async () => {
    setup()
    await waitFor(() => expect(rows()).toHaveLength(4))
    const table = screen.getByRole('table', { name: 'Withdrawal records' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    const column = headers.indexOf('Real name')
    expect(column).toBe(headers.indexOf('Address / card') + 1)
    const holder = (row: HTMLElement) => within(row).getAllByRole('cell')[column]?.textContent
    // The rows: TRC20 applied, BTC withdrawn, the bank card, ETH rejected.
    expect(rows().map(holder)).toEqual(['—', '—', 'Ana Silva', '—'])
  })

  it('changes a row in place and adds a new withdrawal on page 1 from live events', async () => {
    const { stream } = setup()
    await waitFor(() => expect(rows()).toHaveLength(4))
    push(stream, withdrawalFixture({ status: 'rejected', reason: 'Risk review' }))
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Risk review'))
    push(stream, withdrawalFixture({ id: 'w-11', createdAt: withdrawalFixture().createdAt + 1 }))
    await waitFor(() => expect(rows()).toHaveLength(5))
    expect(rows()[0]).toHaveTextContent('Applied')
    expect(screen.getByText('Page 1 of 1 · 5 rows')).toBeInTheDocument()
  })
})
