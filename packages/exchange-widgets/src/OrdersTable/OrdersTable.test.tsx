import type { SpotOrder } from '@bourse/api-client'
import {
  createFakeClient,
  createMockStream,
  errorResponse,
  marketsFixture,
  spotHistoryOrdersFixture,
  spotOpenOrdersFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInWidgets, translatedError } from '../shared/testing/render'
import { OrdersTableConnected, type OrdersTableConnectedProps } from './OrdersTable.connected'

/** A client answering from the spot fixtures; the open orders wait for `release()`. */
function fakeClient(options: { cancelFails?: boolean; openOrders?: SpotOrder[] } = {}) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const fake = createFakeClient({
    '/app/market/list': () => marketsFixture,
    '/app/spot/order/current': async () => {
      await held
      return options.openOrders ?? spotOpenOrdersFixture
    },
    '/app/spot/order/history': ({ body }) => {
      const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number }
      return { list: spotHistoryOrdersFixture, total: 45, pageIndex, pageSize }
    },
    '/app/spot/order/cancel': ({ body }) => {
      if (options.cancelFails) return errorResponse('order.not.cancellable', 409, 'not cancellable')
      const { orderId } = body as { orderId: string }
      const order = spotOpenOrdersFixture.find((o) => o.id === orderId) as SpotOrder
      return { ...order, status: 'cancelled', cancelReason: 'cancelled', updatedAt: 2e12 }
    },
  })
  return { ...fake, release }
}

function renderConnected(
  props: Partial<OrdersTableConnectedProps>,
  fake = fakeClient(),
  stream = createMockStream(),
) {
  const view = renderInWidgets(
    { client: fake.client, stream, errorText: translatedError },
    <OrdersTableConnected mode="current" loggedIn timeZone="UTC" {...props} />,
  )
  return { ...view, stream, ...fake }
}

const [buy, sell] = spotOpenOrdersFixture as [SpotOrder, SpotOrder]
const dataRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

describe('<OrdersTableConnected />', () => {
  it('keeps the open orders live, including a push that arrives before the list', async () => {
    const { stream, release, calls } = renderConnected({ symbol: 'BTCUSDT' })
    await waitFor(() => expect(stream.channels()).toContain('user'))
    // Pushed while the REST call is still out: the sell fills completely.
    act(() =>
      stream.emit('user', {
        type: 'order',
        order: { ...sell, status: 'filled', updatedAt: sell.updatedAt + 1 },
      }),
    )
    release()
    await waitFor(() => expect(dataRows('Current orders')).toHaveLength(1))
    expect(calls.find((c) => c.path === '/app/spot/order/current')?.query).toEqual({
      symbol: 'BTCUSDT',
    })

    const fresh = { ...buy, id: 'o-9', createdAt: buy.createdAt + 5, updatedAt: buy.updatedAt + 5 }
    act(() => stream.emit('user', { type: 'order', order: fresh }))
    act(() =>
      stream.emit('user', { type: 'order', order: { ...fresh, id: 'o-eth', symbol: 'ETHUSDT' } }),
    )
    await waitFor(() => expect(dataRows('Current orders')).toHaveLength(2))
    act(() =>
      stream.emit('user', {
        type: 'order',
        order: {
          ...buy,
          status: 'partially_filled',
          filledQuantity: '0.004',
          updatedAt: buy.updatedAt + 9,
        },
      }),
    )
    await waitFor(() => expect(screen.getByText('(50.00%)')).toBeInTheDocument())
  })

  it('loads the open orders again after a reconnect, keeping the rows meanwhile', async () => {
    const fake = fakeClient()
    fake.release()
    const { stream, calls } = renderConnected({}, fake)
    const loads = () => calls.filter((c) => c.path === '/app/spot/order/current')
    await waitFor(() => expect(dataRows('Current orders')).toHaveLength(2))
    act(() => stream.setStatus('reconnecting'))
    act(() => stream.setStatus('open'))
    expect(dataRows('Current orders')).toHaveLength(2)
    await waitFor(() => expect(loads()).toHaveLength(2))
  })

  it('cancels through the client and drops the row; a refusal shows the translated message', async () => {
    const fake = fakeClient()
    fake.release()
    renderConnected({}, fake)
    await waitFor(() => expect(dataRows('Current orders')).toHaveLength(2))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Buy BTC/USDT at 62,500.00' }))
    await waitFor(() => expect(dataRows('Current orders')).toHaveLength(1))
    expect(fake.calls.find((c) => c.path === '/app/spot/order/cancel')?.body).toEqual({
      orderId: 'o-3',
    })

    const failing = fakeClient({ cancelFails: true })
    failing.release()
    const view = renderConnected({}, failing)
    await waitFor(() => expect(within(view.container).getAllByRole('row')).toHaveLength(3))
    fireEvent.click(
      within(view.container).getByRole('button', { name: 'Cancel Sell BTC/USDT at 66,000.00' }),
    )
    await waitFor(() =>
      expect(within(view.container).getByRole('alert')).toHaveTextContent(
        'translated order.not.cancellable',
      ),
    )
    expect(within(view.container).getAllByRole('row')).toHaveLength(3)
  })

  it('pages the history on the server and reloads it when an order finishes', async () => {
    const { calls, stream } = renderConnected({ mode: 'history', filters: true })
    const history = () => calls.filter((c) => c.path === '/app/spot/order/history')
    await waitFor(() => expect(dataRows('Order history')).toHaveLength(2))
    expect(history()[0]?.body).toEqual({ pageIndex: 1, pageSize: 20 })

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(history()).toHaveLength(2))
    expect(history()[1]?.body).toEqual({ pageIndex: 2, pageSize: 20 })

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'cancelled' },
    })
    await waitFor(() => expect(history()).toHaveLength(3))
    expect(history()[2]?.body).toEqual({ pageIndex: 1, pageSize: 20, status: 'cancelled' })

    act(() => stream.emit('user', { type: 'order', order: buy }))
    act(() => stream.emit('user', { type: 'order', order: { ...buy, status: 'filled' } }))
    await waitFor(() => expect(history()).toHaveLength(4))
  })

  it('asks a visitor to log in and loads no orders', async () => {
    let asked = 0
    const { calls } = renderConnected({ loggedIn: false, onLogin: () => (asked += 1) })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(asked).toBe(1)
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/app/market/list'))
    expect(calls.some((c) => c.path.startsWith('/app/spot'))).toBe(false)
  })
})
