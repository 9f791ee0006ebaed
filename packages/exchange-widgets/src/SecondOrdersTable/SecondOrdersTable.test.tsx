import {
  createFakeClient,
  createMockStream,
  marketsFixture,
  secondOrderFixture,
  secondSettledOrdersFixture,
} from '@bourse/api-client/mocks'
import { BourseThemeProvider } from '@bourse/ui'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WidgetsProvider } from '../WidgetsProvider'
import { SecondOrdersTableConnected } from './SecondOrdersTable.connected'

const holding = secondOrderFixture({ id: 'sc-9' })

function setup() {
  const { client, calls } = createFakeClient({
    '/app/market/list': () => marketsFixture,
    '/app/second/orders': ({ body }) => {
      const { pageIndex, pageSize } = body as { pageIndex: number; pageSize: number }
      return {
        list: [holding, ...secondSettledOrdersFixture],
        total: 4,
        pageIndex,
        pageSize,
        summary: { transactions: 4, averagePrice: '64150.5' },
      }
    },
  })
  const stream = createMockStream()
  render(
    <BourseThemeProvider mode="light">
      <WidgetsProvider client={client} stream={stream} locale="en">
        <SecondOrdersTableConnected loggedIn symbol="BTCUSDT" timeZone="UTC" />
      </WidgetsProvider>
    </BourseThemeProvider>,
  )
  return { calls, stream }
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Second-contract records' }))
    .getAllByRole('row')
    .slice(1)

describe('<SecondOrdersTableConnected />', () => {
  it('asks the server for one page of the market', async () => {
    const { calls } = setup()
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(calls.find((c) => c.path === '/app/second/orders')?.body).toEqual({
      pageIndex: 1,
      pageSize: 20,
      symbol: 'BTCUSDT',
    })
  })

  it("shows the server's summary: the number of transactions and their average price", async () => {
    setup()
    await waitFor(() => expect(rows()).toHaveLength(4))
    const summary = screen.getByText('Transactions').closest('dl') as HTMLElement
    expect(within(summary).getByText('Transactions').nextSibling).toHaveTextContent('4')
    // The market's price precision (BTC/USDT: 2 decimals).
    expect(within(summary).getByText('Average transaction price').nextSibling).toHaveTextContent(
      '64,150.50',
    )
  })

  it('settles a row in place and puts a new contract on top of page 1', async () => {
    const { stream } = setup()
    await waitFor(() => expect(rows()).toHaveLength(4))
    act(() =>
      stream.emit('user', {
        type: 'second',
        order: {
          ...holding,
          status: 'settled',
          settlementPrice: '64000',
          result: 'loss',
          profit: '-1000',
        },
      }),
    )
    await waitFor(() => expect(rows()[0]).toHaveTextContent('-1,000.00'))
    expect(rows()[0]).toHaveTextContent('Settlement complete')

    act(() =>
      stream.emit('user', {
        type: 'second',
        order: secondOrderFixture({
          id: 'sc-10',
          createdAt: holding.createdAt + 1,
          amount: '3000',
        }),
      }),
    )
    await waitFor(() => expect(rows()).toHaveLength(5))
    expect(rows()[0]).toHaveTextContent('3,000.00 USDT')
    // Another market's contract is not this table's.
    act(() =>
      stream.emit('user', {
        type: 'second',
        order: secondOrderFixture({
          id: 'sc-11',
          symbol: 'ETHUSDT',
          createdAt: holding.createdAt + 2,
        }),
      }),
    )
    expect(rows()).toHaveLength(5)
  })
})
