import {
  createFakeClient,
  createMockStream,
  errorResponse,
  secondBalancesFixture,
  secondOfferFixture,
  secondOpenOrdersFixture,
  secondOrderFixture,
} from '@bourse/api-client/mocks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { changeText, renderInWidgets, textbox, translatedError } from '../shared/testing/render'
import { expectRetryUnderOneId, scriptedEndpoint } from '../shared/testing/scriptedEndpoint'
import {
  SecondContractTicketConnected,
  type SecondContractTicketConnectedProps,
} from './SecondContractTicket.connected'

type PlaceAnswer = 'network' | 'success' | 'low'
type Placed = { clientOrderId: string; amount: string; productId: string; direction: string }

function setup(
  answers: PlaceAnswer[] = [],
  props: Partial<SecondContractTicketConnectedProps> = {},
) {
  const { sent: placed, endpoint } = scriptedEndpoint<Placed>(
    answers,
    (answer, request): unknown =>
      answer === 'low'
        ? errorResponse('second.amount.low', 422, 'Too low')
        : secondOrderFixture({
            id: `sc-${placed.length + 100}`,
            clientOrderId: request.clientOrderId,
            amount: request.amount,
            direction: 'down',
          }),
  )
  const { client, calls } = createFakeClient({
    '/app/second/products': () => secondOfferFixture,
    '/app/account/balances': () => secondBalancesFixture,
    '/app/second/orders': () => ({
      list: [secondOpenOrdersFixture[0]],
      total: 1,
      pageIndex: 1,
      pageSize: 20,
    }),
    '/app/second/order/place': endpoint,
  })
  const stream = createMockStream()
  renderInWidgets(
    { client, stream, errorText: translatedError },
    <SecondContractTicketConnected symbol="BTCUSDT" loggedIn {...props} />,
  )
  return { placed, stream, calls }
}

const buy = () => fireEvent.click(screen.getByRole('button', { name: 'Buy up' }))

describe('<SecondContractTicketConnected />', () => {
  it('opens on the direction it is given, and buys in it', async () => {
    const { placed } = setup(['success'], { defaultDirection: 'down' })
    await screen.findByText('25,000.00 USDT')
    expect(screen.getByRole('tab', { name: 'Buy down' })).toHaveAttribute('aria-selected', 'true')
    changeText('Amount', '1000')
    fireEvent.click(screen.getByRole('button', { name: 'Buy down' }))
    await waitFor(() => expect(placed).toHaveLength(1))
    expect(placed[0]?.direction).toBe('down')
  })

  it('loads the offer, the second account and the open contracts of the market', async () => {
    const { calls } = setup()
    expect(await screen.findByText('25,000.00 USDT')).toBeInTheDocument()
    expect(calls.find((c) => c.path === '/app/account/balances')?.query).toEqual({
      account: 'second',
    })
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/app/second/orders')?.body).toEqual({
        pageIndex: 1,
        pageSize: 20,
        open: true,
        symbol: 'BTCUSDT',
      }),
    )
    expect(await screen.findByRole('listitem', { name: 'Up 1,000.00 USDT' })).toBeInTheDocument()
  })

  it('retries a purchase after a network failure under the same client order id', async () => {
    const { placed } = setup(['network', 'success', 'success'])
    await screen.findByText('25,000.00 USDT')
    changeText('Amount', '1000')
    buy()
    expect(await screen.findByText('translated network.error')).toBeInTheDocument()
    buy()
    await waitFor(() => expect(placed).toHaveLength(2))
    await expectRetryUnderOneId(
      placed,
      'clientOrderId',
      { symbol: 'BTCUSDT', direction: 'up', productId: 's-30', amount: '1000' },
      async () => {
        await waitFor(() => expect(textbox('Amount')).toHaveValue(''))
        changeText('Amount', '1000')
        buy()
      },
    )
  })

  it('takes a new id after the server refused the purchase', async () => {
    const { placed } = setup(['low', 'success'])
    await screen.findByText('25,000.00 USDT')
    changeText('Amount', '1000')
    buy()
    expect(await screen.findByText('translated second.amount.low')).toBeInTheDocument()
    buy()
    await waitFor(() => expect(placed).toHaveLength(2))
    expect(placed[1]?.clientOrderId).not.toBe(placed[0]?.clientOrderId)
  })

  it('shows the result when a second event settles a contract, and follows the second balance', async () => {
    const { stream } = setup()
    const row = await screen.findByRole('listitem', { name: 'Up 1,000.00 USDT' })
    act(() =>
      stream.emit('user', {
        type: 'second',
        order: {
          ...secondOpenOrdersFixture[0],
          status: 'settled',
          settlementPrice: '64300',
          result: 'win',
          profit: '850',
        },
      }),
    )
    expect(await within(row).findByText('Win')).toBeInTheDocument()
    expect(row).toHaveTextContent('+850.00 USDT')
    // A spot balance event leaves the second account alone; a second one applies.
    const usdt = (available: string) => ({
      asset: 'USDT',
      available,
      frozen: '0',
      total: available,
    })
    act(() => stream.emit('user', { type: 'balance', balance: usdt('1') }))
    act(() => stream.emit('user', { type: 'balance', account: 'second', balance: usdt('24150') }))
    expect(await screen.findByText('24,150.00 USDT')).toBeInTheDocument()
  })
})
