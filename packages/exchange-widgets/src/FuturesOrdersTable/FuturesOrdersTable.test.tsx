import {
  createFakeClient,
  createMockStream,
  errorResponse,
  futuresClosedOrdersFixture,
  futuresMarketsFixture,
  futuresOrderFixture,
  futuresPendingOrdersFixture,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import {
  FuturesOrdersTableConnected,
  type FuturesOrdersTableConnectedProps,
} from './FuturesOrdersTable.connected'

function setup(props: Partial<FuturesOrdersTableConnectedProps> = {}, cancelFails = false) {
  const { client, calls } = createFakeClient({
    '/app/futures/markets': () => futuresMarketsFixture,
    '/app/futures/orders/current': () => futuresPendingOrdersFixture,
    '/app/futures/orders/history': ({ body }) => {
      const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number }
      return { list: futuresClosedOrdersFixture, total: 45, pageIndex, pageSize }
    },
    '/app/futures/order/cancel': ({ body }) => {
      if (cancelFails) return errorResponse('order.not.cancellable', 409, 'not cancellable')
      const { orderId } = body as { orderId: string }
      return futuresOrderFixture({ id: orderId, status: 'cancelled' })
    },
  })
  const stream = createMockStream()
  render(
    <BourseThemeProvider mode="light">
      <WidgetsProvider client={client} stream={stream} locale="en">
        <FuturesOrdersTableConnected view="current" loggedIn timeZone="UTC" filters {...props} />
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  return { calls, stream }
}

const rows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)
const historyBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/app/futures/orders/history').map((c) => c.body)

describe('<FuturesOrdersTableConnected />', () => {
  it('keeps the pending orders live: a new pending order in, an opened one out', async () => {
    const { stream } = setup()
    await waitFor(() => expect(rows('Open orders')).toHaveLength(2))
    act(() =>
      stream.emit('user', {
        type: 'position',
        position: futuresOrderFixture({
          id: 'f-13',
          status: 'pending',
          price: '61000',
          createdAt: 2e12,
        }),
      }),
    )
    await waitFor(() => expect(rows('Open orders')).toHaveLength(3))
    act(() =>
      stream.emit('user', {
        type: 'position',
        position: { ...futuresPendingOrdersFixture[0], status: 'open' },
      }),
    )
    await waitFor(() => expect(rows('Open orders')).toHaveLength(2))
  })

  it('cancels through the client and shows a failed cancel', async () => {
    const { calls } = setup({}, true)
    await waitFor(() => expect(rows('Open orders')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Long BTC/USDT at 63,500.00' }))
    expect(await screen.findByText('not cancellable')).toBeInTheDocument()
    expect(calls.find((c) => c.path === '/app/futures/order/cancel')?.body).toEqual({
      orderId: 'f-12',
    })
  })

  it('asks for closed positions only in the closed view, with the filters', async () => {
    const { calls } = setup({ view: 'closed' })
    await waitFor(() => expect(rows('Closed positions')).toHaveLength(3))
    expect(historyBodies(calls)).toEqual([{ pageIndex: 1, pageSize: 20, status: 'closed' }])
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: 'long' } })
    await waitFor(() =>
      expect(historyBodies(calls).at(-1)).toEqual({
        pageIndex: 1,
        pageSize: 20,
        side: 'long',
        status: 'closed',
      }),
    )
  })

  it('reloads the history when a record closes or is cancelled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { calls, stream } = setup({ view: 'history' })
      await waitFor(() => expect(rows('Order history')).toHaveLength(3))
      expect(historyBodies(calls)).toEqual([{ pageIndex: 1, pageSize: 20 }])
      act(() =>
        stream.emit('user', {
          type: 'position',
          position: futuresOrderFixture({ status: 'open' }),
        }),
      )
      act(() =>
        stream.emit('user', {
          type: 'position',
          position: futuresOrderFixture({ id: 'f-20', status: 'cancelled' }),
        }),
      )
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400)
      })
      await waitFor(() => expect(historyBodies(calls)).toHaveLength(2))
    } finally {
      vi.useRealTimers()
    }
  })
})
