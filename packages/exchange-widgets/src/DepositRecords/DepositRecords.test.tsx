import type { Deposit } from '@bourse/api-client'
import { createFakeClient, createMockStream } from '@bourse/api-client/mocks'
import { act, screen, waitFor, within, fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInWidgets } from '../shared/testing/render'
import { DepositRecordsConnected } from './DepositRecords.connected'
import { depositFixture } from './DepositRecords.fixtures'

const held = depositFixture({ id: 'dep-9', confirmations: 3 })
const done = depositFixture({
  id: 'dep-8',
  status: 'success',
  confirmations: 12,
  createdAt: held.createdAt - 1,
})

function setup() {
  const { client, calls } = createFakeClient({
    '/app/wallet/deposit/records': ({ body }) => {
      const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number }
      return { list: [held, done], total: 2, pageIndex, pageSize }
    },
  })
  const stream = createMockStream()
  renderInWidgets({ client, stream }, <DepositRecordsConnected loggedIn timeZone="UTC" />)
  return { calls, stream }
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Deposit records' }))
    .getAllByRole('row')
    .slice(1)
const push = (stream: ReturnType<typeof createMockStream>, deposit: Deposit) =>
  act(() => stream.emit('user', { type: 'deposit', deposit }))

describe('<DepositRecordsConnected />', () => {
  it('asks the server for page 1, then page 1 of the filter chosen', async () => {
    const { calls } = setup()
    await waitFor(() => expect(rows()).toHaveLength(2))
    const asked = () => calls.filter((c) => c.path === '/app/wallet/deposit/records')
    expect(asked()[0]?.body).toEqual({ pageIndex: 1, pageSize: 20 })
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'in_progress' },
    })
    await waitFor(() =>
      expect(asked().at(-1)?.body).toEqual({ pageIndex: 1, pageSize: 20, status: 'in_progress' }),
    )
  })

  it('confirms a row in place and puts a new deposit on top of page 1', async () => {
    const { stream } = setup()
    await waitFor(() => expect(rows()).toHaveLength(2))
    push(stream, { ...held, confirmations: 8 })
    await waitFor(() => expect(rows()[0]).toHaveTextContent('8/12'))
    push(stream, { ...held, confirmations: 12, status: 'success' })
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Credited'))
    // A late copy never turns it back.
    push(stream, { ...held, confirmations: 11 })
    expect(rows()[0]).toHaveTextContent('12/12')

    push(
      stream,
      depositFixture({
        id: 'dep-10',
        amount: '42',
        confirmations: 0,
        createdAt: held.createdAt + 1,
      }),
    )
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(rows()[0]).toHaveTextContent('42.00 USDT')
    expect(screen.getByText('Page 1 of 1 · 3 rows')).toBeInTheDocument()
  })
})
