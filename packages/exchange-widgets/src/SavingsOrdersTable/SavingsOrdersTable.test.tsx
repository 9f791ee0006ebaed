import type { FinanceOrder } from '@bourse/api-client'
import { USER_CHANNEL } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  financeOrdersFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInWidgets, translatedError } from '../shared/testing/render'
import { SavingsOrdersTableConnected } from './SavingsOrdersTable.connected'

function setup(redeem: 'ok' | 'settled' = 'ok') {
  let orders: FinanceOrder[] = financeOrdersFixture.map((o) => ({ ...o }))
  const { client, calls } = createFakeClient({
    '/app/finance/orders': ({ body }) => {
      const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number }
      return { list: orders, total: orders.length, pageIndex, pageSize }
    },
    '/app/finance/redeem': ({ body }) => {
      if (redeem === 'settled') return errorResponse('finance.order.settled', 409, 'Settled')
      const { orderId } = body as { orderId: string }
      orders = orders.map((o) =>
        o.id === orderId ? { ...o, status: 'settled', early: true, earnings: '0' } : o,
      )
      return orders.find((o) => o.id === orderId)
    },
  })
  const stream = createMockStream()
  const onTransferredOut = vi.fn()
  renderInWidgets(
    { client, stream, errorText: translatedError },
    <SavingsOrdersTableConnected loggedIn onTransferredOut={onTransferredOut} />,
  )
  const loads = () => calls.filter((c) => c.path === '/app/finance/orders').length
  return { calls, stream, onTransferredOut, loads }
}

const transferOut = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Transfer out USDT Fixed 30' }))
  const dialog = await screen.findByRole('dialog', { name: 'Transfer out early?' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer out, no interest' }))
}

describe('<SavingsOrdersTableConnected />', () => {
  it('transfers an order out after the confirmation, then loads the records again', async () => {
    const { calls, onTransferredOut, loads } = setup()
    await transferOut()
    await waitFor(() => expect(onTransferredOut).toHaveBeenCalledTimes(1))
    expect(calls.find((c) => c.path === '/app/finance/redeem')?.body).toEqual({ orderId: '701' })
    await waitFor(() => expect(loads()).toBe(2))
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Transfer out/ })).toBeNull())
    expect(screen.getAllByText('Settled early')).toHaveLength(2)
  })

  it('shows a refused transfer out above the table, translated', async () => {
    const { onTransferredOut } = setup('settled')
    await transferOut()
    expect(await screen.findByText('translated finance.order.settled')).toBeVisible()
    expect(onTransferredOut).not.toHaveBeenCalled()
  })

  it('loads again on a balance event of the financial account, not of another account', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { stream, loads } = setup()
      await screen.findByRole('button', { name: 'Transfer out USDT Fixed 30' })
      const balance = { asset: 'USDT', available: '1', frozen: '0', total: '1' }
      act(() => stream.emit(USER_CHANNEL, { type: 'balance', account: 'spot', balance }))
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(loads()).toBe(1)
      act(() => stream.emit(USER_CHANNEL, { type: 'balance', account: 'financial', balance }))
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      await waitFor(() => expect(loads()).toBe(2))
    } finally {
      vi.useRealTimers()
    }
  })
})
